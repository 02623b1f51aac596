import './auth.css';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { AuthCard } from './components/auth-card';
import { RegisterForm } from './components/register-form';
import { useSession } from './hooks/use-session';

export function RegisterPage() {
  const { user } = useSession();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  if (user) return <Navigate to={LIBRARY_HOME} replace />;

  if (confirmationSentTo) {
    return (
      <AuthCard title="Check your email">
        <div className="stack">
          <p>
            We sent a confirmation link to <strong>{confirmationSentTo}</strong>. Follow it to confirm your
            address, then sign in.
          </p>
          <Link className="button primary" to="/recipelibrary/login">
            Go to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create an account" intro="Keep every recipe you make in one place.">
      <RegisterForm onConfirmationSent={setConfirmationSentTo} />
      <p className="auth-footer">
        Already have an account? <Link to="/recipelibrary/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}

import './auth.css';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useT } from '#client/lib/language.ts';
import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { AuthCard } from './components/auth-card';
import { RegisterForm } from './components/register-form';
import { useSession } from './hooks/use-session';

export function RegisterPage() {
  const t = useT();
  const { user } = useSession();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  if (user) return <Navigate to={LIBRARY_HOME} replace />;

  if (confirmationSentTo) {
    return (
      <AuthCard title={t('auth.checkEmail')}>
        <div className="stack">
          <p>{t('auth.confirmationSent', { email: confirmationSentTo })}</p>
          <Link className="button primary" to="/recipelibrary/login">
            {t('auth.goToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.createAccountLink')} intro={t('auth.registerIntro')}>
      <RegisterForm onConfirmationSent={setConfirmationSentTo} />
      <p className="auth-footer">
        {t('auth.haveAccount')} <Link to="/recipelibrary/login">{t('auth.signIn')}</Link>
      </p>
    </AuthCard>
  );
}

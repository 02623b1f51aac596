import './auth.css';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '#client/lib/language.ts';
import { AuthCard } from './components/auth-card';
import { ResetLinkForm } from './components/reset-link-form';
import { SignInForm } from './components/sign-in-form';
import { useEmailConfirmationLink } from './hooks/use-email-confirmation-link';
import { useSession } from './hooks/use-session';
import { returnPath } from './return-path';

type Mode = 'sign-in' | 'reset-link';

/** Sign-in, and the reset-link request it toggles to. The email typed in one carries to the other. */
export function LoginPage() {
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const formArea = useRef<HTMLDivElement>(null);
  useEmailConfirmationLink((confirmed) => setEmail((typed) => typed || confirmed));

  // A signed-in visitor, or one who just signed in, goes where they were headed.
  if (user) return <Navigate to={returnPath(location.state)} replace />;

  /** The new form replaces the old one under the focus, so focus moves into it. */
  function switchTo(next: Mode) {
    flushSync(() => setMode(next));
    formArea.current?.querySelector('input')?.focus();
  }

  if (mode === 'reset-link') {
    return (
      <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
        <div ref={formArea}>
          <ResetLinkForm email={email} onEmailChange={setEmail} onBack={() => switchTo('sign-in')} />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.signIn')} intro={t('auth.signInIntro')}>
      <div ref={formArea}>
        <SignInForm email={email} onEmailChange={setEmail} onForgotPassword={() => switchTo('reset-link')} />
      </div>
      <p className="auth-footer">
        {t('auth.newHere')} <Link to="/recipelibrary/register">{t('auth.createAccountLink')}</Link>
      </p>
    </AuthCard>
  );
}

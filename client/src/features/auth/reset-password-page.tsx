import './auth.css';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '#client/lib/language.ts';
import { AuthCard } from './components/auth-card';
import { NewPasswordForm } from './components/new-password-form';

/** The target of a reset mail: `#token=…` in the fragment, which never reaches a server or a Referer. */
export function ResetPasswordPage() {
  const t = useT();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token');
  if (!token) return <Navigate to="/recipelibrary/login" replace />;

  return (
    <AuthCard title={t('auth.newPasswordTitle')} intro={t('auth.newPasswordIntro')}>
      <NewPasswordForm token={token} />
      <p className="auth-footer">
        <Link to="/recipelibrary/login">{t('auth.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}

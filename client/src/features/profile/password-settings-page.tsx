import './profile.css';
import { Link } from 'react-router-dom';
import { useT } from '#client/lib/language.ts';
import { ChangePasswordForm } from './components/change-password-form';

export function PasswordSettingsPage() {
  const t = useT();
  return (
    <div className="container page">
      <title>{t('app.pageTitle', { page: t('profile.changePassword') })}</title>
      <div className="profile-column">
        <p className="profile-back">
          <Link to="/recipelibrary/profile">
            <span aria-hidden="true">← </span>
            {t('profile.backToProfile')}
          </Link>
        </p>
        <div className="page-header">
          <h1>{t('profile.changePassword')}</h1>
        </div>
        <p className="muted profile-lead">{t('profile.passwordLead')}</p>
        <ChangePasswordForm />
      </div>
    </div>
  );
}

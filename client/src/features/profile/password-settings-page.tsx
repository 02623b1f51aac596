import './profile.css';
import { Link } from 'react-router-dom';
import { ChangePasswordForm } from './components/change-password-form';

export function PasswordSettingsPage() {
  return (
    <div className="container page">
      <title>Change Password · Reseptikirjasto</title>
      <div className="profile-column">
        <p className="profile-back">
          <Link to="/recipelibrary/profile">
            <span aria-hidden="true">← </span>Back to profile
          </Link>
        </p>
        <div className="page-header">
          <h1>Change Password</h1>
        </div>
        <p className="muted profile-lead">Your other devices will be signed out. This one stays signed in.</p>
        <ChangePasswordForm />
      </div>
    </div>
  );
}

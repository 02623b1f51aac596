import './profile.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import { LibraryTransfer } from '../transfer/components/library-transfer';
import { ThemePreference } from './components/theme-preference';

const memberSince = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

export function ProfilePage() {
  return (
    <div className="container page">
      <title>Profile · Reseptikirjasto</title>
      <div className="profile-column">
        <div className="page-header">
          <h1>Profile</h1>
        </div>
        <ProfileDetails />
        <LibraryTransfer />
      </div>
    </div>
  );
}

function ProfileDetails() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.auth.profile.queryOptions());

  if (profile.isPending) return <Spinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <div className="card stack">
        <p className="form-error">{errorMessage(profile.error, 'Failed to load profile')}</p>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </div>
    );
  }
  const { email, recipeCount, createdAt } = profile.data;
  return (
    <section className="card profile-card" aria-label="Account">
      <dl className="profile-facts">
        <div>
          <dt>Email</dt>
          <dd className="profile-email">{email}</dd>
        </div>
        <div>
          <dt>Total recipes</dt>
          <dd>{recipeCount}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>
            <time dateTime={createdAt}>{memberSince.format(new Date(createdAt))}</time>
          </dd>
        </div>
      </dl>
      <ThemePreference />
      <div className="profile-actions">
        <Link className="button primary" to="/recipelibrary/profile-settings">
          Change Password
        </Link>
      </div>
    </section>
  );
}

import './profile.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { currentLanguage, useT } from '#client/lib/language.ts';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import { LibraryTransfer } from '../transfer/components/library-transfer';
import { LanguagePreference } from './components/language-preference';
import { ThemePreference } from './components/theme-preference';

export function ProfilePage() {
  const t = useT();
  return (
    <div className="container page">
      <title>{t('app.pageTitle', { page: t('profile.title') })}</title>
      <div className="profile-column">
        <div className="page-header">
          <h1>{t('profile.title')}</h1>
        </div>
        <ProfileDetails />
        <LibraryTransfer />
      </div>
    </div>
  );
}

function ProfileDetails() {
  const t = useT();
  const trpc = useTRPC();
  const profile = useQuery(trpc.auth.profile.queryOptions());

  if (profile.isPending) return <Spinner label={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <div className="card stack">
        <p className="form-error">{errorMessage(profile.error, t('profile.loadFailed'))}</p>
        <Button onClick={() => void profile.refetch()}>{t('app.tryAgain')}</Button>
      </div>
    );
  }
  const { email, recipeCount, createdAt } = profile.data;
  return (
    <section className="card profile-card" aria-label={t('profile.account')}>
      <dl className="profile-facts">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd className="profile-email">{email}</dd>
        </div>
        <div>
          <dt>{t('profile.totalRecipes')}</dt>
          <dd>{recipeCount}</dd>
        </div>
        <div>
          <dt>{t('profile.memberSince')}</dt>
          <dd>
            <time dateTime={createdAt}>
              {new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date(createdAt))}
            </time>
          </dd>
        </div>
      </dl>
      <ThemePreference />
      <LanguagePreference />
      <div className="profile-actions">
        <Link className="button primary" to="/recipelibrary/profile-settings">
          {t('profile.changePassword')}
        </Link>
      </div>
    </section>
  );
}

import { NavLink } from 'react-router-dom';
import type { MessageKey } from '#shared/messages/en.ts';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { useT } from '../lib/language';
import { LIBRARY_HOME } from '../lib/paths';
import { ThemeToggle } from './theme-toggle';

const TABS = [
  // `end`: the list tab is current only on the list itself, not on a recipe under it.
  { to: LIBRARY_HOME, label: 'app.nav.recipes', end: true },
  { to: `${LIBRARY_HOME}/new`, label: 'app.nav.new', end: false },
  { to: `${LIBRARY_HOME}/profile`, label: 'app.nav.profile', end: false },
] as const satisfies readonly { to: string; label: MessageKey; end: boolean }[];

export function LibraryHeader({ onSignedOut }: { onSignedOut(): void }) {
  const t = useT();
  return (
    <header className="library-header">
      <div className="container library-bar">
        <div className="library-brand">
          <span className="library-name">{t('app.name')}</span>
          {/* A plain link: the landing page is its own document, outside this app. */}
          <a className="library-home-link" href="/">
            <span aria-hidden="true">← </span>
            {t('app.backToHomepage')}
          </a>
        </div>
        <div className="library-actions">
          <ThemeToggle />
          <SignOutButton onSignedOut={onSignedOut} />
        </div>
      </div>
      <nav className="container library-tabs" aria-label={t('app.nav')}>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="library-tab">
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}

import { NavLink } from 'react-router-dom';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { LIBRARY_HOME } from '../lib/paths';
import { ThemeToggle } from './theme-toggle';

const TABS = [
  // `end`: the list tab is current only on the list itself, not on a recipe under it.
  { to: LIBRARY_HOME, label: 'Recipes', end: true },
  { to: `${LIBRARY_HOME}/new`, label: 'New Recipe', end: false },
  { to: `${LIBRARY_HOME}/profile`, label: 'Profile', end: false },
] as const;

export function LibraryHeader({ onSignedOut }: { onSignedOut(): void }) {
  return (
    <header className="library-header">
      <div className="container library-bar">
        <div className="library-brand">
          <span className="library-name">Reseptikirjasto</span>
          {/* A plain link: the landing page is its own document, outside this app. */}
          <a className="library-home-link" href="/">
            <span aria-hidden="true">← </span>Back to homepage
          </a>
        </div>
        <div className="library-actions">
          <ThemeToggle />
          <SignOutButton onSignedOut={onSignedOut} />
        </div>
      </div>
      <nav className="container library-tabs" aria-label="Library">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="library-tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}

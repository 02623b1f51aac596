import './library-layout.css';
import { Fragment, Suspense, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useLanguage, useT } from '../lib/language';
import { LOGIN_PATH } from '../lib/paths';
import { LibraryHeader } from './library-header';
import { OfflineNotice } from './offline-notice';
import { RequireAuth } from './require-auth';
import { ScrollRestoration } from './scroll-restoration';

/** The frame of every signed-in screen: header, tabs, and the screen itself in <main>. */
export function LibraryLayout() {
  const t = useT();
  const language = useLanguage();
  const [signedOut, setSignedOut] = useState(false);
  // Decided before the guard sees the empty session: a deliberate sign-out must not remember this
  // page for whoever signs in next.
  if (signedOut) return <Navigate to={LOGIN_PATH} replace />;

  return (
    <RequireAuth>
      <a className="skip-link" href="#library-main">
        {t('app.skipToContent')}
      </a>
      <LibraryHeader onSignedOut={() => setSignedOut(true)} />
      <OfflineNotice />
      <main id="library-main" className="library-main" tabIndex={-1}>
        {/* The frame stays while a screen's module loads. A screen reads `t` as it draws; a new
            language draws it afresh (its data stays cached). */}
        <Suspense fallback={<Spinner />}>
          <Fragment key={language}>
            <Outlet />
          </Fragment>
        </Suspense>
      </main>
      {/* New screens start at the top; Back returns to where the list was. */}
      <ScrollRestoration />
    </RequireAuth>
  );
}

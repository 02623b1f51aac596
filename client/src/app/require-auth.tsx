import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../features/auth/hooks/use-session';
import { returnState } from '../features/auth/return-path';
import { useT } from '../lib/language';
import { LOGIN_PATH } from '../lib/paths';

/**
 * Lets only a signed-in user through. A signed-out visitor goes to sign-in, which brings them back
 * to this exact address (path, query and fragment) afterwards.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isPending, error } = useSession();
  const location = useLocation();
  // The session check itself failed (server down): the route's error screen says so, with a reload.
  if (error) throw error;
  if (isPending) {
    return (
      <main className="library-loading">
        <Spinner label={t('app.loadingLibrary')} />
      </main>
    );
  }
  if (!user) return <Navigate to={LOGIN_PATH} replace state={returnState(location)} />;
  return children;
}

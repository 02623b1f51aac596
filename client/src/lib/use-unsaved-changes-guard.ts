import { useEffect, useRef } from 'react';
import { useBlocker } from './app-history';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the history's blocker
 * (the caller shows the question), reloads and closing the tab through the browser's own prompt.
 * `allowNextNavigation` lets the navigation that follows a successful save through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    (currentLocation, nextLocation) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowNextNavigation = () => {
    allowed.current = true;
  };
  return { blocker, allowNextNavigation };
}

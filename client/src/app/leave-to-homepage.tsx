import { useEffect } from 'react';

/** Unknown paths go to the landing page, which lives outside this app: a full navigation. */
export function LeaveToHomepage() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

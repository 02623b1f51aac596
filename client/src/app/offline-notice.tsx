import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../lib/language';
import { useOfflineCopy } from '../lib/offline';

/**
 * One line under the header while the screen shows the saved copy. When the network is back every
 * query is fetched again (through the network first), so nothing read from the saved copy stays on screen as if it were current.
 */
export function OfflineNotice() {
  const t = useT();
  const offline = useOfflineCopy();
  const queryClient = useQueryClient();

  useEffect(() => {
    const back = () => void queryClient.invalidateQueries();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [queryClient]);

  return (
    <div role="status" className="offline-notice-region">
      {offline && <p className="offline-notice">{t('app.offline')}</p>}
    </div>
  );
}

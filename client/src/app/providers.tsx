import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { returnState } from '../features/auth/return-path';
import { appHistory } from '../lib/app-history';
import { t } from '../lib/language';
import { clearOfflineCopies } from '../lib/offline';
import { LOGIN_PATH } from '../lib/paths';
import { Toaster, toast } from '../lib/toast';
import { createTrpcClient, isSessionExpired, TRPCProvider } from '../lib/trpc';

/**
 * When any call answers that the session is gone: tell the user once, forget cached data, and go to
 * the sign-in page remembering where they were.
 */
function createQueryClient() {
  const onError = (error: unknown) => {
    if (!isSessionExpired(error)) return;
    toast.error(t('app.sessionExpired'), { id: 'session-expired' });
    queryClient.clear();
    void clearOfflineCopies();
    const { location } = appHistory;
    if (location.pathname !== LOGIN_PATH) appHistory.replace(LOGIN_PATH, returnState(location));
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read still goes out once so the service worker can answer it from the saved copy.
        networkMode: 'offlineFirst',
        retry: (count, error) => !isSessionExpired(error) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        {/* Sonner's neutral toasts: its "rich" colours fall below 4.5:1 contrast. */}
        <Toaster position="top-right" closeButton />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

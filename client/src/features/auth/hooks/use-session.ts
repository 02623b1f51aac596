import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clearOfflineCopies } from '#client/lib/offline.ts';
import { useTRPC } from '#client/lib/trpc.ts';
import type { AuthUser } from '#shared/auth.ts';

/**
 * The signed-in user, from `auth.me`: the one source of the signed-in state. `user` is null when
 * signed out; `isPending` is true only until the first answer.
 */
export function useSession() {
  const trpc = useTRPC();
  const { data, isPending, error } = useQuery(trpc.auth.me.queryOptions());
  return { user: data ?? null, isPending, error };
}

/**
 * Writes a sign-in or sign-out into the session query, so every screen follows at once. Either way
 * everything else cached is dropped, on this device too: whoever signs in next must never glimpse the previous user's
 * data. The session query itself is kept (and overwritten) so the screens watching it see the change.
 */
export function useSessionUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const meKey = trpc.auth.me.queryKey();
    const replaceSession = (user: AuthUser | null) => {
      const session = queryClient.getQueryCache().find({ queryKey: meKey, exact: true });
      queryClient.removeQueries({ predicate: (query) => query !== session });
      queryClient.setQueryData(meKey, user);
      // The service worker's saved copies too (the server also sends Clear-Site-Data at sign-out).
      void clearOfflineCopies();
    };
    return {
      signedIn: (user: AuthUser) => replaceSession(user),
      signedOut: () => replaceSession(null),
      refresh: () => queryClient.invalidateQueries({ queryKey: meKey }),
    };
  }, [trpc, queryClient]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AuthUser } from '../../../../../shared/auth';
import { useTRPC } from '../../../lib/trpc';

/**
 * The signed-in user, from `auth.me`: the one source of the signed-in state. `user` is null when
 * signed out; `isPending` is true only until the first answer.
 */
export function useSession() {
  const trpc = useTRPC();
  const { data, isPending, error } = useQuery(trpc.auth.me.queryOptions());
  return { user: data ?? null, isPending, error };
}

/** Writes a sign-in or sign-out into the session query, so every screen follows at once. */
export function useSessionUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const meKey = trpc.auth.me.queryKey();
    return {
      signedIn(user: AuthUser) {
        queryClient.setQueryData(meKey, user);
      },
      /** Nothing of the previous user may linger in the cache for whoever signs in next. */
      signedOut() {
        queryClient.clear();
        queryClient.setQueryData(meKey, null);
      },
      refresh() {
        return queryClient.invalidateQueries({ queryKey: meKey });
      },
    };
  }, [trpc, queryClient]);
}

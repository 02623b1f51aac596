import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterInputs, useTRPCClient } from '../../../lib/trpc';

type Draft = RouterInputs['recipes']['create'];

/** The review step of a URL list: the chosen drafts saved one by one, as any import is saved. */
export function useSaveDrafts() {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Set<number>>(new Set());
  const [failed, setFailed] = useState<Map<number, string>>(new Map());
  const save = useMutation({
    mutationFn: async (drafts: { position: number; draft: Draft }[]) => {
      for (const { position, draft } of drafts) {
        try {
          await client.recipes.create.mutate(draft);
          setSaved((current) => new Set(current).add(position));
        } catch (error) {
          const message = error instanceof Error ? error.message : 'Tallennus epäonnistui';
          setFailed((current) => new Map(current).set(position, message));
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
  return { save: save.mutate, saving: save.isPending, saved, failed };
}

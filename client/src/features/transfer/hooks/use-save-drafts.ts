import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '#client/lib/language.ts';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import type { StoredText } from '#shared/messages/message-ref.ts';

/**
 * The review step of a URL list: the chosen pages saved on the server (transfer.saveDrafts), which
 * records each saved recipe on its report line — so a reload shows what is saved and saving again
 * adds nothing twice.
 */
export function useSaveDrafts(jobId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Why each line was not saved, as the server's catalogue texts: worded when shown, in the language then.
  const [failed, setFailed] = useState<Map<number, StoredText>>(new Map());
  const save = useMutation(
    trpc.transfer.saveDrafts.mutationOptions({
      onSuccess: (results) =>
        setFailed(
          new Map(
            results.flatMap((result) =>
              result.error ? [[result.position, result.error as StoredText]] : [],
            ),
          ),
        ),
      onSettled: () => queryClient.invalidateQueries(),
    }),
  );
  return {
    save: (positions: number[]) => save.mutate({ jobId, positions }),
    saving: save.isPending,
    failed,
    error: save.isError ? errorMessage(save.error, t('transfer.saveFailed')) : null,
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { JOB_PARAM } from '../../../../../shared/transfer';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type TransferJob = NonNullable<RouterOutputs['transfer']['job']>;

const POLL_MS = 1000;

export const isActive = (job: Pick<TransferJob, 'state'> | null | undefined) =>
  job?.state === 'queued' || job?.state === 'running';

/**
 * The job this page follows: its id lives in the address (?siirto=…), so a reload or a page opened
 * again finds it; the job is polled while it runs. The work itself goes on on the server either way.
 */
export function useTransferJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const job = useQuery({
    ...trpc.transfer.job.queryOptions({ jobId: jobId ?? '' }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });
  const cancel = useMutation(
    trpc.transfer.cancel.mutationOptions({
      onSuccess: (cancelled) =>
        queryClient.setQueryData(trpc.transfer.job.queryKey({ jobId: cancelled.jobId }), cancelled),
    }),
  );
  const follow = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(JOB_PARAM, id);
        else next.delete(JOB_PARAM);
        return next;
      },
      { replace: false },
    );
  return {
    jobId,
    job,
    follow,
    cancel: () => jobId && cancel.mutate({ jobId }),
    cancelling: cancel.isPending,
  };
}

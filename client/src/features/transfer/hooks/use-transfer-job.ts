import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type RouterOutputs, useTRPC } from '#client/lib/trpc.ts';
import { JOB_PARAM } from '#shared/transfer.ts';

export type TransferJob = NonNullable<RouterOutputs['transfer']['job']>;

const POLL_MS = 1000;

export const isActive = (job: Pick<TransferJob, 'state'> | null | undefined) =>
  job?.state === 'uploading' || job?.state === 'queued' || job?.state === 'running';

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
  // Without an id in the address (the page opened anew), a job still running is found and followed.
  const latest = useQuery({ ...trpc.transfer.latest.queryOptions(), enabled: jobId === null });
  const running = jobId === null && isActive(latest.data) ? latest.data!.jobId : null;
  useEffect(() => {
    if (running) follow(running);
  });
  const cancel = useMutation(
    trpc.transfer.cancel.mutationOptions({
      onSuccess: (cancelled) =>
        queryClient.setQueryData(trpc.transfer.job.queryKey({ jobId: cancelled.jobId }), cancelled),
    }),
  );
  function follow(id: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(JOB_PARAM, id);
      return next;
    });
  }
  return {
    jobId,
    job,
    follow,
    cancel: () => jobId && cancel.mutate({ jobId }),
    cancelling: cancel.isPending,
  };
}

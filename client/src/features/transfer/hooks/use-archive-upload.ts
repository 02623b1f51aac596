import { useMutation } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { postFile } from '#client/lib/post-file.ts';
import { TRANSFER_PATHS } from '#shared/transfer.ts';

/** Sends an archive to POST /api/import/archive (multipart, field `file`); resolves to the job's id. */
async function uploadArchive(file: File): Promise<string> {
  const { response, body } = await postFile<{ jobId: string }>(
    TRANSFER_PATHS.archiveUpload,
    file,
    () => new Error(t('transfer.uploadFailed')),
    file.name,
  );
  if (response.status !== 202 || !body.jobId) throw new Error(body.message ?? t('transfer.uploadFailed'));
  return body.jobId;
}

export function useArchiveUpload(onStarted: (jobId: string) => void) {
  return useMutation({ mutationFn: uploadArchive, onSuccess: onStarted });
}

import { useMutation } from '@tanstack/react-query';
import { TRANSFER_PATHS } from '../../../../../shared/transfer';

const FAILED = 'Arkiston lähetys epäonnistui. Yritä uudelleen.';

/** Sends an archive to POST /api/import/archive (multipart, field `file`); resolves to the job's id. */
async function uploadArchive(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(TRANSFER_PATHS.archiveUpload, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(FAILED);
  }
  const body = (await response.json().catch(() => ({}))) as { jobId?: string; message?: string };
  if (response.status !== 202 || !body.jobId) throw new Error(body.message ?? FAILED);
  return body.jobId;
}

export function useArchiveUpload(onStarted: (jobId: string) => void) {
  return useMutation({ mutationFn: uploadArchive, onSuccess: onStarted });
}

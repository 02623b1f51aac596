import './transfer.css';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { t } from '#client/lib/language.ts';
import { MAX_ARCHIVE_MB, TRANSFER_PATHS } from '#shared/transfer.ts';
import { useArchiveUpload } from '../hooks/use-archive-upload';
import { isActive, useTransferJob } from '../hooks/use-transfer-job';
import { JobProgress } from './job-progress';

/**
 * The profile page's backup and moving in: the whole library as a zip, and an archive back in — this
 * app's own backup, or another app's export (Mealie, Tandoor, Paprika, Nextcloud Cookbook, RecipeSage,
 * a zip of JSON-LD or HTML pages).
 */
export function LibraryTransfer() {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input once its file is on its way.
  const [inputKey, setInputKey] = useState(0);
  const { job, follow, cancel, cancelling } = useTransferJob();
  const upload = useArchiveUpload((jobId) => {
    follow(jobId);
    setFile(null);
    setInputKey((key) => key + 1);
  });
  const finished = job.data && !isActive(job.data);
  useEffect(() => {
    // The library and the profile's count change as recipes come in.
    if (finished) void queryClient.invalidateQueries();
  }, [finished, queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <section className="card stack transfer-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('transfer.title')}</h2>
      <div className="stack">
        <h3>{t('transfer.export')}</h3>
        <p className="muted">{t('transfer.exportLead')}</p>
        <div className="row">
          <a className="button primary" href={TRANSFER_PATHS.libraryZip} download>
            {t('transfer.downloadBackup')}
          </a>
        </div>
      </div>
      <form className="stack" onSubmit={submit}>
        <h3>{t('transfer.restore')}</h3>
        <TextField
          key={inputKey}
          label={t('transfer.archive')}
          type="file"
          name="file"
          accept=".zip,.paprikarecipes,.json,.jsonld,.csv,.cook,.html,.htm,.txt,.mmf,.mm,application/zip,application/json,text/csv,text/html,text/plain"
          hint={t('transfer.archiveHint', { count: MAX_ARCHIVE_MB })}
          error={upload.error?.message}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
        <div className="row">
          <Button
            type="submit"
            variant="primary"
            disabled={!file || isActive(job.data)}
            busy={upload.isPending}
            busyLabel={t('transfer.sending')}
          >
            {t('transfer.importArchive')}
          </Button>
        </div>
      </form>
      {job.data && <JobProgress job={job.data} onCancel={cancel} cancelling={cancelling} />}
      {job.isError && <p className="form-error">{t('transfer.statusFailed')}</p>}
    </section>
  );
}

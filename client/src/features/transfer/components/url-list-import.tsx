import './transfer.css';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/text-field.tsx';
import { t, tStored } from '#client/lib/language.ts';
import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import { issuesByField } from '#client/lib/use-field-errors.ts';
import { importUrlsInput, MAX_URLS, urlLines } from '#shared/transfer.ts';
import { useSaveDrafts } from '../hooks/use-save-drafts';
import { isActive, type TransferJob, useTransferJob } from '../hooks/use-transfer-job';
import { JobProgress } from './job-progress';

/**
 * Many pages at once: a pasted list of addresses, read one after another on the server (the same
 * safe fetch and rate limit as one page), then a review step — save all, or choose.
 */
export function UrlListImport() {
  const id = useId();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { job, follow, cancel, cancelling } = useTransferJob();
  const start = useMutation(
    trpc.transfer.importUrls.mutationOptions({ onSuccess: ({ jobId }) => follow(jobId) }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = importUrlsInput.safeParse({ urls: urlLines(text) });
    if (!parsed.success) {
      setError(issuesByField(parsed.error).urls);
      return;
    }
    start.mutate(parsed.data);
  };
  const shown = job.data?.kind === 'urls' ? job.data : null;
  return (
    <section className="card stack import-url-list" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('transfer.urlList')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <TextAreaField
          label={t('transfer.urlListLabel')}
          hint={t('transfer.urlListHint', { count: MAX_URLS })}
          error={error ?? (start.isError ? errorMessage(start.error, t('transfer.notStarted')) : undefined)}
          rows={5}
          value={text}
          placeholder={t('import.urlPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div className="row import-actions">
          <Button
            type="submit"
            variant="primary"
            busy={start.isPending}
            busyLabel={t('transfer.starting')}
            disabled={!text.trim() || isActive(shown)}
          >
            {t('transfer.importUrls')}
          </Button>
        </div>
      </form>
      {shown && <JobProgress job={shown} onCancel={cancel} cancelling={cancelling} />}
      {shown && !isActive(shown) && <UrlReview key={shown.jobId} job={shown} />}
    </section>
  );
}

/** The read pages, each with a box to tick: save all, or only the chosen ones. */
function UrlReview({ job }: { job: TransferJob }) {
  // A page read waits as 'ready'; saved, its line is 'added' (so a reload shows it saved).
  const read = job.report.filter((line) => line.outcome === 'ready' || line.outcome === 'added');
  const saved = new Set(read.filter((line) => line.outcome === 'added').map((line) => line.position));
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(read.map((line) => line.position)));
  const { save, saving, failed, error } = useSaveDrafts(job.jobId);
  if (read.length === 0) return null;
  const unsaved = read.filter((line) => !saved.has(line.position));
  const saveLines = (lines: typeof read) => save(lines.map((line) => line.position));
  return (
    <div className="stack">
      <h3>{t('transfer.review')}</h3>
      <ul className="url-review">
        {read.map((line) => (
          <li key={line.position}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(line.position)}
                disabled={saved.has(line.position)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(line.position);
                  else next.delete(line.position);
                  setChosen(next);
                }}
              />{' '}
              {line.title} <span className="muted">({line.name})</span>
            </label>
            {saved.has(line.position) && <span className="muted">{t('transfer.lineSaved')}</span>}
            {failed.has(line.position) && (
              <span className="field-error"> — {tStored(failed.get(line.position) ?? '')}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="row">
        <Button
          variant="primary"
          busy={saving}
          busyLabel={t('transfer.saving')}
          disabled={unsaved.length === 0}
          onClick={() => saveLines(unsaved)}
        >
          {t('transfer.saveAll')}
        </Button>
        <Button
          busy={saving}
          busyLabel={t('transfer.saving')}
          disabled={!unsaved.some((line) => chosen.has(line.position))}
          onClick={() => saveLines(unsaved.filter((line) => chosen.has(line.position)))}
        >
          {t('transfer.saveChosen')}
        </Button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved.size > 0 && (
        <p role="status">
          {t('transfer.savedCount', { count: saved.size })}{' '}
          <Link to={LIBRARY_HOME}>{t('transfer.toLibrary')}</Link>
        </p>
      )}
    </div>
  );
}

import { Button } from '#client/components/ui/button.tsx';
import { t, tStored } from '#client/lib/language.ts';
import { isActive, type TransferJob } from '../hooks/use-transfer-job';

/** Time left from the pace so far, in words; null until there is a pace to go by. */
function estimate(job: TransferJob, now = Date.now()): string | null {
  if (!job.startedAt || job.done === 0 || job.total <= job.done) return null;
  const perItem = (now - Date.parse(job.startedAt)) / job.done;
  const seconds = Math.ceil((perItem * (job.total - job.done)) / 1000);
  if (seconds < 60) return t('transfer.secondsLeft', { count: seconds });
  return t('transfer.minutesLeft', { count: Math.ceil(seconds / 60) });
}

/**
 * A job as the chef follows it: a progress bar with counts and an estimate, cancel while it runs, and
 * the report when it is over (what was added, skipped and why, refused and why).
 */
export function JobProgress({
  job,
  onCancel,
  cancelling,
}: {
  job: TransferJob;
  onCancel(): void;
  cancelling: boolean;
}) {
  const active = isActive(job);
  const left = active ? estimate(job) : null;
  // An archive's report names every recipe (added, skipped as already there, refused and why); a URL
  // list's pages that were read go on to the review step, so only its problems are listed here.
  const problems = job.report.filter(
    (line) =>
      job.kind === 'archive' || line.outcome === 'skipped' || line.outcome === 'failed' || line.reason,
  );
  // A URL list reads pages for review; they are added only when the review step saves them.
  const counts: [string, number][] =
    job.kind === 'urls'
      ? [
          [t('transfer.outcome.ready'), job.done - job.failed - job.skipped],
          [t('transfer.count.saved'), job.added],
          [t('transfer.outcome.failed'), job.failed],
        ]
      : [
          [t('transfer.outcome.added'), job.added],
          [t('transfer.outcome.skipped'), job.skipped],
          [t('transfer.outcome.failed'), job.failed],
        ];
  return (
    <section className="card transfer-job stack" aria-labelledby="transfer-job-heading" aria-busy={active}>
      <h2 id="transfer-job-heading">
        {job.kind === 'urls'
          ? t('transfer.urlJob')
          : job.fileName
            ? t('transfer.archiveJobNamed', { name: job.fileName })
            : t('transfer.archiveJob')}
      </h2>
      {job.format && <p className="muted">{t('transfer.format', { format: tStored(job.format) })}</p>}
      <p role="status" className="transfer-job-state">
        {t(`transfer.state.${job.state}`)}
        {job.total > 0 && ` — ${job.done} / ${job.total}`}
        {left && ` (${left})`}
      </p>
      <progress
        className="transfer-progress"
        max={Math.max(job.total, 1)}
        value={job.state === 'done' ? Math.max(job.total, 1) : job.done}
        aria-label={t('transfer.progress')}
      />
      <dl className="transfer-counts">
        {counts.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      {job.error && <p className="form-error">{tStored(job.error)}</p>}
      {active && (
        <div className="row">
          <Button onClick={onCancel} busy={cancelling} busyLabel={t('transfer.cancelling')}>
            {t('transfer.cancel')}
          </Button>
          <p className="muted">{t('transfer.canLeave')}</p>
        </div>
      )}
      {!active && problems.length > 0 && (
        <table className="transfer-report">
          <caption>{t('transfer.report')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transfer.report.item')}</th>
              <th scope="col">{t('transfer.report.outcome')}</th>
              <th scope="col">{t('transfer.report.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((line) => (
              <tr key={`${line.position}-${line.name}-${line.title ?? ''}`}>
                <td>{line.title && line.title !== line.name ? `${line.title} (${line.name})` : line.name}</td>
                <td>{t(`transfer.outcome.${line.outcome}`)}</td>
                <td>{line.reason ? tStored(line.reason) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useT } from '#client/lib/language.ts';

export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </div>
  );
}

import { t, useT } from '../lib/language';
import { requestIdOf } from '../lib/trpc';

function technicalDetail(error: unknown): string {
  const requestId = requestIdOf(error);
  // The id finds the request's lines in the server log (the message itself is kept general).
  const reference = requestId ? `\n${t('error.requestId', { id: requestId })}` : '';
  if (error instanceof Error) return `${error.name}: ${error.message}${reference}`;
  return String(error);
}

/** The spec's global error screen, for anything no screen handled itself. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  return (
    <main className="error-screen">
      <h1>{t('error.title')}</h1>
      <p>{t('error.lead')}</p>
      <ul>
        <li>{t('error.hintUrl')}</li>
        <li>{t('error.hintDatabase')}</li>
        <li>{t('error.hintAi')}</li>
      </ul>
      <details>
        <summary>{t('error.details')}</summary>
        <pre>{technicalDetail(error)}</pre>
      </details>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}

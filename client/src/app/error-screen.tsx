import { requestIdOf } from '../lib/trpc';

function technicalDetail(error: unknown): string {
  const requestId = requestIdOf(error);
  // The id finds the request's lines in the server log (the message itself is kept general).
  const reference = requestId ? `\nRequest id: ${requestId}` : '';
  if (error instanceof Error) return `${error.name}: ${error.message}${reference}`;
  return String(error);
}

/** The spec's global error screen, for anything no screen handled itself. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main className="error-screen">
      <h1>Sovelluksessa tapahtui virhe</h1>
      <p>Sivua ei voitu näyttää. Jos virhe toistuu, tarkista palvelimen asetukset:</p>
      <ul>
        <li>Palvelimen osoite (APP_URL) ja että palvelin vastaa osoitteessa /healthz</li>
        <li>Tietokanta: DATABASE_URL tai upotetun tietokannan hakemisto DATA_DIR</li>
        <li>Valinnainen AI-avain OPENAI_API_KEY (vain palvelimella, ei koskaan selaimessa)</li>
      </ul>
      <details>
        <summary>Tekniset tiedot</summary>
        <pre>{technicalDetail(error)}</pre>
      </details>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        Lataa sivu uudelleen
      </button>
    </main>
  );
}

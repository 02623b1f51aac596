import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits/auth-limits';
import type { Message } from './format.ts';

/**
 * Texts the catalogue shows alike in both languages, kept once: what the product spec quotes in Finnish
 * (it stays as quoted on an English screen too), the product's name, a language's own name, numbers and
 * signs. The English and Finnish catalogues spread these in; the catalogue's test takes every other text
 * as one to translate.
 */
/** In the first load (en-first.ts): the product's name and the error screen the spec quotes in Finnish. */
export const bothFirst = {
  'app.name': 'Reseptikirjasto',
  'app.pageTitle': '{page} · Reseptikirjasto',
  'error.title': 'Sovelluksessa tapahtui virhe',
  'error.lead': 'Sivua ei voitu näyttää. Jos virhe toistuu, tarkista palvelimen asetukset:',
  'error.hintUrl': 'Palvelimen osoite (APP_URL) ja että palvelin vastaa osoitteessa /healthz',
  'error.hintDatabase': 'Tietokanta: DATABASE_URL tai upotetun tietokannan hakemisto DATA_DIR',
  'error.hintAi': 'Valinnainen AI-avain OPENAI_API_KEY (vain palvelimella, ei koskaan selaimessa)',
  'error.details': 'Tekniset tiedot',
  'error.reload': 'Lataa sivu uudelleen',
  'recipes.minutes': '{count} min',
} as const satisfies Record<string, Message>;

/** The spec's Finnish texts of the account, import and AI failures, the languages' own names, and signs. */
export const both = {
  'auth.passwordChanged': 'Salasana vaihdettu onnistuneesti',
  'auth.passwordChangeFailed': 'Salasanan vaihto epäonnistui',
  'auth.passwordTooShort': `Salasanan tulee olla vähintään ${PASSWORD_MIN_LENGTH} merkkiä pitkä`,
  'auth.passwordTooLong': `Salasana saa olla enintään ${PASSWORD_MAX_LENGTH} merkkiä pitkä`,
  'auth.passwordsDoNotMatch': 'Salasanat eivät täsmää',
  'profile.language.fi': 'Suomi',
  'scaling.percentage': '· {percentage} %',
  'import.failed': 'Reseptin tuonti epäonnistui',
  'import.tooComplex.depth':
    'Reseptin tuonti epäonnistui: sivun rakenne on liian syvä (yli {count} sisäkkäistä elementtiä)',
  'import.tooComplex.elements':
    'Reseptin tuonti epäonnistui: sivulla on liian monta elementtiä (yli {count})',
  'import.tooComplex.time': 'Reseptin tuonti epäonnistui: sen käsittely kesti liian kauan',
  'import.tooComplex.memory': 'Reseptin tuonti epäonnistui: se on liian suuri käsiteltäväksi',
  'import.tooComplex.size': 'Reseptin tuonti epäonnistui: sivu on liian suuri (yli {count} Mt)',
  'import.ai.noResult': 'AI ei palauttanut tulosta',
  'import.ai.timeout': 'Reseptin analysointi epäonnistui: aikakatkaisu',
  'import.ai.connection': 'Reseptin analysointi epäonnistui: yhteys AI-palveluun epäonnistui',
  'import.ai.auth': 'Reseptin analysointi epäonnistui: AI-palvelun tunnistus epäonnistui',
  'import.ai.busy': 'Reseptin analysointi epäonnistui: AI-palvelu on ruuhkautunut',
  'import.ai.http': 'Reseptin analysointi epäonnistui: AI-palvelun virhe (HTTP {status})',
  'import.ai.unknown': 'Reseptin analysointi epäonnistui: tuntematon virhe',
  'import.ai.refused': 'Reseptin analysointi epäonnistui: malli kieltäytyi',
  'import.ai.notJson': 'Reseptin analysointi epäonnistui: vastaus ei ollut kelvollista JSONia',
  'import.ai.wrongShape': 'Reseptin analysointi epäonnistui: vastaus oli väärän muotoinen',
  'import.ai.tooFewTags': 'Reseptin analysointi epäonnistui: liian vähän tageja',
  'profile.language.en': 'English',
  'recipes.notFoundPage': 'Reseptiä ei löytynyt',
  'import.fileReadFailed': 'Tiedoston lukeminen epäonnistui',
  'import.unknownSource': 'Tuntematon tuontitapa',
  'import.urlPlaceholder': 'https://',
  'import.savingSpec': 'Tallennetaan...',
} as const satisfies Record<string, Message>;

/** Other apps' names and file lists in the move-in report: names, not words. */
export const bothReports = {
  'report.format.nextcloud': 'Nextcloud Cookbook',
  'report.format.app': '{name}',
  'report.format.list': '{formats}',
  'report.supported.paprika': 'Paprika (.paprikarecipes)',
  'report.supported.nextcloud': 'Nextcloud Cookbook (zip)',
} as const satisfies Record<string, Message>;

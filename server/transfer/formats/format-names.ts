import { message } from '#shared/messages/message-ref.ts';
import { TEXT_FORMATS } from '.';

/**
 * The names the report gives the formats it recognises, and the list a refusal offers: one wording
 * for the job's report, the upload's refusal and the eval. A new reader adds its name here.
 */
export const FORMAT_NAMES = {
  ownBackup: message('report.format.ownBackup'),
  mealieBackup: (version: string) =>
    message('report.format.mealieBackup', { version: version || message('report.format.unknownVersion') }),
  mealieExport: message('report.format.mealieExport'),
  tandoor: message('report.format.tandoor'),
  paprika: message('report.format.paprika'),
  nextcloud: message('report.format.nextcloud'),
  schemaOrg: message('report.format.schemaOrg'),
  recipeArchive: message('report.format.recipeArchive'),
  /** Another app's text format, by the name its reader gives it ("Copy Me That"). */
  app: (name: string) => message('report.format.app', { name }),
} as const;

/** What the move-in reads, as a refusal lists it. */
export const SUPPORTED_FORMATS = [
  message('report.supported.ownBackup'),
  message('report.supported.mealie'),
  message('report.supported.tandoor'),
  message('report.supported.paprika'),
  message('report.supported.nextcloud'),
  message('report.supported.schemaOrg'),
  message('report.supported.savedPages'),
  // Other apps' text exports, alone or zipped, as their readers name them (formats/index.ts).
  ...TEXT_FORMATS.map((format) => FORMAT_NAMES.app(format.label)),
];

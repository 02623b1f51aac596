import { TEXT_FORMATS } from '.';

/**
 * The names the report gives the formats it recognises, and the list a refusal offers: one wording
 * for the job's report, the upload's refusal and the eval. A new reader adds its name here.
 */
export const FORMAT_NAMES = {
  ownBackup: 'Reseptikirjaston varmuuskopio',
  mealieBackup: (version: string) => `Mealie-varmuuskopio (tietokantaversio ${version || 'tuntematon'})`,
  mealieExport: 'Mealie-reseptien vienti',
  tandoor: 'Tandoor-vienti',
  paprika: 'Paprika-vienti',
  nextcloud: 'Nextcloud Cookbook',
  schemaOrg: 'schema.org-reseptit (JSON-LD)',
  recipeArchive: 'Reseptiarkisto (JSON-LD- ja HTML-tiedostoja)',
} as const;

/** What the move-in reads, as a refusal lists it. */
export const SUPPORTED_FORMATS = [
  'Reseptikirjaston oma varmuuskopio (zip)',
  'Mealie: varmuuskopio (database.json, mikä tahansa versio 1.0:sta alkaen) ja reseptien vienti',
  'Tandoor-vienti (zip)',
  'Paprika (.paprikarecipes)',
  'Nextcloud Cookbook (zip)',
  'schema.org-reseptit JSON- tai JSON-LD-tiedostona tai zipattuna (esim. RecipeSage)',
  'tallennetut reseptisivut (HTML zipattuna)',
  // Other apps' text exports, alone or zipped, as their readers name them (formats/index.ts).
  ...TEXT_FORMATS.map((format) => format.label),
];

import { z } from 'zod';
import type { Recipe } from '#server/recipes/recipe-row.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { recipeInput } from '#shared/recipes/recipe.ts';
import type { BackupPhoto } from '../attachments';

/**
 * backup.json: everything the product stores for a user's recipes (docs/decisions/0022). The file is
 * valid JSON laid out one recipe per line, so a restore reads it as a stream, never whole.
 */
export const BACKUP_FORMAT = 'reseptikirjasto-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_FILE = 'backup.json';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  recipeCount: number;
}

export interface BackupVersion {
  version: number;
  createdAt: string;
  changes: Record<string, unknown>;
}

/** A stored recipe as backed up: every field, its flag, timestamps, versions and photos. */
export type BackupRecipe = ExportedRecipe & { versions: BackupVersion[]; photos: BackupPhoto[] };

/** A recipe as the exports read it: its fields without the photos' display metadata. */
export type ExportedRecipe = Omit<Recipe, 'photos'>;

/** The database's integer: a count or version number past it cannot be stored. */
const MAX_INT = 2_147_483_647;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  recipeCount: z.number().int().min(0).max(MAX_INT),
});

const isoDate = z.iso.datetime({ offset: true });

/** A recipe line of backup.json as restore accepts it: the save rules' input plus its history. */
export const backupRecipeSchema = recipeInput.extend({
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
  versions: z
    .array(
      z.object({
        version: z.number().int().positive().max(MAX_INT),
        createdAt: isoDate,
        changes: z.record(z.string(), z.unknown()),
      }),
    )
    .max(100_000)
    .default([]),
  photos: z
    .array(
      z.object({
        file: z.string().max(300),
        cover: z.boolean(),
        position: z.number().int().min(0),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    )
    .max(PHOTO_LIMITS.perRecipe)
    .default([]),
});
export type ParsedBackupRecipe = z.output<typeof backupRecipeSchema>;

/** The first line of backup.json; recipes follow one per line, then the closing line. */
export function backupOpening(header: BackupHeader): string {
  return `${JSON.stringify(header).slice(0, -1)},"recipes":[\n`;
}
export const BACKUP_CLOSING = ']}\n';

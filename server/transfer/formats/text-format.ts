import type { RecipeImage } from '../attachments';
import type { ForeignRecipe } from './foreign-recipe';

/** A text file another app wrote: one recipe (.cook, a Chowdown page) or many (a CSV, recipes.html). */
export interface TextFile {
  /** Its path in the archive, or the uploaded file's name. */
  name: string;
  text: string;
}

/**
 * The image a recipe names (Copy Me That's "images/x.jpg", Chowdown's "x.jpg"), looked up beside the
 * file in the same archive: [] when there is none (a lone uploaded file has no images).
 */
export type FindImage = (reference: string) => RecipeImage[];

export interface TextFormat {
  /** The app and format, as the report names it. */
  label: string;
  /** Recognised by what the file holds (its opening bytes), never by its name alone. */
  detect(head: string, name: string): boolean;
  read(file: TextFile, findImage: FindImage): ForeignRecipe[];
}

/** The opening bytes a detector sees: enough for a CSV's header, an HTML head or a front matter. */
export const DETECT_HEAD_BYTES = 16 * 1024;

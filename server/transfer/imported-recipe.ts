import type { ParsedRecipeInput } from '../recipes/create-recipe';
import type { VersionChanges } from '../recipes/recipe-versions';
import type { PreparedImages, RecipeImage } from './attachments';

/** A recipe read from an archive, ready for the save rules: a restored one carries its history. */
export interface ImportedRecipe {
  input: ParsedRecipeInput;
  history?: {
    createdAt?: Date;
    updatedAt?: Date;
    versions: { version: number; createdAt: Date; changes: VersionChanges }[];
  };
  images: RecipeImage[];
  /** Its images already through the photo pipeline (a job prepares them ahead); else prepared on save. */
  prepared?: Promise<PreparedImages>;
  /** What reading it left out, for its report line. */
  notes?: string[];
  /** Another app's recipe as its file had it, to measure what the move-in kept (npm run eval:movein). */
  source?: SourceRecipe;
}

/** The words another app's file held: its ingredient lines and steps (headings among them) and its terms. */
export interface SourceRecipe {
  ingredients: string[];
  steps: string[];
  terms: string[];
}

/** One line of the report: an archive entry or a URL. Reading it may give recipes or a reason it failed. */
export interface SourceItem {
  name: string;
  read(): Promise<ImportedRecipe[]>;
}

export interface TransferSource {
  /** What the file was recognised as, for the report ("Mealie-varmuuskopio (tietokantaversio 44e8d670719d)"). */
  format: string;
  total: number;
  items: AsyncIterable<SourceItem>;
  close(): void;
}

/** A problem with one file that the report shows as it is (the user can act on it). */
export class ItemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ItemError';
  }
}

import { en, type MessageKey } from '#shared/messages/en.ts';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import { englishRef } from '../errors';
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
  notes?: MessageRef[];
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
  /** What the file was recognised as, for the report ("Mealie backup (database version 44e8d670719d)"). */
  format: MessageRef;
  total: number;
  items: AsyncIterable<SourceItem>;
  close(): void;
}

/**
 * A problem with one file that the report shows (the user can act on it). Its words are a catalogue
 * key, so a reason written as a sentence does not compile; `message` is the English, for the log.
 */
export class ItemError extends Error {
  constructor(readonly text: MessageRef) {
    super(englishRef(text));
    this.name = 'ItemError';
  }
}

/**
 * Why the schema refused a recipe: the first rule it broke (shared schemas name their rules by key;
 * zod's own words for a shape no app writes stay as zod wrote them).
 */
export function refusalOf(error: { issues: readonly { message: string }[] }): MessageRef {
  const issue = error.issues[0]?.message;
  const reason =
    issue === undefined
      ? message('report.invalid')
      : Object.hasOwn(en, issue)
        ? message(issue as MessageKey)
        : issue;
  return message('report.refused', { reason });
}

export function refusedRecipe(error: { issues: readonly { message: string }[] }): ItemError {
  return new ItemError(refusalOf(error));
}

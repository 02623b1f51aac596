import { MESSAGES } from '../../shared/recipe';
import type { EditValidationError } from '../../shared/save-rules';

/** The recipe does not exist, or belongs to someone else: both answer the same, so ids reveal nothing. */
export class RecipeNotFoundError extends Error {
  constructor() {
    super('Recipe not found');
    this.name = 'RecipeNotFoundError';
  }
}

export class VersionNotFoundError extends Error {
  constructor() {
    super('Version not found');
    this.name = 'VersionNotFoundError';
  }
}

/** A stored version that no longer reads as a recipe (written by much older code, or by hand). */
export class VersionUnreadableError extends Error {
  constructor() {
    super('This version cannot be restored');
    this.name = 'VersionUnreadableError';
  }
}

/** The editor's copy is older than the stored recipe: saving it would silently undo someone's edit. */
export class StaleRecipeError extends Error {
  constructor() {
    super(MESSAGES.changedElsewhere);
    this.name = 'StaleRecipeError';
  }
}

/** An edit breaks the edit form's rules (spec 5 "Edit save"); the message names the rule. */
export class RecipeEditError extends Error {
  constructor(problem: EditValidationError) {
    super(problem.message);
    this.name = 'RecipeEditError';
  }
}

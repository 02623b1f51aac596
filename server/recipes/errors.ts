import { MESSAGES } from '#shared/recipes/recipe.ts';
import type { EditValidationError } from '#shared/recipes/save-rules.ts';
import { DomainError } from '../errors';

/** The recipe does not exist, or belongs to someone else: both answer the same, so ids reveal nothing. */
export class RecipeNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'recipes.notFound');
  }
}

export class VersionNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'recipes.versionNotFound');
  }
}

/** A stored version that no longer reads as a recipe (written by much older code, or by hand). */
export class VersionUnreadableError extends DomainError {
  constructor() {
    super('unprocessable', 'recipes.versionUnreadable');
  }
}

/** The editor's copy is older than the stored recipe: saving it would silently undo someone's edit. */
export class StaleRecipeError extends DomainError {
  constructor() {
    super('conflict', MESSAGES.changedElsewhere);
  }
}

/** An edit breaks the edit form's rules (spec 5 "Edit save"); the message names the rule. */
export class RecipeEditError extends DomainError {
  constructor(problem: EditValidationError) {
    super('invalid', problem.message);
  }
}

import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '#server/limits/rate-limiter.ts';
import { RecipeNotFoundError, StaleRecipeError } from '#server/recipes/errors.ts';
import { JobNotFoundError } from '#server/transfer/errors.ts';

// A log line names a refusal by its error's name: each subclass is named for itself, not "DomainError".
describe('DomainError names', () => {
  it.each([
    [new RecipeNotFoundError(), 'RecipeNotFoundError'],
    [new StaleRecipeError(), 'StaleRecipeError'],
    [new JobNotFoundError(), 'JobNotFoundError'],
    [new RateLimitedError(1000), 'RateLimitedError'],
  ])('%s is named %s', (error, name) => {
    expect(error.name).toBe(name);
  });
});

import { describe, expect, it } from 'vitest';
import { STEP_NUMBER, withoutOwnStepNumber } from '#shared/text/step-number.ts';

describe('typed step numbers', () => {
  it.each(['1. Preheat', '2) Whisk', 'Step 3: Fold', 'Vaihe 4. Vatkaa', 'Schritt 5 Rühren'])(
    'reads %j as numbered',
    (step) => expect(STEP_NUMBER.test(step)).toBe(true),
  );
  it.each(['1.5 dl maitoa', '2 dl sokeria', '12 eggs', 'Preheat the oven'])(
    'reads %j as unnumbered',
    (step) => expect(STEP_NUMBER.test(step)).toBe(false),
  );

  it('leaves out a typed number that equals the number the list shows', () => {
    expect(withoutOwnStepNumber('1. Preheat the oven.', 1)).toBe('Preheat the oven.');
    expect(withoutOwnStepNumber('Step 2: Whisk.', 2)).toBe('Whisk.');
  });

  it("also one that equals the step's number within its component", () => {
    expect(withoutOwnStepNumber('1. Whisk the cream.', 5, 1)).toBe('Whisk the cream.');
  });

  it('keeps a number that says something else, and a step that is a number only', () => {
    expect(withoutOwnStepNumber('3. Fold in the flour.', 2, 1)).toBe('3. Fold in the flour.');
    expect(withoutOwnStepNumber('1.5 dl cream goes in last.', 1)).toBe('1.5 dl cream goes in last.');
    expect(withoutOwnStepNumber('1.', 1)).toBe('1.');
  });
});

import { describe, expect, it } from 'vitest';
import { anyOf, anyOfTyped } from '#shared/text/regex.ts';

describe('anyOf', () => {
  it('matches the longest word first, a space as any run of whitespace', () => {
    const pattern = new RegExp(`^${anyOf(['fl', 'fl oz'])}`);
    expect(pattern.exec('fl  oz water')?.[0]).toBe('fl  oz');
  });
});

describe('anyOfTyped', () => {
  it.each([
    ['What you’ll need', true],
    ["What you'll need", true],
    ['What youll need', false],
  ])('%j matches "you’ll need": %j', (heading, expected) => {
    expect(new RegExp(anyOfTyped(['you’ll need']), 'i').test(heading)).toBe(expected);
  });
});

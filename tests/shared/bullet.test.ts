import { describe, expect, it } from 'vitest';
import { LEADING_BULLET, withoutBullet } from '#shared/text/bullet.ts';

describe('withoutBullet', () => {
  it.each([
    ['• 2 dl maitoa', '2 dl maitoa'],
    ['- 1 tsp salt', '1 tsp salt'],
    ['* flour', 'flour'],
    ['  ▢ 1 cup sugar', '1 cup sugar'],
    ['☐ ☐ butter', 'butter'],
    ['✓ eggs', 'eggs'],
    ['– ½ lemon', '½ lemon'],
    ['—suola', 'suola'],
    ['·  voita', 'voita'],
  ])('%j → %j', (line, expected) => {
    expect(withoutBullet(line)).toBe(expected);
  });

  it.each(['2 dl maitoa', 'salt', '½ lemon', '(optional) salt'])('leaves %j as it is', (line) => {
    expect(withoutBullet(line)).toBe(line);
    expect(LEADING_BULLET.test(line)).toBe(false);
  });
});

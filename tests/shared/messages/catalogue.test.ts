import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '#shared/messages/en.ts';
import { fi } from '#shared/messages/fi.ts';
import { formatMessage, type Message } from '#shared/messages/format.ts';
import { both, bothFirst, bothReports } from '#shared/messages/same-in-both.ts';

/** Keys whose Finnish is rightly the English: the texts kept once for both languages (same-in-both.ts). */
const SAME_IN_BOTH = new Set(Object.keys({ ...bothFirst, ...both, ...bothReports }) as MessageKey[]);

const keys = Object.keys(en) as MessageKey[];
const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message));
const slots = (message: Message) =>
  [
    ...new Set(
      texts(message)
        .join(' ')
        .match(/\{\w+\}/g) ?? [],
    ),
  ].sort();

describe('the catalogue', () => {
  it('has every key in both languages, and no other', () => {
    expect(Object.keys(fi).sort()).toEqual([...keys].sort());
  });

  it('has no empty text', () => {
    for (const key of keys) {
      for (const text of [...texts(en[key]), ...texts(fi[key])]) expect(text.trim(), key).not.toBe('');
    }
  });

  it('translates every text but the few meant to be the same', () => {
    const untranslated = keys.filter(
      (key) => !SAME_IN_BOTH.has(key) && JSON.stringify(en[key]) === JSON.stringify(fi[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it('lists as the same only texts that are the same', () => {
    expect([...SAME_IN_BOTH].filter((key) => JSON.stringify(en[key]) !== JSON.stringify(fi[key]))).toEqual(
      [],
    );
  });

  it('gives each text the same slots and the same plural shape in both languages', () => {
    for (const key of keys) {
      expect(slots(fi[key]), key).toEqual(slots(en[key]));
      expect(typeof fi[key], key).toBe(typeof en[key]);
    }
  });
});

describe('formatMessage', () => {
  it('fills slots and leaves unknown ones visible', () => {
    expect(formatMessage('en', 'Deleted {title}', { title: 'Sablé' })).toBe('Deleted Sablé');
    expect(formatMessage('en', 'Deleted {title}', {})).toBe('Deleted {title}');
    expect(formatMessage('en', 'No slots')).toBe('No slots');
  });

  it('chooses the plural by count, in each language', () => {
    const recipes = { one: '{count} recipe', other: '{count} recipes' };
    expect(formatMessage('en', recipes, { count: 1 })).toBe('1 recipe');
    expect(formatMessage('en', recipes, { count: 0 })).toBe('0 recipes');
    expect(formatMessage('en', recipes, { count: 2 })).toBe('2 recipes');
    expect(formatMessage('fi', en['auth.passwordHint'], { count: 1 })).toBe('At least 1 character.');
    expect(formatMessage('fi', fi['auth.passwordHint'], { count: 8 })).toBe('Vähintään 8 merkkiä.');
    expect(formatMessage('fi', fi['auth.passwordHint'], { count: 1 })).toBe('Vähintään 1 merkki.');
  });
});

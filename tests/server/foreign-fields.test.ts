/**
 * The rules every move-in format shares (server/transfer/formats): yields and times read by the
 * import's own readers with their words kept, and the source's own classification kept as tags.
 */
import { describe, expect, it } from 'vitest';
import { timesOf, yieldOf } from '#server/transfer/formats/foreign-fields.ts';
import { importForeign } from '#server/transfer/formats/foreign-recipe.ts';

const recipe = (fields: Partial<Parameters<typeof importForeign>[0]>) =>
  importForeign({
    title: 'Kanelipullat',
    ingredientGroups: [{ name: '', lines: ['5 dl vehnäjauhoja', '1 dl sokeria', '50 g voita'] }],
    instructionGroups: [{ name: '', lines: ['Sekoita.', 'Paista 10 minuuttia.'] }],
    notes: [],
    images: [],
    ...fields,
  }).input;

describe('the fields every format shares', () => {
  it('a yield in words: its number for servings, its words kept', () => {
    expect(yieldOf('about 20 rolls')).toEqual({ servings: 20, notes: ['Annokset: about 20 rolls'] });
    expect(yieldOf('4')).toEqual({ servings: 4, notes: [] });
    expect(yieldOf('rolls', 12)).toEqual({ servings: 12, notes: ['Annokset: rolls'] });
    expect(yieldOf('')).toEqual({ servings: null, notes: [] });
  });

  it('times through the duration reader; words that say more than minutes are kept', () => {
    expect(timesOf({ prep: 'PT20M', cook: '1 hour 20 min', total: '10-13 Minutes' })).toEqual({
      prepTime: 20,
      cookTime: 80,
      totalTime: 13,
      notes: ['Kypsennysaika: 1 hour 20 min', 'Kokonaisaika: 10-13 Minutes'],
    });
  });
});

describe('the source’s own classification', () => {
  it('its terms are the tags as written, not translated; the category from a course that says it', () => {
    const saved = recipe({ categories: ['Main Course'], cuisines: ['Deutsch'], keywords: ['Herbst'] });
    expect(saved.aiGeneratedTags).toEqual(['Main Course', 'Deutsch', 'Herbst']);
    expect(saved.category).toBe('salty');
  });

  it('a subcategory named outright decides both; a stated difficulty is kept ("Easy" stays easy)', () => {
    const saved = recipe({ categories: ['Cakes'], difficulty: 'Easy' });
    expect(saved).toMatchObject({ category: 'sweet', subcategory: 'Cakes', difficulty: 'easy' });
    // Many ingredients would make the rules call it hard.
    const long = recipe({
      ingredientGroups: [{ name: '', lines: Array.from({ length: 16 }, (_, n) => `${n + 1} g sokeria`) }],
      difficulty: 'Easy',
    });
    expect(long.difficulty).toBe('easy');
  });

  it('terms that disagree leave the category to the rules; a difficulty in other words goes to the notes', () => {
    const saved = recipe({ categories: ['Dessert', 'Main Course'], difficulty: 'Sunday project' });
    expect(saved.category).toBe('sweet'); // the rules: sugar and flour
    expect(saved.notes).toContain('Vaikeus: Sunday project');
  });

  it('rule tags only for a recipe whose source gave none; terms past the tag limit go to the notes', () => {
    expect(recipe({}).aiGeneratedTags!.length).toBeGreaterThan(0);
    const many = Array.from({ length: 23 }, (_, n) => `tunniste ${n + 1}`);
    const saved = recipe({ keywords: many });
    expect(saved.aiGeneratedTags).toEqual(many.slice(0, 20));
    expect(saved.notes).toContain('Tunnisteet: tunniste 21, tunniste 22, tunniste 23');
  });
});

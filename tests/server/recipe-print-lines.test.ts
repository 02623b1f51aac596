import { describe, expect, it } from 'vitest';
import type { ExportedRecipe } from '#server/transfer/archive/backup-format.ts';
import { recipeJsonLd } from '#server/transfer/export/recipe-jsonld.ts';
import { recipePrintPage } from '#server/transfer/export/recipe-print.ts';

/** A recipe as the exports read it: lines as the chef wrote them, a method after its components. */
const recipe = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Porkkanakakku',
  description: '',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 4, unit: 'dl', name: 'porkkanaa', original: '4 dl raastettua porkkanaa' },
    { amount: 1, unit: '', name: 'lemon', original: 'grated zest of one lemon' },
    {
      amount: 3,
      unit: 'package',
      name: 'cream cheese',
      original: 'Three 8-ounce (680g) packages cream cheese',
    },
  ],
  instructions: ['Sekoita pohja.', 'Vatkaa kuorrute.'],
  components: [
    { name: 'Pohja', ingredientCount: 2, instructionCount: 0 },
    { name: 'Kuorrute', ingredientCount: 1, instructionCount: 0 },
    { name: 'Valmistus', ingredientCount: 0, instructionCount: 2 },
  ],
  preparationTime: 0,
  cookingTime: 0,
  totalTime: 0,
  servingSize: 4,
  servings: null,
  pan: null,
  difficulty: 'medium',
  equipment: [],
  notes: '',
  aiGeneratedTags: [],
  sourceUrl: null,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
} as unknown as ExportedRecipe;

describe('the printable page and the JSON-LD export show the lines as written', () => {
  it('prints every word of each line, and the method after the components under its own heading', () => {
    const page = recipePrintPage(recipe);
    expect(page).toContain('<li>4 dl raastettua porkkanaa</li>');
    expect(page).toContain('<li>grated zest of one lemon</li>');
    expect(page).toContain('<li>Three 8-ounce (680g) packages cream cheese</li>');
    expect(page).toMatch(/<h2>Kuorrute<\/h2>.*<h2>Valmistus<\/h2><ol><li>Sekoita pohja\.<\/li>/s);
    expect(page).not.toMatch(/Part \d/);
  });

  it('frames the lines in the interface language, English unless Finnish is asked for', () => {
    const english = recipePrintPage(recipe);
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h3>Ingredients</h3>');
    expect(english).not.toContain('Ainekset');
    const finnish = recipePrintPage(recipe, 'fi');
    expect(finnish).toContain('<html lang="fi">');
    expect(finnish).toContain('<h3>Ainekset</h3>');
    expect(finnish).not.toMatch(/Ingredients|Steps|Notes/);
    // The chef's own words stay as she wrote them in either frame.
    expect(finnish).toContain('<li>grated zest of one lemon</li>');
  });

  it('exports the lines as written', () => {
    const text = JSON.stringify(recipeJsonLd(recipe));
    expect(text).toContain('4 dl raastettua porkkanaa');
    expect(text).toContain('Three 8-ounce (680g) packages cream cheese');
  });
});

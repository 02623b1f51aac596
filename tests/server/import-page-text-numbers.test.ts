/**
 * Lines of a page's text that open with a number as an ingredient does and are none: its rating widget,
 * a card's time under a label the reader does not know.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from '#server/import/pipeline.ts';
import { isRatingLine } from '#server/import/text/rating-line.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

describe('a rating line', () => {
  it('is a count of reviews, ratings or votes, or stars, after a number', () => {
    for (const line of [
      '104 Reviews 4.8 out of 5 stars',
      '1078 ratings.',
      '16 ratings',
      '8 avis',
      '51 avaliações',
      '4.60 stars (49 ratings)',
      '5 Stars 4 Stars 3 Stars 2 Stars 1 Star',
      '5.0 star rating',
      '5 star reviews',
      '4.8 Stars (4 Reviews)',
    ])
      expect(isRatingLine(line), line).toBe(true);
  });

  it('is no food counted: star anise, a review of nothing', () => {
    for (const line of [
      '2 Star Anise',
      '1 star anise pod',
      '3 stars (optional)',
      '2 cups flour',
      '4 stars of anise',
      'Reviews',
    ])
      expect(isRatingLine(line), line).toBe(false);
  });
});

describe('a page’s text with a rating where an ingredient might stand', () => {
  it('reads no ingredient from the rating', () => {
    const recipe = parseRecipeText(
      'Spiced Cookies\n104 Reviews 4.8 out of 5 stars\nPrep\n20 mins\nSave Recipe',
      { fromPage: true },
    );
    expect(recipe.ingredients).toEqual([]);
  });

  it('reads no ingredient from a time standing alone under a label it does not know', () => {
    for (const time of ['12 to 15 mins', '12–15 mins', '1½ hours', '20 min.']) {
      const recipe = parseRecipeText(`Spiced Cookies\nBake\n${time}\nSave Recipe`, { fromPage: true });
      expect(recipe.ingredients, time).toEqual([]);
    }
  });

  it('reads the list from the page’s sidebar when the main text holds only the rating', () => {
    const html =
      '<!doctype html><html><head><title>Spiced Cookies</title></head><body><main>' +
      '<h1>Spiced Cookies</h1><p>104 Reviews 4.8 out of 5 stars</p><p>Bake</p><p>12 to 15 mins</p>' +
      '<p>Save Recipe</p><p>Ginger cookies with rye.</p>' +
      '</main><aside><h2>Ingredients</h2><p>2 cups rye flour</p><p>1 teaspoon baking soda</p>' +
      '<p>1 large egg</p><h2>Instructions</h2><p>Preheat the oven to 325°F.</p>' +
      '<p>Whisk everything together and bake for 12 minutes.</p></aside></body></html>';
    expect(readPage(html).ingredients).toEqual(['2 cups rye flour', '1 teaspoon baking soda', '1 large egg']);
  });
});

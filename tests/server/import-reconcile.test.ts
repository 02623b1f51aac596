/**
 * The reconcile step's rules (ADR 0026), each on made-up lines shaped as the corpus pages show them:
 * structured data that cuts a line short, drops its amount, or carries a unit conversion's float noise.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '#server/errors.ts';
import { type PageCopy, reconcileGroups } from '#server/import/reconcile/reconcile-lines.ts';
import { refText } from '#shared/messages/message-ref.ts';

const list =
  (lines: string[], text = false): (() => PageCopy) =>
  () => ({ lines, text });
const one = (lines: string[]) => [{ name: '', lines }];
const WHOLE =
  '4 medium-sized tart firm apples – peeled, cored, & shredded (use the big holes on your grater), to make about 3.5 cups';

describe('a structured line takes the page copy that says more', () => {
  it('takes the whole line where the data cut it short, and notes why', () => {
    const { groups, notes } = reconcileGroups(
      one(['4 medium-sized tart', '1 tablespoon lemon juice']),
      [list([WHOLE, '1 tablespoon lemon juice'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual([WHOLE, '1 tablespoon lemon juice']);
    expect(notes).toHaveLength(1);
    expect(refText(englishText, notes[0]!)).toContain('cut it short');
  });

  it('takes the amount the data left out, from the page text when no list shows the line', () => {
    const { groups, notes } = reconcileGroups(
      one(['LANDFREUDE Eier', 'Kopfsalat']),
      [list([]), list(['Zutaten', '4 LANDFREUDE Eier', '1 Kopfsalat', 'Die Eier hart kochen.'], true)],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['4 LANDFREUDE Eier', '1 Kopfsalat']);
    expect(refText(englishText, notes[0]!)).toContain('left out the amount');
  });

  it("takes the page's rounding of a number the data carries unrounded", () => {
    const { groups } = reconcileGroups(
      one(['15.873 oz cream cheese']),
      [list(['16 oz cream cheese'])],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['16 oz cream cheese']);
  });

  it('keeps the data where the page adds a remark, runs lines together or names another food', () => {
    const data = ['1/2 cup soy sauce', 'Sauce', 'peper', '5 oz cream cheese', 'Marinate', 'Toss with salt.'];
    const page = [
      '½ cup soy sauce',
      '1/2 cup soy sauce',
      'Zwarte peper',
      '16 oz cream cheese',
      'Marinate Toss with salt.',
    ];
    const { groups, notes } = reconcileGroups(one(data), [list(page)], 'ingredients');
    expect(groups[0]!.lines).toEqual(data);
    expect(notes).toEqual([]);
  });

  it('does not take a sentence of the page text that starts with the food for its line', () => {
    const { groups } = reconcileGroups(
      one(['Salz']),
      [list(['Salz nach Belieben dazugeben.'], true)],
      'ingredients',
    );
    expect(groups[0]!.lines).toEqual(['Salz']);
  });
});

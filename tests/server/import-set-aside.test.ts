/**
 * What a page's text reader sets aside inside its ingredient list reaches the draft: the advice between
 * two of the list's lines comes back in the notes, marked for the chef; what follows the list's end does
 * not. The snippet is ica.se's fish stew, shortened.
 */
import { describe, expect, it } from 'vitest';
import { draftFromHtml } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';
import { LINE_CHECK_REASONS } from '#shared/import-review.ts';

const ICA = [
  'Lysande gul fiskgryta',
  'Ingredienser',
  '4 portioner',
  '400 g torskfilé, sej eller hoki',
  '300 g laxfilé',
  '1 burk musslor (à 150 g)',
  'Serveringsförslag',
  'ev. bröd och vitlöksmajonnäs',
  'För alla',
  'Kontrollera noga innehållet i buljongen och majonnäsen.',
  'Gör glutenfri: välj grädde och crème fraiche eller glutenfria växtbaserade produkter av grädde och fraiche. Välj glutenfritt bröd.',
  'Gör laktosfri: välj laktosfra produkter av smör, grädde och crème fraiche.',
  'Gör äggfri: välj äggfri majonnäs.',
  'Klimatanpassa',
  'Gör mer klimaträtt: välj margain och byt ut grädde och crème fraiche mot mjölkproteinfria ersättningsprodukter.',
  'Gör så här',
  'Tina fisken (om fryst används). Skölj, ansa och strimla purjon. Skala och hacka löken.',
  'Smält smöret i en stor gryta. Fräs löken och purjolöken ett par minuter.',
];
const WITHIN = [ICA[10]!, ICA[11]!];
const AFTER_THE_END = ICA[14]!;

describe('lines a page’s text reader sets aside inside its ingredient list', () => {
  it('are the advice between two of the list’s lines, not advice after its last', () => {
    const recipe = parseRecipeText(ICA.join('\n'), { fromPage: true });
    expect(recipe.ingredients).not.toContain(WITHIN[0]);
    expect(recipe.setAside).toEqual(WITHIN);
  });

  it('reach the draft’s notes, marked for the chef, when the page’s text gives the list', () => {
    const html = `<!doctype html><html><head><title>Fiskgryta</title></head><body><main>${ICA.map(
      (line) => `<p>${line}</p>`,
    ).join('')}</main></body></html>`;
    const draft = draftFromHtml(html, null);
    expect(draft.ingredients.map((i) => i.original)).toContain('300 g laxfilé');
    for (const line of WITHIN) {
      expect(draft.notes).toContain(line);
      expect(draft.review.check).toContainEqual({
        list: 'notes',
        line,
        reason: LINE_CHECK_REASONS.movedToNotes,
      });
    }
    expect(draft.notes).not.toContain(AFTER_THE_END);
  });

  it('are none in a paste, whose every line the word check reads already', () => {
    expect(parseRecipeText(ICA.join('\n')).setAside).toBeUndefined();
  });
});

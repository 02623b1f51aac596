import { describe, expect, it } from 'vitest';
import { classifyRecipe } from '#server/import/classify/classify.ts';
import { detectLanguage } from '#server/import/classify/rule-tags.ts';
import { type ExtractedRecipe, emptyRecipe } from '#server/import/extracted-recipe.ts';

const tagsOf = (fields: Partial<ExtractedRecipe>) => classifyRecipe({ ...emptyRecipe(), ...fields }).tags;

const MUSTIKKAPIIRAKKA: Partial<ExtractedRecipe> = {
  title: 'Mustikkapiirakka',
  ingredients: ['150 g voita', '1 dl sokeria', '2 dl vehnäjauhoja', '300 g mustikoita'],
  instructions: ['Painele taikina vuokaan.', 'Lisää mustikat ja paista 200 asteessa 25 minuuttia.'],
};

describe('rule tags', () => {
  it('name the main ingredient, the dish and how it is made, in Finnish for a Finnish recipe', () => {
    // Not 'sweet', 'cakes' and 'mustikkapiirakka': the category, subcategory and title again.
    expect(tagsOf(MUSTIKKAPIIRAKKA)).toEqual(['mustikka', 'piirakka', 'jälkiruoka', 'leivonta']);
  });

  it('are English for an English recipe', () => {
    expect(
      tagsOf({
        title: 'Salmon Chowder',
        ingredients: ['1 lb salmon fillet', '3 potatoes, diced', '1 onion', '2 cups milk'],
        instructions: ['Simmer the potatoes in the stock until tender.', 'Add the salmon and the milk.'],
      }),
    ).toEqual(['salmon', 'soup', 'potato']);
  });

  it('read a compound title as the cheesecake it is, not cheese and a cake', () => {
    const tags = tagsOf({
      title: 'Uunijuustokakku',
      ingredients: ['400 g tuorejuustoa', '1 dl sokeria', '3 kananmunaa'],
      instructions: ['Paista 150 asteessa noin 50 minuuttia.'],
    });
    expect(tags).toEqual(['tuorejuusto', 'juustokakku', 'jälkiruoka', 'leivonta']);
  });

  it('do not take words that only contain an ingredient: carrots are no chicken, potato starch no potato', () => {
    const tags = tagsOf({
      title: 'Porkkanakakku',
      ingredients: ['3 dl porkkanaraastetta', '1 dl perunajauhoja', '3 kananmunaa', '2 dl sokeria'],
      instructions: ['Paista 175 asteessa.'],
    });
    expect(tags).toEqual(['porkkana', 'kakku', 'jälkiruoka', 'leivonta']);
  });

  it('name a season, occasion or diet only when the text does', () => {
    const christmas = tagsOf({
      title: 'Joulutortut',
      ingredients: ['500 g voitaikinaa', '200 g luumuhilloa'],
      instructions: ['Paista 225 asteessa.'],
    });
    expect(christmas).toEqual(['luumu', 'torttu', 'joulu', 'leivonta']);

    expect(tagsOf(MUSTIKKAPIIRAKKA)).not.toContain('gluteeniton');
    const glutenFree = tagsOf({
      ...MUSTIKKAPIIRAKKA,
      ingredients: ['150 g voita', '2 dl gluteenittomia jauhoja', '300 g mustikoita'],
    });
    expect(glutenFree).toContain('gluteeniton');
  });

  it('call a sweet that sets in the fridge cold, and a dessert form a dessert', () => {
    const mousse = {
      title: 'Suklaamousse',
      ingredients: ['150 g tummaa suklaata', '2 dl kermaa', '3 munaa'],
      instructions: ['Sekoita suklaa ja kerma.', 'Anna jähmettyä jääkaapissa 3 tuntia.'],
    };
    expect(tagsOf(mousse)).toEqual(['suklaa', 'mousse', 'jälkiruoka', 'kylmä']);
    const baked = { ...mousse, instructions: ['Paista 180 asteessa.', 'Jäähdytä jääkaapissa.'] };
    expect(tagsOf(baked)).not.toContain('kylmä');
  });

  it('ignore the source’s own keywords, which are often its title or its site sections again', () => {
    const tags = tagsOf({ ...MUSTIKKAPIIRAKKA, keywords: ['Mustikkapiirakka', 'sections/recept'] });
    expect(tags).toEqual(['mustikka', 'piirakka', 'jälkiruoka', 'leivonta']);
  });

  it('fall back on what the classification knows, and make up nothing when there is nothing', () => {
    expect(tagsOf({ title: 'Mummon herkku', ingredients: ['1 dl sokeria', '2 dl jauhoja'] })).toEqual([
      'makea',
      'helppo',
      'mummon',
    ]);
    expect(tagsOf({ title: 'X' })).toEqual(['savoury', 'easy']);
  });

  it('stay between 3 and 5 for a long recipe', () => {
    const tags = tagsOf({
      title: 'Mustikka-vadelmapiirakka jouluksi',
      ingredients: [
        '300 g mustikoita',
        '200 g vadelmia',
        '1 dl mantelijauhetta',
        '2 tl kanelia',
        '1 dl kaurahiutaleita',
      ],
      instructions: ['Paista 200 asteessa.'],
    });
    expect(tags.length).toBeGreaterThanOrEqual(3);
    expect(tags.length).toBeLessThanOrEqual(5);
    expect(tags.slice(0, 3)).toEqual(['mustikka', 'piirakka', 'joulu']);
  });
});

describe('recipe language', () => {
  it.each([
    [
      { title: 'Pulla', ingredients: ['2 dl maitoa', '1 tl suolaa'], instructions: ['Sekoita ja paista.'] },
      'fi',
    ],
    [{ title: 'Buns', ingredients: ['1 cup milk', '1 tsp salt'], instructions: ['Mix and bake.'] }, 'en'],
    [{ title: 'Zimtschnecken', ingredients: ['250 ml Milch'], instructions: ['Backen.'] }, 'en'],
  ] as const)('%# → %s', (source, language) => {
    expect(detectLanguage(source)).toBe(language);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftFromText } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');

describe('pasted Finnish recipe with headings', () => {
  const draft = draftFromText(fixture('fi-with-headings.txt'));

  it('finds the title, servings and time', () => {
    expect(draft.title).toBe('Mustikkapiirakka');
    expect(draft.servings).toBe(8);
    expect(draft.servingSize).toBe(8);
    expect(draft.totalTime).toBe(45);
  });

  it('reads the ingredients without bullets and group labels', () => {
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '150 g voita',
      '1 dl sokeria',
      '1 kananmuna',
      '2,5 dl vehnäjauhoja',
      '1 tl leivinjauhetta',
      '300 g mustikoita',
      '200 g kermaviiliä',
      '1 dl sokeria',
    ]);
    expect(draft.ingredients[3]).toEqual({
      amount: 2.5,
      unit: 'dl',
      name: 'vehnäjauhoja',
      original: '2,5 dl vehnäjauhoja',
    });
  });

  it('reads numbered steps, joining a step broken over two lines, and keeps the tip as a note, its label too', () => {
    expect(draft.instructions).toEqual([
      'Sekoita pehmeä voi ja sokeri vaahdoksi. Lisää muna.',
      'Yhdistä jauhot ja leivinjauhe ja sekoita taikinaan.',
      'Levitä mustikat pohjan päälle. Sekoita täytteen ainekset ja kaada mustikoiden päälle.',
      'Paista 200 asteessa 25–30 minuuttia.',
    ]);
    expect(draft.notes).toBe('Vinkki: tarjoa vaniljakastikkeen kanssa.');
  });

  it('classifies it as a sweet cake', () => {
    expect(draft.category).toBe('sweet');
    expect(draft.subcategory).toBe('Cakes');
    expect(draft.aiGeneratedTags.length).toBeGreaterThanOrEqual(3);
  });
});

describe('pasted Finnish recipe without headings', () => {
  const draft = draftFromText(fixture('fi-no-headings.txt'));

  it('tells the ingredient block from the step block by the shape of their lines', () => {
    expect(draft.title).toBe('Kanakeitto');
    expect(draft.servings).toBe(4);
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '500 g broilerin fileetä',
      '1 sipuli',
      '2 porkkanaa',
      '4 perunaa',
      '1 l vettä',
      '1 kanaliemikuutio',
      'suolaa ja pippuria',
    ]);
    expect(draft.instructions).toHaveLength(3);
    expect(draft.instructions[1]).toBe('Lisää vesi, liemikuutio ja kasvikset ja keitä 15 minuuttia.');
  });

  it('classifies the soup as salty broth', () => {
    expect(draft.category).toBe('salty');
    expect(draft.subcategory).toBe('Broths');
  });

  it('reads one block without blank lines: ingredients first, steps from the first sentence on', () => {
    const block = draftFromText(fixture('single-block.txt'));
    expect(block.title).toBe('Kinuskikastike');
    expect(block.ingredients.map((i) => i.original)).toEqual([
      '2 dl kermaa',
      '1 dl sokeria',
      '1 dl siirappia',
      '25 g voita',
    ]);
    expect(block.instructions).toHaveLength(2);
    expect(block.subcategory).toBe('Sauces');
  });
});

describe('messy pastes', () => {
  it('copes with a copied web page: site name in the title, a label and its value on two lines, comments', () => {
    const draft = draftFromText(fixture('messy-paste.txt'));
    expect(draft.title).toBe('Suklaakakku');
    expect(draft.totalTime).toBe(60);
    expect(draft.servings).toBe(12);
    expect(draft.ingredients.map((i) => i.original)).toEqual([
      '200 g tummaa suklaata',
      '200 g voita',
      '3 munaa',
      '2 dl sokeria',
      '1 dl vehnäjauhoja',
    ]);
    expect(draft.instructions).toEqual([
      'Sulata suklaa ja voi vesihauteessa.',
      'Vaahdota munat ja sokeri. Lisää suklaaseos ja jauhot.',
      'Paista 175 asteessa 30 minuuttia.',
    ]);
    expect(draft.description).toBe('');
  });

  it('reads markdown headings, "Step N:" numbering and English times', () => {
    const draft = draftFromText(fixture('en-steps.txt'));
    expect(draft.title).toBe('Classic Pancakes');
    expect(draft.servings).toBe(4);
    expect([draft.preparationTime, draft.cookingTime, draft.totalTime]).toEqual([10, 15, 25]);
    expect(draft.ingredients).toHaveLength(6);
    expect(draft.ingredients[1]).toMatchObject({ amount: 3.5, unit: 'tsp', name: 'baking powder' });
    expect(draft.instructions).toEqual([
      'In a large bowl, sift together the flour, baking powder and sugar.',
      'Make a well in the center and pour in the milk, egg and melted butter; mix until smooth.',
      'Heat a lightly oiled griddle over medium-high heat and cook the pancakes.',
    ]);
  });

  it('takes steps that follow an ingredient heading without one of their own', () => {
    const parsed = parseRecipeText(
      'Munakas\nAinekset\n3 munaa\n1 dl maitoa\nVatkaa munat ja maito. Paista pannulla.',
    );
    expect(parsed.ingredients).toEqual(['3 munaa', '1 dl maitoa']);
    expect(parsed.instructions).toEqual(['Vatkaa munat ja maito. Paista pannulla.']);
  });

  it('takes ingredients that precede a method heading without one of their own', () => {
    const parsed = parseRecipeText(
      'Munakas\n\n3 munaa\n1 dl maitoa\n\nOhje:\nVatkaa munat ja maito.\nPaista.',
    );
    expect(parsed.ingredients).toEqual(['3 munaa', '1 dl maitoa']);
    expect(parsed.instructions).toEqual(['Vatkaa munat ja maito.', 'Paista.']);
  });

  it.each([
    ['Annokset: 6', 6],
    ['6 annosta', 6],
    ['Serves 4', 4],
    ['Makes 12', 12],
    ['Yield: 24 cookies', 24],
    ['noin 20 kpl', 20],
    ['分量：30 个', 30],
    ['4人份', 4],
    ['Pour 6 personnes', 6],
    ['8 personnes', 8],
    ['Yield: 9 large or 16 small brownies', 9],
    ['Portionen 2', 2],
    ['Dosi per: 10 persone', 10],
    ['10 stk.', 10],
    ['Rendimento\n4 porções', 4],
    // Abbreviated, after a count in the thousands that is no yield ("4492 os." who saved the recipe).
    ['4492 os.\n8 os.', 8],
    ['4 pers.', 4],
  ])('reads servings from %j', (line, servings) => {
    expect(parseRecipeText(`Leipä\n${line}\n\n1 dl vettä\n\nLeivo.`).servings).toBe(servings);
  });

  it('reads each fact of a row set apart by bars', () => {
    const parsed = parseRecipeText('Leipä\n45 minutes | Prep: 20 minutes | Serves 8\n\n1 dl vettä\n\nLeivo.');
    expect([parsed.prepTime, parsed.servings]).toEqual([20, 8]);
  });

  it('reads each labelled fact of a row whose facts stand side by side with no separator', () => {
    const parsed = parseRecipeText(
      'Leipä\nPrep Time: 5 minutes Cook Time: 15 minutes Total Time: 20 minutes Servings: 5\n\n1 dl vettä\n\nLeivo.',
    );
    expect([parsed.prepTime, parsed.cookTime, parsed.totalTime, parsed.servings]).toEqual([5, 15, 20, 5]);
  });

  it('does not take a count of votes for the servings', () => {
    const parsed = parseRecipeText('Leipä\n12621262 people voted\n4 servings\n\n1 dl vettä\n\nLeivo.');
    expect(parsed.servings).toBe(4);
  });

  it.each([
    ['Valmistusaika 30 min', 'totalTime', 30],
    ['Valmistusaika: 1 h 15 min', 'totalTime', 75],
    ['Prep time: 15 minutes', 'prepTime', 15],
    ['Cook Time: 1 hour', 'cookTime', 60],
    ['Total time: 1½ hours', 'totalTime', 90],
    ['Paistoaika 40 minuuttia', 'cookTime', 40],
    // A recipe card's unit twice (for screen readers, then for the eye), its label glued to the number.
    ['Prep Time 10 minutes mins', 'prepTime', 10],
    ['Total Time 1 hour hr 25 minutes mins', 'totalTime', 85],
    ['Bake Time40 minutes', 'cookTime', 40],
    ['Bereidingstijd: 90 min', 'prepTime', 90],
    ['Totale tijd 2u 45m', 'totalTime', 165],
    ['Tempo di cottura: 1 ora', 'cookTime', 60],
    ['Tiempo de preparación 20 minutos', 'prepTime', 20],
    ['Tillagning: 2 timmar', 'cookTime', 120],
    ['Time\n45 minutes, plus chilling', 'totalTime', 45],
  ] as const)('reads %j as %s = %d', (line, field, minutes) => {
    expect(parseRecipeText(`Leipä\n${line}\n\n1 dl vettä\n\nLeivo.`)[field]).toBe(minutes);
  });

  it('does not take a step that names a time for a time line', () => {
    const parsed = parseRecipeText('Riisi\n\n2 dl riisiä\n\nCook 10 minutes until soft.');
    expect(parsed.cookTime).toBe(0);
    expect(parsed.instructions).toEqual(['Cook 10 minutes until soft.']);
  });

  it('reads a heading that lists several words of one section as that section', () => {
    const parsed = parseRecipeText(
      'Kakku\n\nIngredients\n3 munaa\n\nProcedure\nVatkaa munat.\nPaista.\n\n' +
        'Notes, tips, and variations\n\nUse duck eggs for a richer cake.',
    );
    expect(parsed.instructions).toEqual(['Vatkaa munat.', 'Paista.']);
    expect(parsed.notes).toContain('Use duck eggs for a richer cake.');
  });

  it('reads headings that say what their section is for', () => {
    const parsed = parseRecipeText(
      'Kakku\n\nPohjan ainekset\n3 munaa\n1 dl sokeria\n\nTäytteen ainekset\n2 dl kermaa\n\n' +
        'Instructions for the cake\nVatkaa munat ja sokeri.\nPaista.',
    );
    expect(parsed.ingredients).toEqual(['3 munaa', '1 dl sokeria', '2 dl kermaa']);
    expect(parsed.instructions).toEqual(['Vatkaa munat ja sokeri.', 'Paista.']);
  });

  it('reads a sub-heading ending in a colon as the name of the steps after it, never as a step', () => {
    const parsed = parseRecipeText('Ohje:\nTaikina:\n1. Sekoita.\njatka sekoittamista\n2. Paista.');
    expect(parsed.instructions).toEqual(['Sekoita. jatka sekoittamista', 'Paista.']);
    expect(parsed.instructionGroups).toEqual([
      { name: 'Taikina:', lines: ['Sekoita. jatka sekoittamista', 'Paista.'] },
    ]);
  });

  it('reads ingredient group headings as group names, never as ingredient lines', () => {
    const parsed = parseRecipeText(
      'Mustikkapiirakka\n\nAinekset\nPohja:\n150 g voita\n1 dl sokeria\nTäyte:\n3 dl mustikoita\n2 dl kermaviiliä\n\nValmistus\n1. Sekoita pohja.\n2. Lisää täyte ja paista.',
    );
    expect(parsed.ingredients).toEqual([
      '150 g voita',
      '1 dl sokeria',
      '3 dl mustikoita',
      '2 dl kermaviiliä',
    ]);
    expect(parsed.ingredientGroups.map((g) => g.name)).toEqual(['Pohja:', 'Täyte:']);
    expect(parsed.ingredientGroups[1]?.lines).toEqual(['3 dl mustikoita', '2 dl kermaviiliä']);
  });

  it('reads a section word that holds a connector ("Modo de preparo") as the heading, not a group', () => {
    const parsed = parseRecipeText(
      'Strogonoff\n\nIngredientes\n500 g de carne\n\nModo de preparo\nRefogue a carne.\n\n' +
        'Preparación de la salsa\nMezcle la nata.',
    );
    expect(parsed.instructionGroups).toEqual([
      { name: '', lines: ['Refogue a carne.'] },
      { name: 'Preparación de la salsa', lines: ['Mezcle la nata.'] },
    ]);
  });

  it('names groups after qualified headings and bare component names, in both sections', () => {
    const parsed = parseRecipeText(
      'Kanelikierteet\n\nTaikinan ainekset\n5 dl maitoa\n50 g hiivaa\n\nTäytteen ainekset\n100 g voita\n1 dl sokeria\n\nValmistusohje\nPohja\nSekoita taikina.\nTäyte\nLevitä täyte taikinalle.',
    );
    expect(parsed.ingredientGroups).toEqual([
      { name: 'Taikinan ainekset', lines: ['5 dl maitoa', '50 g hiivaa'] },
      { name: 'Täytteen ainekset', lines: ['100 g voita', '1 dl sokeria'] },
    ]);
    expect(parsed.instructionGroups).toEqual([
      { name: 'Pohja', lines: ['Sekoita taikina.'] },
      { name: 'Täyte', lines: ['Levitä täyte taikinalle.'] },
    ]);
  });

  it('reads a numbered line with a two-letter word ("1. Do the prep:") as a step, not an ingredient', () => {
    const parsed = parseRecipeText('Melts\n\n2 slices bread\n1 cup cheese\n1. Do the prep:\n2. Bake it.');
    expect(parsed.ingredients).toEqual(['2 slices bread', '1 cup cheese']);
    expect(parsed.instructions).toEqual(['Do the prep:', 'Bake it.']);
  });

  it('reads the first block under an ingredient heading as ingredients, lines without amounts too', () => {
    const parsed = parseRecipeText(
      'Club sandwich\n\nIngredients\n\nSourdough bread\n2 slices ham\nMustard\nLettuce\nTomato\n\n' +
        'Method\n\nToast the bread.\nLayer everything and cut in half.',
    );
    expect(parsed.ingredients).toEqual(['Sourdough bread', '2 slices ham', 'Mustard', 'Lettuce', 'Tomato']);
    const headedOnly = parseRecipeText(
      'Club sandwich\n\nIngredients\n\nSourdough bread\n2 slices ham\nMustard\nLettuce\n\n' +
        'Toast the bread.\nLayer everything and cut it in half before serving.',
    );
    expect(headedOnly.ingredients).toEqual(['Sourdough bread', '2 slices ham', 'Mustard', 'Lettuce']);
    expect(headedOnly.instructions).toHaveLength(2);
  });

  it('reads the bulleted lines a page sets beside its steps as ingredients', () => {
    const parsed = parseRecipeText(
      'Schnitzel\n• 2 eggs\n• 1 tbsp flour\nBeat the eggs with the flour until smooth.\n' +
        '• 2 veal cutlets\nDip the cutlets in the batter.\nFry them in butter until golden.',
      { fromPage: true },
    );
    expect(parsed.ingredients).toEqual(['2 eggs', '1 tbsp flour', '2 veal cutlets']);
    expect(parsed.instructions).toEqual([
      'Beat the eggs with the flour until smooth.',
      'Dip the cutlets in the batter.',
      'Fry them in butter until golden.',
    ]);
  });

  it('keeps every line of a pasted numbered method, the one after the last number too', () => {
    const parsed = parseRecipeText(
      'Kakku\n\nAinekset\n2 munaa\n\nOhje\n1. Vatkaa munat.\n2. Paista.\nNauti lämpimänä!',
    );
    expect(parsed.instructions).toEqual(['Vatkaa munat.', 'Paista. Nauti lämpimänä!']);
  });

  it('reads "Pour 2 cups of water…" as a step, not as servings', () => {
    const parsed = parseRecipeText('Soup\n\nIngredients\n2 cups water\n\nMethod\nPour 2 cups of water');
    expect(parsed.servings).toBeNull();
    expect(parsed.instructions).toEqual(['Pour 2 cups of water']);
  });

  it('keeps the first servings and times it reads, not those of the related recipes after it', () => {
    const parsed = parseRecipeText(
      'Pea soup\nServes 4\nTotal time: 40 min\n\nIngredients\n500 g peas\n\nMethod\nCook the peas.\n\n' +
        'You may also like\nBean stew\nServes 6\nTotal time: 2 hours',
    );
    expect(parsed).toMatchObject({ servings: 4, totalTime: 40 });
  });

  it('reads a count of pieces as servings only when it ends the line', () => {
    const parsed = parseRecipeText('Muffinssit\n12 kpl\n\nAinekset\n2 kpl kananmunia\n2 dl sokeria');
    expect(parsed.servings).toBe(12);
    expect(parsed.ingredients).toEqual(['2 kpl kananmunia', '2 dl sokeria']);
    expect(parseRecipeText('Mokkapalat\n16 palaa\n\nAinekset\n3 munaa').servings).toBe(16);
  });

  it('keeps a heading with nothing under it at the end of a list as a line', () => {
    const parsed = parseRecipeText('Ainekset\n2 dl jauhoja\nKoristelu:\n\nOhje\nSekoita.');
    expect(parsed.ingredients).toEqual(['2 dl jauhoja', 'Koristelu:']);
  });

  it('reads times labelled in French, hours with bare minutes, and a remark after a duration', () => {
    const parsed = parseRecipeText(
      'Soupe\nPréparation 15 min\nCuisson 1h10\n\nIngrédients\n2 oignons\n\nPréparation\nCoupez.',
    );
    expect(parsed.prepTime).toBe(15);
    expect(parsed.cookTime).toBe(70);
    expect(
      parseRecipeText('Pumpkin pie\nTime\n60 minutes + cooling\n\nIngredients\n1 cup sugar').totalTime,
    ).toBe(60);
  });

  it('returns an empty recipe for empty text', () => {
    const draft = draftFromText('   \n\n ');
    expect(draft.title).toBe('Nimetön resepti');
    expect(draft.ingredients).toEqual([]);
    expect(draft.instructions).toEqual([]);
    expect(draft.servings).toBeNull();
  });
});

/**
 * The steps a page shows, read as the cook reads them: without the list's numbering typed or set into
 * them, without the controls and hidden dialogs around them, and from the state a page streams.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';
import { withoutListNumbers } from '#shared/text/step-number.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const corpusPage = (name: string) => resolve(CORPUS, `${name}.testhtml`);
const readCorpusPage = (name: string) => readPage(readFileSync(corpusPage(name), 'utf8'));
const onCorpus = it.skipIf(!existsSync(CORPUS));
if (!existsSync(CORPUS)) console.warn(`Skipped the corpus pages: ${CORPUS} is absent.`);

const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Test</title>${head}</head><body>${body}</body></html>`;

describe('a number typed before each step', () => {
  it('is the list’s numbering only where every step has its own, in order', () => {
    expect(withoutListNumbers(['1. Mix.', '2. Bake.', '3. Cool.'])).toEqual(['Mix.', 'Bake.', 'Cool.']);
    expect(withoutListNumbers(['Step 1: Mix.', 'Step 2: Bake.'])).toEqual(['Mix.', 'Bake.']);
    // Numbered in part, or out of order: the numbers are the steps' words.
    expect(withoutListNumbers(['1. Mix.', 'Bake.', '3. Cool.'])).toEqual(['1. Mix.', 'Bake.', '3. Cool.']);
    expect(withoutListNumbers(['2. Mix.', '3. Bake.'])).toEqual(['2. Mix.', '3. Bake.']);
    // An amount is no step number.
    expect(withoutListNumbers(['1.5 dl milk is warmed.', '2. Bake.'])).toEqual([
      '1.5 dl milk is warmed.',
      '2. Bake.',
    ]);
  });

  it('lets a closing line after three numbered steps go unnumbered', () => {
    expect(withoutListNumbers(['1. Mix.', '2. Bake.', '3. Cool.', 'Enjoy!'])).toEqual([
      'Mix.',
      'Bake.',
      'Cool.',
      'Enjoy!',
    ]);
    expect(withoutListNumbers(['1. Mix.', '2. Bake.', 'Enjoy!'])).toEqual(['1. Mix.', '2. Bake.', 'Enjoy!']);
  });

  it('leaves a page’s own paragraphs that number their steps as the page shows them', () => {
    const html = page('<div class="method"><p>1. Mix the dough.</p><p>2. Bake it.</p></div>');
    expect(readPage(html).instructions).toEqual(['1. Mix the dough.', '2. Bake it.']);
  });

  onCorpus('reads them off structured data (app.samsungfood.com, uitpaulineskeuken.nl)', () => {
    const samsung = readCorpusPage('app.samsungfood.com/samsungfood_1');
    expect(samsung.sources.instructions).toBe('json-ld');
    expect(samsung.instructions[0]).toMatch(/^In your trusty bowl, combine sugar/);
    expect(samsung.instructions.at(-1)).toMatch(/^Voilà!/);
    const pauline = readCorpusPage('uitpaulineskeuken.nl/uitpaulineskeukennl_1');
    // The data's first step is the method's title, "Zo maak je het:".
    expect(pauline.instructions[0]).toBe(
      'Kook de ravioli in ruim water met zout. Houd de kooktijd van de verpakking aan.',
    );
  });

  onCorpus('reads them off a paragraph split at its numbers (bakels.com.au)', () => {
    expect(readCorpusPage('bakels.com.au/bakels').instructions).toEqual([
      'Place all ingredients into a mixing bowl.',
      'Mix on low speed until lump free.',
      'Apply to donuts.',
    ]);
  });
});

describe('a step’s number in words', () => {
  onCorpus('is no step of its own in structured data, before a step (potatorolls.com)', () => {
    const rolls = readCorpusPage('potatorolls.com/potatorolls_2');
    expect(rolls.sources.instructions).toBe('microdata');
    expect(rolls.instructions).not.toContain('Step 1');
    expect(rolls.instructions[0]).toBe('Preheat oven to 350 F.');
  });

  it('leaves out a “Step N” label set apart before the step, as a badge (nytimes, eggs.ca, countryliving)', () => {
    const method = (label: string) =>
      readPage(
        page(`<h1>Soup</h1><ul class="ingredients"><li>1 onion</li><li>1 l stock</li></ul>
          <ol class="recipe-instructions">${[1, 2]
            .map((n) => `<li>${label.replace('#', String(n))}<div><p>Stir pot ${n}.</p></div></li>`)
            .join('')}</ol>`),
      );
    for (const label of [
      '<div class="step__label">Step #</div>',
      '<div class="stepNumber">Step <!-- -->#</div>',
      '<span aria-hidden="true"></span><span>Step&nbsp;</span><span>#</span><span aria-hidden="true"></span>',
    ])
      expect(method(label).instructions).toEqual(['Stir pot 1.', 'Stir pot 2.']);
    // Set as a heading, the label stays: the corpus's labels disagree (bbcgoodfood, cookingcircle).
    expect(method('<h6>Step #</h6>').instructions).toEqual(['Step 1 Stir pot 1.', 'Step 2 Stir pot 2.']);
    expect(method('<b>Step #</b>').instructions).toEqual(['Step 1 Stir pot 1.', 'Step 2 Stir pot 2.']);
    // A number past the step's place is the step's words, as a bare badge's is.
    expect(method('<div>Step 3#</div>').instructions[0]).toBe('Step 31 Stir pot 1.');
  });

  it('is no step of its own in a page’s text, before a step (hellofresh)', () => {
    const recipe = readPage(
      page(`<article><h1>Pork stir-fry</h1><h2>Ingredients</h2><p>300 g pork mince</p><p>150 g green beans</p>
        <h2>Instructions</h2><div><span>1</span><p>Pour the water for the rice into a saucepan and bring it to the boil.</p></div>
        <div><span>2</span><p>Meanwhile, halve, peel and chop the shallot into small pieces.</p></div>
        <div><span>3</span><p>Stir-fry the beans and the pork until golden.</p></div></article>`),
    );
    expect(recipe.sources.instructions).toBe('page-text');
    expect(recipe.instructions).toEqual([
      'Pour the water for the rice into a saucepan and bring it to the boil.',
      'Meanwhile, halve, peel and chop the shallot into small pieces.',
      'Stir-fry the beans and the pork until golden.',
    ]);
  });
});

describe('a method’s paragraphs', () => {
  it('are steps where a block sets them apart by blank lines (williams-sonoma, theglutenfreeaustrian)', () => {
    const method = (steps: string) =>
      readPage(
        page(`<h1>Hash browns</h1><ul class="ingredients"><li>2 potatoes</li><li>2 tbsp bacon fat</li></ul>
          <h2>Directions:</h2><div class="directions">${steps}</div>`),
      );
    expect(
      method('<p>Grate the potatoes.<br>Wring them dry.<br> <br> Warm the fat.<br><br>Fry the cakes.</p>')
        .instructions,
    ).toEqual(['Grate the potatoes. Wring them dry.', 'Warm the fat.', 'Fry the cakes.']);
    // A list item is one step whatever its breaks (ADR 0037), and a paragraph over a label is no step.
    expect(
      method('<ol><li>Grate the potatoes.<br><br>Wring them dry.</li><li>Fry.</li></ol>').instructions,
    ).toEqual(['Grate the potatoes. Wring them dry.', 'Fry.']);
    expect(method('<p>For the cakes<br><br>Grate the potatoes.</p>').instructions).toEqual([
      'For the cakes Grate the potatoes.',
    ]);
  });
});

describe('what a method’s container shows that is no step', () => {
  it('leaves out a cooking mode’s controls and what a stylesheet class hides', () => {
    const html = page(
      '<div class="recipe-steps"><h2>Directions</h2><div class="recipe-steps__wake-lock">' +
        '<div>Your device does not support cooking mode.</div></div><ol><li>Mix.</li><li>Bake.</li></ol>' +
        '<div class="recipe-steps__progress"><div>Recipe Complete!</div></div></div>' +
        '<div class="instruction-exists hide">Click on collection you would like to add this tip to</div>',
    );
    expect(readPage(html).instructions).toEqual(['Mix.', 'Bake.']);
  });

  it('takes a tip set inside or among the steps for a note (delishkitchen, dagelijksekost, ah.nl)', () => {
    const recipe = readPage(
      page(`<h1>Eggs</h1><ul class="ingredients"><li>4 eggs</li><li>1 l water</li></ul>
        <ol class="recipe-steps"><li><p>Bring the water to a boil.</p><div class="point-wrap"><p class="title">ポイント</p>
        <p class="point">Use eggs straight from the fridge.</p></div></li>
        <li><span>Lower the eggs in for 10 minutes.</span><div class="recipe-instruction-tip_tip__SQ78k"><span>TIP</span>
        <span>A ladle keeps them whole.</span></div></li>
        <div class="recipe-tips_root__jPynF"><div><span>bereidingstip</span>Serve them warm.</div></div></ol>`),
    );
    expect(recipe.instructions).toEqual(['Bring the water to a boil.', 'Lower the eggs in for 10 minutes.']);
    const notes = recipe.notes.split('\n');
    expect(notes.slice(0, 2)).toEqual([
      'ポイント Use eggs straight from the fridge.',
      'TIP A ladle keeps them whole.',
    ]);
    expect(notes[2]).toMatch(/Serve them warm\.$/);
  });

  onCorpus('reads the steps of choosehomemade.org and 30seconds.com without them', () => {
    const homemade = readCorpusPage('choosehomemade.org/choosehomemade_1');
    expect(homemade.instructions).toHaveLength(4);
    expect(homemade.instructions[0]).toMatch(/^In a large skillet, heat oil/);
    const thirty = readCorpusPage('30seconds.com/30seconds');
    expect(thirty.instructions.join('\n')).not.toMatch(/collection/i);
    expect(thirty.instructions[0]).toMatch(/^Combine the flour and garlic powder/);
  });

  onCorpus('ends the steps at a page’s FAQ (marthastewart.com)', () => {
    const recipe = readCorpusPage('marthastewart.com/marthastewart');
    expect(recipe.instructions).toHaveLength(3);
    expect(recipe.instructions.join('\n')).not.toMatch(/\?/);
  });

  onCorpus('ends a page text’s method at a label over no step (kitchenaid.com.au)', () => {
    const recipe = readCorpusPage('kitchenaid.com.au/kitchenaidaustralia_1');
    expect(recipe.sources.instructions).toBe('page-text');
    expect(recipe.instructions.at(-1)).toMatch(/^Mix glaze ingredients together/);
    expect(recipe.instructions).not.toContain('tags');
  });

  it('leaves out the card’s times set among the steps, not a step that bakes (grandfrais.com, 750g.com)', () => {
    const html = page(
      '<div class="recipe-steps"><h2>Préparation</h2><ol><li>Préparation 15 min</li><li>Cuisson : 1h10</li>' +
        '<li>Préchauffez le four à 180 °C.</li><li>Bake 20 minutes</li></ol></div>',
    );
    expect(readPage(html).instructions).toEqual(['Préchauffez le four à 180 °C.', 'Bake 20 minutes']);
  });

  it('reads the method’s own heading word with a duration as its time (tudogostoso, aldi-suisse)', () => {
    // tudogostoso's card: "Modo de preparo : 5min" set as the first line of its method's list.
    const listed = readPage(
      page(
        '<div class="recipe-steps"><h2>Modo de preparo</h2><ol><li>Modo de preparo : 5min</li>' +
          '<li>Corte o limão ao meio.</li><li>Sirva gelado.</li></ol></div>',
      ),
    );
    expect(listed.instructions).toEqual(['Corte o limão ao meio.', 'Sirva gelado.']);
    expect(listed.prepTime).toBe(5);
    // aldi-suisse's text: the times in a row above the ingredients, the method under its bare heading.
    const text = parseRecipeText(
      'Baby Bacon Bombs\nZubereitung: 30 min | Kochzeit: 20 min | Gesamtzeit: 50 min\nZutaten\n\n' +
        '500 g Rindshackfleisch\n18 Scheibe Speck\n\nZubereitung:\n\nDie Masse formen.\nBei 160°C grillieren.',
      { fromPage: true },
    );
    expect(text.instructions).toEqual(['Die Masse formen.', 'Bei 160°C grillieren.']);
    expect([text.prepTime, text.cookTime, text.totalTime]).toEqual([30, 20, 50]);
    // The heading alone, or with a step after its colon, is still the method's heading.
    expect(parseRecipeText('Zutaten\n2 Eier\n\nZubereitung: Die Eier kochen.').instructions).toEqual([
      'Die Eier kochen.',
    ]);
  });
});

describe('where a page’s method starts and ends', () => {
  onCorpus(
    'starts after the Dutch ingredient heading “Benodigdheden”, not at the introduction (lekkerensimpel.com)',
    () => {
      const recipe = readCorpusPage('lekkerensimpel.com/lekkerensimpel_3');
      expect(recipe.sources.instructions).toBe('page-text');
      expect(recipe.instructions[0]).toMatch(/^Verwarm de oven voor op 200 graden/);
      expect(recipe.ingredients[0]).toBe('200 gr sperziebonen');
    },
  );

  onCorpus('takes “Step-by-step” for the list’s title (lovefood.com)', () => {
    const recipe = readCorpusPage('lovefood.com/lovefood_2');
    expect(recipe.instructionGroups.map((g) => g.name)).toEqual(['']);
    expect(recipe.instructions[0]).toMatch(/^Make the cucumber pickle/);
    // The page's text, now with a method heading, keeps its ingredient list past the copies in ounces,
    // and without the card's "Details" ("Cuisine: Russian") after it.
    expect(recipe.sources.ingredients).toBe('page-text');
    expect(recipe.ingredientGroups.map((g) => [g.name, g.lines.length])).toEqual([
      ['For the cucumber pickle', 4],
      ['For the sautéed potatoes', 2],
      ['For the beef Stroganoff', 8],
    ]);
  });

  onCorpus(
    'ends at the site’s own blocks: “Post Views”, “Related Items”, “Older Post” (kochbucher.com, meatchurch.com)',
    () => {
      const kochbucher = readCorpusPage('kochbucher.com/kochbucher');
      expect(kochbucher.instructions).toHaveLength(7);
      expect(kochbucher.instructions.at(-1)).toMatch(/Gewürze hinzufügen$/);
      const meatchurch = readCorpusPage('meatchurch.com/meatchurch');
      expect(meatchurch.instructions.at(-1)).toMatch(/Then slice and enjoy!$/);
    },
  );

  it('ends at the site’s blocks in other languages: related recipes, a call to rate it', () => {
    // keukenliefde.nl, spisbedre.dk, okokorecepten.nl shortened.
    const recipe = readPage(
      page(`<article><h1>Gehaktschotel</h1><h2>Ingrediënten</h2><p>500 gram gehakt</p><p>2 uien</p>
        <p>1 kilo aardappels</p><h2>Bereiding</h2><p>Bak de ui en het gehakt in een pan met wat olie.</p>
        <p>Kook de aardappels gaar en stamp ze fijn.</p><p>Bak de schotel 30 minuten in de oven.</p>
        <h2>Waardeer dit recept (18 stemmen)</h2><p>Laat ons weten wat je ervan vond.</p>
        <h2>Dit vind je misschien ook lekker</h2><p>Spaghetti met garnalen</p>
        <p>Je hebt niet veel ingrediënten nodig om een lekker pastagerecht op tafel te zetten.</p>
        <h2>Måske du også kan li'</h2><p>31-60 min.</p><p>Stegt makrel med majscreme og majssalat</p></article>`),
    );
    expect(recipe.sources.instructions).toBe('page-text');
    expect(recipe.instructions).toEqual([
      'Bak de ui en het gehakt in een pan met wat olie.',
      'Kook de aardappels gaar en stamp ze fijn.',
      'Bak de schotel 30 minuten in de oven.',
    ]);
  });

  it('ends at a site’s credit, nutrition block, print button or neighbouring posts (cdkitchen, receitas.ig, chefnini)', () => {
    for (const block of ['added by', 'nutrition data', 'Imprima', 'Article Précédent']) {
      const recipe = readPage(
        page(`<article><h1>Veal steak</h1><h2>Ingredients</h2><p>4 veal steaks</p><p>2 lemons</p>
          <h2>Directions</h2><p>Brush the steaks with the seasoning.</p><p>Broil them for 26 minutes.</p>
          <h2>${block}</h2><p>FAKelco</p><p>Veal Francaise</p><p>Veal and peppers</p></article>`),
      );
      expect(recipe.instructions).toEqual([
        'Brush the steaks with the seasoning.',
        'Broil them for 26 minutes.',
      ]);
    }
  });

  onCorpus(
    'ends a numbered method in the page’s text at the first line past it that is no sentence (reishunger.de, hogarmania.com)',
    () => {
      const reishunger = readCorpusPage('reishunger.de/reishunger_1');
      expect(reishunger.sources.instructions).toBe('page-text');
      expect(reishunger.instructions).toHaveLength(6);
      expect(reishunger.instructions.at(-1)).toMatch(/Guten Reishunger! :-\)$/);
      // "20 Min." on the related recipes' cards, and the sentence after them, are the site's: notes.
      expect(reishunger.notes).toMatch(/^20 Min\.$/m);
      const hogarmania = readCorpusPage('hogarmania.com/hogarmania_1');
      expect(hogarmania.instructions.join('\n')).not.toMatch(/es periodista/);
    },
  );

  onCorpus('ends a page text’s method at a call to share it on a social network (lekkerensimpel.com)', () => {
    const recipe = readCorpusPage('lekkerensimpel.com/lekkerensimpel_3');
    expect(recipe.instructions).toHaveLength(4);
    expect(recipe.instructions.at(-1)).toBe('Zet de hartige taart ongeveer 30 minuten in de oven.');
    expect(recipe.notes).toMatch(/^Volg ons ook op Pinterest/m);
  });

  it('ends at a note’s heading in the corpus’s other languages: Uwaga, Sugerencia (kuchnia-domowa, thermomixasturias)', () => {
    const list = readPage(
      page(`<h1>Ogórki</h1><ul class="ingredients"><li>1 kg ogórków</li><li>2 l wody</li></ul>
        <ol class="instructions"><li>Umyj ogórki.</li><li>Zalej je wodą.</li><li>Uwaga:</li>
        <li>*Używając świeżych ogórków, wybierzcie nieduże.</li></ol>`),
    );
    expect(list.instructions).toEqual(['Umyj ogórki.', 'Zalej je wodą.']);
    expect(list.notes).toMatch(/^\*Używając świeżych ogórków/m);
    const text = readPage(
      page(`<article><h1>Guiso</h1><h2>Ingredientes</h2><p>500 g de carne</p><p>2 cebollas</p>
        <h2>Preparación</h2><p>Corta la carne en dados.</p><p>Guisa la carne con las cebollas.</p>
        <h3>Sugerencia</h3><p>Puede preparar este plato con un día de antelación.</p></article>`),
    );
    expect(text.sources.instructions).toBe('page-text');
    expect(text.instructions).toEqual(['Corta la carne en dados.', 'Guisa la carne con las cebollas.']);
    expect(text.notes).toMatch(/un día de antelación/);
  });

  onCorpus(
    'takes a list’s closing note or credit for a note (healthyeating.nhlbi.nih.gov, lovefood.com)',
    () => {
      const nih = readCorpusPage('healthyeating.nhlbi.nih.gov/nihhealthyeating_3');
      expect(nih.instructions.at(-1)).toBe('Serve two skewers with yogurt dip on the side.');
      expect(nih.notes).toMatch(/^Note: Skewers have sharp edges/m);
      const lovefood = readCorpusPage('lovefood.com/lovefood_1');
      expect(lovefood.instructions.at(-1)).toMatch(/^Leave to cool on the baking trays/);
      expect(lovefood.notes).toMatch(/^Recipe adapted from The Great British Bake Off/m);
    },
  );
});

describe('which of the page’s lists is its method', () => {
  // sudachirecipes: the post's illustrated walkthrough, each step under a "STEP" badge and a title, then
  // the recipe card's method under its title.
  const walkthrough =
    '<div class="ark-block-step">' +
    [
      ['Prepare the stock', 'Place the kombu in a large pot and cover it with cold water for 30 minutes.'],
      ['Cook the chicken', 'Add the drumsticks to the pot and heat over medium heat until it almost boils.'],
      ['Serve', 'Pour the hot pot into bowls, making sure each has a good mix of chicken and vegetables.'],
    ]
      .map(
        ([title, text]) =>
          `<div class="ark-block-step__item"><div class="ark-block-step__head"><div class="ark-block-step__number">` +
          `<span class="__label">STEP</span></div><div class="ark-block-step__title">${title}</div></div>` +
          `<div class="ark-block-step__body"><p>${text}</p></div></div>`,
      )
      .join('') +
    '</div>';
  const card = (steps: string[]) =>
    '<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3>' +
    `<ul class="wprm-recipe-instructions">${steps
      .map(
        (step) =>
          `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${step}</div></li>`,
      )
      .join('')}</ul></div>`;

  it('is the list under the method’s title, though a post’s walkthrough before it is longer', () => {
    const steps = ['Soak the kombu in 600 ml water.', 'Add the chicken and simmer.'];
    expect(readPage(page(`<main>${walkthrough}<h2>Recipe</h2>${card(steps)}</main>`)).instructions).toEqual(
      steps,
    );
  });

  it('is the longest list where none or each is titled', () => {
    const untitled = readPage(page(`<main>${walkthrough}</main>`)).instructions;
    expect(untitled[0]).toBe('Place the kombu in a large pot and cover it with cold water for 30 minutes.');
    const short = ['Mix.', 'Bake.'];
    const long = ['Whisk the eggs with the sugar until pale.', 'Fold in the flour.', 'Bake for 20 minutes.'];
    expect(
      readPage(page(`<main>${card(short)}<p>A variation:</p>${card(long)}</main>`)).instructions,
    ).toEqual(long);
  });
});

describe('the method’s title', () => {
  onCorpus('names no section when it names the data’s only one (receitasnestle.com.br)', () => {
    const recipe = readCorpusPage('receitasnestle.com.br/receitasnestlebr_1');
    expect(recipe.instructionGroups.map((g) => g.name)).toEqual(['']);
    expect(recipe.instructions[0]).toMatch(/^Leve uma panela para esquentar/);
  });

  it('is no step in the corpus’s other words for it (chefjeanpierre, tine.no, madamecuisine, hofer, delishkitchen, okokorecepten)', () => {
    const method = (title: string) =>
      readPage(
        page(`<h1>Soup</h1><ul class="ingredients"><li>1 onion</li><li>1 l stock</li></ul>
          <div class="recipe-instructions"><h3>${title}</h3><ol><li>Chop the onion.</li>
          <li>Simmer it in the stock for 20 minutes.</li></ol></div>`),
      );
    for (const title of [
      'Recipe Instructions',
      'Slik gjør du det',
      'Anleitungen',
      'Zubereitungsart',
      '手順',
      'Bereiden',
    ]) {
      const recipe = method(title);
      expect(recipe.instructionGroups.map((g) => g.name)).toEqual(['']);
      expect(recipe.instructions).toEqual(['Chop the onion.', 'Simmer it in the stock for 20 minutes.']);
    }
  });

  it('is no section where a how-to heading names the recipe over all its steps (archanaskitchen, justapinch)', () => {
    const method = (headings: string[]) =>
      readPage(
        page(`<h1>Linda's Frozen Strawberry Cake</h1><ul class="ingredients"><li>1 angel food cake</li>
          <li>1 l vanilla ice cream</li></ul><div class="recipe-directions">${headings
            .map(
              (h, i) => `<h3>${h}</h3><ol><li>Stir the ice cream ${i}.</li><li>Tear the cake ${i}.</li></ol>`,
            )
            .join('')}</div>`),
      );
    const titled = method(["How To Make linda's frozen strawberry cake"]);
    expect(titled.instructionGroups.map((g) => g.name)).toEqual(['']);
    expect(titled.instructions).toEqual(['Stir the ice cream 0.', 'Tear the cake 0.']);
    // A part's how-to keeps its name, and so does a how-to of something else.
    const parts = method(['How to make the cake', "How To Make linda's frozen strawberry cake"]);
    expect(parts.instructionGroups.map((g) => g.name)).toEqual([
      'How to make the cake',
      "How To Make linda's frozen strawberry cake",
    ]);
    expect(method(['How to make the ice cream']).instructionGroups.map((g) => g.name)).toEqual([
      'How to make the ice cream',
    ]);
  });

  onCorpus('stays a section’s name in a method in parts (indianhealthyrecipes.com)', () => {
    const recipe = readCorpusPage('indianhealthyrecipes.com/indianhealthyrecipes');
    expect(recipe.instructionGroups.map((g) => g.name)).toContain('Preparation');
  });
});

describe('state a page streams', () => {
  it('reads a recipe from Next.js App Router’s pieces of state', () => {
    const state = {
      recipe: {
        name: 'Curry',
        ingredients: [{ name: 'rice', displayIngredientQuantity: 300, displayUnitOfMeasurement: 'g' }],
        preparationInstructions: [
          { header: 'Stap 1', body: 'Cook the rice until it is tender and fluffy.', type: 'STEP' },
          { header: 'Stap 2', body: 'Serve the curry on top of the rice, with lime.', type: 'STEP' },
        ],
      },
    };
    const flight = `0:{"a":1}\n5:${JSON.stringify(['$', 'div', null, state])}\n`;
    const half = Math.floor(flight.length / 2);
    const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
    const recipe = readPage(
      page(`<main><p>Curry</p></main>${push(flight.slice(0, half))}${push(flight.slice(half))}`),
    );
    expect(recipe.sources.instructions).toBe('script-state');
    expect(recipe.instructions).toEqual([
      'Cook the rice until it is tender and fluffy.',
      'Serve the curry on top of the rice, with lime.',
    ]);
    expect(recipe.ingredients).toEqual(['300 g rice']);
  });

  onCorpus('reads picnic.app’s steps from it, not the page’s introduction', () => {
    const recipe = readCorpusPage('picnic.app/picnic_3');
    expect(recipe.sources.instructions).toBe('script-state');
    expect(recipe.instructions[0]).toBe('Laat **4 kabeljauwfilets** volledig ontdooien.');
    expect(recipe.instructions).toHaveLength(10);
  });
});

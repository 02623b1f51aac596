/**
 * Where a page's structured steps disagree with what the page shows, the draft holds the page's steps
 * (ADR 0037): steps the data runs together, the method's title as its one section, a property spelt in
 * capitals; a step's name kept as its own line on every site alike. Real corpus pages, and the split
 * rule's limits on lines shaped as those pages show them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftFromHtml, type ReviewedDraft } from '#server/import/pipeline.ts';
import { splitAsShown } from '#server/import/reconcile/split-steps.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const page = (name: string) => resolve(CORPUS, `${name}.testhtml`);
const draftOf = (name: string): ReviewedDraft => draftFromHtml(readFileSync(page(name), 'utf8'), null);
const names = (draft: ReviewedDraft) => draft.components.map((c) => c.name);
const splits = (draft: ReviewedDraft) =>
  draft.review.sourceNotes.filter((note) => note.key === 'review.source.split');

describe.skipIf(!existsSync(CORPUS))('corpus pages whose data runs steps together', () => {
  it('takes the two steps the page shows where the data ends on one line (claudia.abril.com.br)', () => {
    const draft = draftOf('claudia.abril.com.br/abril');
    expect(draft.instructions.slice(-2)).toEqual([
      'Sirva o seu estrogonofe de carne com arroz branco e batata palha para uma refeição completa.',
      expect.stringMatching(/^Agora que você sabe como fazer estrogonofe de carne/),
    ]);
    expect(splits(draft)).toHaveLength(1);
  });

  it('takes the paragraphs of a one-text method, across the ingredients shown between (ndr.de)', () => {
    const steps = draftOf('ndr.de/ndr_2').instructions;
    expect(steps).toHaveLength(8);
    expect(steps[1]).toMatch(/20-25 Minuten backen\.$/);
    expect(steps[2]).toMatch(/^Die Kidneybohnen in einem Sieb/);
  });

  it('takes the lines of a HowToStep that the page shows as items, under no title (pastificiosorrentino)', () => {
    const draft = draftOf('pastificiosorrentino.com/pastificiosorrentino');
    expect(draft.instructions).toHaveLength(8);
    expect(draft.instructions[1]).toBe(
      'Cuocere i pomodorini in una padella con un filo d’olio e l’aglio per qualche minuto.',
    );
    expect(names(draft)).not.toContain('Preparazione');
  });

  it('keeps a step whole that the page numbers, title and paragraphs (hogarmania.com)', () => {
    const draft = draftOf('hogarmania.com/hogarmania_3');
    // Five steps, each after its title.
    expect(draft.instructions).toHaveLength(10);
    expect(draft.instructions[1]).toMatch(/volumen\. Mientras sigues batiendo/);
    expect(splits(draft)).toEqual([]);
  });

  it('keeps a tip the page sets apart inside its step (tasteofhome.com)', () => {
    const steps = draftOf('tasteofhome.com/tasteofhome_2').instructions;
    expect(steps.some((step) => /^Editor/.test(step))).toBe(false);
    expect(steps.some((step) => /minutes\. Editor’s Tip:/.test(step))).toBe(true);
  });
});

describe.skipIf(!existsSync(CORPUS))("corpus pages whose data names the method's title", () => {
  it('reads the one section "Modo de Preparo" as the method, no component (receitasnestle.com.br)', () => {
    const draft = draftOf('receitasnestle.com.br/receitasnestlebr_1');
    expect(names(draft)).not.toContain('Modo de Preparo');
    expect(draft.instructions[0]).toMatch(/^Leve uma panela/);
    expect(draft.instructions).toHaveLength(7);
  });

  it('keeps "Preparation" as a component where it is one of two sections (indianhealthyrecipes.com)', () => {
    expect(names(draftOf('indianhealthyrecipes.com/indianhealthyrecipes'))).toContain('Preparation');
  });

  it('leaves out "Zo maak je het:", the first step of the data (uitpaulineskeuken.nl)', () => {
    const steps = draftOf('uitpaulineskeuken.nl/uitpaulineskeukennl_1').instructions;
    expect(steps).toHaveLength(5);
    expect(steps[0]).toMatch(/Kook de ravioli/);
  });

  it('reads the steps of sections that spell "ItemListElement" in capitals (tine.no)', () => {
    const steps = draftOf('tine.no/tineno_2').instructions;
    expect(steps).toContain('Kok ris etter anvisningen på pakken.');
    expect(steps).toContain('Del kylling i biter. Brun kyllingen i smør i en stekepanne på middels varme.');
  });
});

describe.skipIf(!existsSync(CORPUS))("a step's name no card shows, read alike on every site", () => {
  // WP Recipe Maker cards that render no step name; the labels keep the names on the first two sites and
  // leave them out on the last two, with nothing in page or data to tell them apart (ADR 0037).
  it.each([
    ['iambaker.net/iambaker_1', 'Preheat oven. Prepare loaf pan.', /^Preheat oven to 400°F/],
    ['scrummylane.com/scrummylane_1', 'Pre-heat oil in pan.', /^Pre-heat the oil in a large skillet/],
    ['savvysavingcouple.net/savvysavingcouple_2', 'Prepare Apple Filling', /^Melt butter in a skillet/],
    ['sundaysuppermovement.com/sundaysuppermovement_1', 'Brine', /^Optional: The night before/],
  ])('keeps the name as the line before its step on %s', (name, stepName, text) => {
    const steps = draftOf(name).instructions;
    const at = steps.indexOf(stepName);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(steps[at + 1]).toMatch(text);
  });
});

describe('a data step is split only where the page shows it apart, sentence by sentence', () => {
  const data = [{ name: '', lines: ['Whisk the eggs and sugar. Fold in the flour gently.'] }];
  const split = (lines: string[]) => splitAsShown(data, [], () => lines).groups[0]!.lines;

  it('takes the page’s lines, with a few other lines between them', () => {
    expect(split(['Whisk the eggs and sugar.', 'Photo: the batter', 'Fold in the flour gently.'])).toEqual([
      'Whisk the eggs and sugar.',
      'Fold in the flour gently.',
    ]);
  });

  it('keeps the step whole where a list shows it as one item', () => {
    const lists = [() => ['Whisk the eggs and sugar. Fold in the flour gently.']];
    const text = () => ['Whisk the eggs and sugar.', 'Fold in the flour gently.'];
    expect(splitAsShown(data, lists, text).groups[0]!.lines).toEqual(data[0]!.lines);
  });

  it('keeps it whole where a number opens it, a title that ends no sentence, or a tip', () => {
    expect(split(['2', 'Whisk the eggs and sugar.', 'Fold in the flour gently.'])).toEqual(data[0]!.lines);
    const titled = [{ name: '', lines: ['Make the batter Whisk the eggs and sugar.'] }];
    expect(
      splitAsShown(titled, [], () => ['Make the batter', 'Whisk the eggs and sugar.']).groups[0]!.lines,
    ).toEqual(titled[0]!.lines);
    const tipped = [{ name: '', lines: ['Whisk the eggs and sugar. Tip: use cold eggs for volume.'] }];
    expect(
      splitAsShown(tipped, [], () => ['Whisk the eggs and sugar.', 'Tip: use cold eggs for volume.'])
        .groups[0]!.lines,
    ).toEqual(tipped[0]!.lines);
  });

  it('keeps it whole where the page’s lines hold other words, or only part of it', () => {
    expect(split(['Whisk the eggs and sugar well.', 'Fold in the flour gently.'])).toEqual(data[0]!.lines);
    expect(split(['Whisk the eggs and sugar.'])).toEqual(data[0]!.lines);
  });
});

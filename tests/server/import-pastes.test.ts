/**
 * How a paste is read as cooks write it (docs/decisions/0025-pasted-text-reading.md). Each text is short
 * and shows one rule; the corpus eval (npm run eval:pastes) measures the format.
 */
import { describe, expect, it } from 'vitest';
import { draftFromText } from '#server/import/pipeline.ts';

const lines = (draft: ReturnType<typeof draftFromText>) => draft.ingredients.map((i) => i.original);
const recipe = (head: string, tail = '\nValmistus\nSekoita kaikki.\n') =>
  `Kakku\n\n${head}\n\nAinekset\n2 dl maitoa\n3 munaa\n${tail}`;

describe('yield lines become servings, not ingredients', () => {
  it.each([
    ['12 palaa', 12],
    ['4 annosta', 4],
    ['8 hengelle', 8],
    ['3-4:lle', 3],
    ['Riittää 6 hengelle', 6],
    ['4 henkilöä', 4],
    ['Makes 24', 24],
    ['Serves 4', 4],
    ['4 portioner', 4],
    ['Tekee 12 kpl', 12],
    ['n. 30 kpl', 30],
    ['für 4 Personen', 4],
  ])('%s', (line, servings) => {
    const draft = draftFromText(recipe(line));
    expect(draft.servings).toBe(servings);
    expect(lines(draft)).toEqual(['2 dl maitoa', '3 munaa']);
  });

  it.each([
    'Ainekset 4 hengelle',
    'Ainekset, 4 annosta',
    'Ainekset 4:lle',
    'Ingredients for 4',
    'Zutaten für 4 Personen',
  ])('reads the yield after an ingredient heading: %s', (heading) => {
    const draft = draftFromText(`Kakku\n\n${heading}\n2 dl maitoa\n3 munaa\n\nValmistus\nSekoita kaikki.`);
    expect(draft.servings).toBe(4);
    expect(draft.components).toEqual([]);
    expect(lines(draft)).toEqual(['2 dl maitoa', '3 munaa']);
  });

  it('keeps an amount of servings with what it is of as an ingredient', () => {
    const draft = draftFromText('Linssit\n\nAinekset\n2 dl linssejä\n4 annosta perunamuusia\n\nOhje\nKeitä.');
    expect(draft.servings).toBeNull();
    expect(lines(draft)).toEqual(['2 dl linssejä', '4 annosta perunamuusia']);
  });

  it("reads servings from a heading's brackets", () => {
    const draft = draftFromText(
      'Keitto\n\nAinesosat (4 annosta)\n\n500 g kanaa\n1 l vettä\n\nOhjeet\n1. Keitä.',
    );
    expect(draft.servings).toBe(4);
    expect(lines(draft)).toEqual(['500 g kanaa', '1 l vettä']);
  });
});

describe('pan lines become the pan', () => {
  it('reads a line of a yield and a pan sentence into both, keeping its words in the notes', () => {
    const draft = draftFromText(recipe('12 palaa. Leivotaan 24 cm irtopohjavuoassa.'));
    expect(draft.servings).toBe(12);
    expect(draft.pan).toEqual({ shape: 'round', diameter: 24 });
    expect(lines(draft)).toEqual(['2 dl maitoa', '3 munaa']);
    expect(draft.notes).toContain('Leivotaan 24 cm irtopohjavuoassa.');
  });

  it.each([
    ['20 x 30 cm uunivuoka', { shape: 'rectangle', width: 20, length: 30 }],
    ['24 cm irtopohjavuoka', { shape: 'round', diameter: 24 }],
    ['9-inch springform', { shape: 'round', diameter: 22.9 }],
  ])('%s on its own line', (line, pan) => {
    const draft = draftFromText(recipe(line));
    expect(draft.pan).toEqual(pan);
    expect(lines(draft)).toEqual(['2 dl maitoa', '3 munaa']);
  });
});

describe('group headings and the method after them', () => {
  it('makes components of named groups and the method a trailing unnamed one, not the first', () => {
    const draft = draftFromText(
      'Porkkanakakku\n\n12 palaa.\n\nPohja\n3 munaa\n2 dl sokeria\nTäyte\n200 g tuorejuustoa\n\nValmistus\n1. Vatkaa munat.\n2. Paista.',
    );
    expect(draft.components).toEqual([
      { name: 'Pohja', ingredientCount: 2, instructionCount: 0 },
      { name: 'Täyte', ingredientCount: 1, instructionCount: 0 },
      { name: '', ingredientCount: 0, instructionCount: 2 },
    ]);
    expect(draft.instructions).toEqual(['Vatkaa munat.', 'Paista.']);
  });

  it('reads headings in capitals or with a colon', () => {
    const draft = draftFromText(
      'Mokkapalat\n\nPOHJA\n3 munaa\n2 dl sokeria\nKUORRUTE:\n100 g voita\n3 dl tomusokeria\n\nValmistus\nVatkaa munat.\nLevitä kuorrute.',
    );
    expect(draft.components.map((c) => [c.name, c.ingredientCount, c.instructionCount])).toEqual([
      ['POHJA', 2, 0],
      ['KUORRUTE:', 2, 0],
      ['', 0, 2],
    ]);
  });

  it('reads a label alone in its block above a list as that group, under an ingredient heading', () => {
    const draft = draftFromText(
      'Kakku\n\nAinesosat\n\nKakku\n\n215 g voita\n2 kananmunaa\n\nLisäksi\n\n1 dl kermaa\n\nOhjeet\n\n1. Sulata voi.\n2. Paista.',
    );
    expect(draft.components.map((c) => [c.name, c.ingredientCount, c.instructionCount])).toEqual([
      ['Kakku', 2, 0],
      ['Lisäksi', 1, 0],
      ['', 0, 2],
    ]);
    expect(lines(draft)).toEqual(['215 g voita', '2 kananmunaa', '1 dl kermaa']);
  });

  it('gives the method to the first group when that one is unnamed', () => {
    const draft = draftFromText(
      'Keitto\n\nAinekset\n\n500 g kanaa\n1 l vettä\n\nTarjoiluun\n\n1 ruukku persiljaa\n\nOhje\n\n1. Keitä.\n2. Tarjoile.',
    );
    expect(draft.components.map((c) => [c.name, c.ingredientCount, c.instructionCount])).toEqual([
      ['', 2, 2],
      ['Tarjoiluun', 1, 0],
    ]);
  });

  it('reads a text with a blank line after every line as written single-spaced: a wider gap parts it', () => {
    const written =
      'Makaronilaatikko\n\n400 g jauhelihaa\nsipulia\n2 kananmunaa\n1 tl suolaa\n\nRuskista liha pannulla. Lisää sipuli.\n\nPaista uunissa 30 minuuttia.';
    const spaced = written.replace(/\n/g, '\n\n');
    expect(draftFromText(spaced)).toEqual(draftFromText(written));
    expect(draftFromText(spaced).components).toEqual([]);
    expect(lines(draftFromText(spaced))).toEqual([
      '400 g jauhelihaa',
      'sipulia',
      '2 kananmunaa',
      '1 tl suolaa',
    ]);
  });

  it('keeps a blank line after every ingredient a plain list', () => {
    const draft = draftFromText('Keitto\n\nAinekset\n\nSuolaa\n\nPippuria\n\nVettä\n\nOhje\n\nKeitä.');
    expect(draft.components).toEqual([]);
    expect(lines(draft)).toEqual(['Suolaa', 'Pippuria', 'Vettä']);
  });
});

describe('tools, tips and footers go to the notes', () => {
  it('keeps a tool list with its label, and a tip', () => {
    const draft = draftFromText(
      'Pulla\n\nAinekset\n5 dl maitoa\n50 g hiivaa\n\nVälineet\nyleiskone\nleivinpaperia\n\nOhje\n1. Sekoita.\n2. Paista.\n\nVinkki: pakasta osa.',
    );
    expect(draft.instructions).toEqual(['Sekoita.', 'Paista.']);
    expect(draft.notes.split('\n')).toEqual([
      'Vinkki: pakasta osa.',
      'Välineet',
      'yleiskone',
      'leivinpaperia',
    ]);
  });

  it('ends a numbered method at a footer block: a numbered tip, a question, an address, an emoji', () => {
    const draft = draftFromText(
      'Pasta\n\nAinekset\n400 g pastaa\n\nValmistus\n\n1. Keitä pasta.\n2. Tarjoile.\n\nVinkki 1: Lisää juustoa.\n\n🥛\n\nHaluatko parantaa reseptiä?\nKirjoittanut https://example.org/.',
    );
    expect(draft.instructions).toEqual(['Keitä pasta.', 'Tarjoile.']);
    expect(draft.notes.split('\n')).toEqual([
      'Vinkki 1: Lisää juustoa.',
      '🥛',
      'Haluatko parantaa reseptiä?',
      'Kirjoittanut https://example.org/.',
    ]);
  });

  it('ends a numbered method at a footer line with no blank line before it', () => {
    const draft = draftFromText(
      'Pasta\nAinekset\n400 g pastaa\nValmistus\n1. Keitä pasta.\n2. Tarjoile.\nMiten Pasta voisi olla parempi? Muokkaa reseptiä.\nKirjoittanut https://example.org/.',
    );
    expect(draft.instructions).toEqual(['Keitä pasta.', 'Tarjoile.']);
    expect(draft.notes.split('\n')).toEqual([
      'Miten Pasta voisi olla parempi? Muokkaa reseptiä.',
      'Kirjoittanut https://example.org/.',
    ]);
  });

  it('keeps a line the last step goes on with, though a footer word or a question is in it', () => {
    const draft = draftFromText(
      'Cake\nIngredients\n200 g flour\nMethod\n1. Mix.\n2. Bake for 30 minutes. Is\nthe cake done? Test it.\nTip it out onto a rack.\nVinkki: Tarjoa lämpimänä.',
    );
    expect(draft.instructions).toEqual([
      'Mix.',
      'Bake for 30 minutes. Is the cake done? Test it. Tip it out onto a rack.',
    ]);
    expect(draft.notes).toBe('Vinkki: Tarjoa lämpimänä.');
  });

  it('reads a tool list under a heading with a colon and a credit after the method', () => {
    const draft = draftFromText(
      'Pulla\n\nAinekset\n5 dl maitoa\n\nTyövälineet:\nyleiskone\n\nOhje\n1. Sekoita.\n2. Paista.\n\nKuva ja resepti: Maija M.',
    );
    expect(draft.instructions).toEqual(['Sekoita.', 'Paista.']);
    expect(draft.notes.split('\n').sort()).toEqual([
      'Kuva ja resepti: Maija M.',
      'Työvälineet:',
      'yleiskone',
    ]);
  });

  it('keeps a closing sentence after the numbered steps as a step', () => {
    const draft = draftFromText(
      'Gyudon\n\nAinekset\n300 g naudanlihaa\n\nOhjeet\n\n1. Leikkaa liha.\n2. Hauduta.\n\nTarjoile riisin kanssa.',
    );
    expect(draft.instructions).toEqual(['Leikkaa liha.', 'Hauduta.', 'Tarjoile riisin kanssa.']);
  });

  it("sets a source apart from an unnumbered method's paragraphs", () => {
    const draft = draftFromText(
      'Tortut\n\nAineet\n\n200 g voita\n2 dl sokeria\n\nSekoita voi ja sokeri.\n\nPaista tortut.\n\nOhje on muunnos alkuperäisestä. Sivulta www.makuja.fi.',
    );
    expect(draft.instructions).toEqual(['Sekoita voi ja sokeri.', 'Paista tortut.']);
    expect(draft.notes).toBe('Ohje on muunnos alkuperäisestä. Sivulta www.makuja.fi.');
  });
});

describe('OCR slips', () => {
  it('reads a capital I between an amount and a word as litres, keeping the line as written', () => {
    const draft = draftFromText('Keitto\n\n1 I vettä\n1,5 I maitoa\n2 porkkanaa\n\nKeitä kaikki.');
    expect(draft.ingredients.slice(0, 2)).toEqual([
      { amount: 1, unit: 'l', name: 'vettä', original: '1 I vettä' },
      { amount: 1.5, unit: 'l', name: 'maitoa', original: '1,5 I maitoa' },
    ]);
  });
});

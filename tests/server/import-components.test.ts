import { describe, expect, it } from 'vitest';
import { draftFromText } from '#server/import/pipeline.ts';
import { alignGroups, componentsFromGroups } from '#server/import/text/components-from-groups.ts';
import { toParts } from '#shared/recipes/components.ts';

describe('import: group headings become components', () => {
  it('pairs ingredient and step groups by name, "For the crust:" with "Crust", and keeps the rest in order', () => {
    const result = componentsFromGroups(
      [
        { name: 'For the crust:', lines: ['200 g flour', '100 g butter'] },
        { name: 'Filling', lines: ['3 eggs'] },
      ],
      [
        { name: 'Crust', lines: ['Rub the butter in.', 'Bake blind.'] },
        { name: 'Filling', lines: ['Whisk the eggs.'] },
        { name: 'Assembly', lines: ['Fill and bake.'] },
      ],
    );
    expect(result.components).toEqual([
      { name: 'For the crust:', ingredientCount: 2, instructionCount: 2 },
      { name: 'Filling', ingredientCount: 1, instructionCount: 1 },
      { name: 'Assembly', ingredientCount: 0, instructionCount: 1 },
    ]);
    expect(result.instructions).toEqual([
      'Rub the butter in.',
      'Bake blind.',
      'Whisk the eggs.',
      'Fill and bake.',
    ]);
  });

  it('never reorders the steps to pair them: groups in crossed order pair only as far as both orders allow', () => {
    const result = componentsFromGroups(
      [
        { name: 'Tomato base', lines: ['4 tomatoes'] },
        { name: 'Beef', lines: ['1 kg beef'] },
      ],
      [
        { name: 'Beef', lines: ['Brown the beef.'] },
        { name: 'Tomato base', lines: ['Simmer the tomatoes.'] },
      ],
    );
    expect(result.ingredients).toEqual(['4 tomatoes', '1 kg beef']);
    expect(result.instructions).toEqual(['Brown the beef.', 'Simmer the tomatoes.']);
    expect(result.components.map((c) => c.name)).toEqual(['Tomato base', 'Beef', 'Tomato base']);
  });

  it('keeps a page without headings plain', () => {
    expect(componentsFromGroups([{ name: '', lines: ['a'] }], [{ name: '', lines: ['b'] }])).toEqual({
      components: [],
      ingredients: ['a'],
      instructions: ['b'],
    });
  });

  it('fits the groups to the flat list the extractor kept', () => {
    expect(
      alignGroups(
        [
          { name: '', lines: ['2 eggs', '1 cup milk'] },
          { name: 'Equipment', lines: ['Baking pan'] },
        ],
        ['2 eggs', '1 cup milk', 'salt'],
      ),
    ).toEqual([
      { name: '', lines: ['2 eggs', '1 cup milk'] },
      { name: 'Equipment', lines: [] },
      { name: '', lines: ['salt'] },
    ]);
  });

  it('reads Finnish headings in pasted text as component names, not as lines', () => {
    const draft = draftFromText(
      [
        'Mustikkapiirakka',
        '',
        'Pohja',
        '150 g voita',
        '1 dl sokeria',
        '2,5 dl vehnäjauhoja',
        '',
        'Täyte:',
        '300 g mustikoita',
        '2 dl kermaviiliä',
        '',
        'Valmistusohje',
        'Sekoita pohjan ainekset ja painele vuokaan.',
        'Levitä täyte pohjan päälle ja paista 200 asteessa 30 min.',
      ].join('\n'),
    );
    const parts = toParts(draft);
    expect(parts.map((p) => [p.name, p.ingredients.length])).toEqual(
      expect.arrayContaining([
        ['Pohja', 3],
        ['Täyte:', 2],
      ]),
    );
    expect(draft.ingredients.map((i) => i.name)).not.toContain('Pohja');
    expect(draft.instructions).toHaveLength(2);
  });
});

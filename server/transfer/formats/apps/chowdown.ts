import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { groupedByHeadings, labelled } from '../foreign-recipe';
import { frontMatter, listField, textField } from '../front-matter';
import { markdownInline, markdownText } from '../markdown-text';
import type { TextFormat } from '../text-format';

// A file that opens with a front matter ("---") listing the recipe's ingredients or directions.
const OPENING_FENCE = /^\uFEFF?---\s*\r?\n/;
const RECIPE_KEY = /^(?:ingredients|directions):/im;

/**
 * Chowdown (a Jekyll site, clarklab/chowdown): one Markdown file a recipe in _recipes/, its fields in
 * the YAML front matter — title, image (a file in images/), imagecredit, tags, yield, prep, cook,
 * ingredients and directions as lists, components naming other recipes — and its story as the
 * Markdown body, as Mealie's migrations/chowdown.py and Tandoor's integration/chowdown.py read it.
 */
export const chowdown: TextFormat = {
  label: 'Chowdown (Markdown)',
  detect: (head) => OPENING_FENCE.test(head) && RECIPE_KEY.test(head),
  read(file, findImage) {
    const parsed = frontMatter(file.text);
    if (!parsed) return [];
    const { fields, body } = parsed;
    const image = textField(fields, 'image');
    const servings = textField(fields, 'yield');
    const story = markdownText(body).groups.flatMap((group) => [
      ...(group.name ? [group.name] : []),
      ...group.lines,
    ]);
    return [
      {
        title: textField(fields, 'title'),
        ingredientGroups: groupedByHeadings(listField(fields, 'ingredients').map(markdownInline)),
        instructionGroups: [{ name: '', lines: listField(fields, 'directions').map(markdownInline) }],
        servings: yieldServings(servings),
        prepTime: durationMinutes(textField(fields, 'prep')),
        cookTime: durationMinutes(textField(fields, 'cook')),
        keywords: listField(fields, 'tags'),
        notes: [
          ...story,
          ...labelled('Annokset', servings),
          ...labelled('Valmisteluaika', textField(fields, 'prep')),
          ...labelled('Kypsennysaika', textField(fields, 'cook')),
          ...labelled('Osat', listField(fields, 'components')),
          ...labelled('Kuvan tekijä', textField(fields, 'imagecredit')),
        ],
        sourceUrl: null,
        images: image ? findImage(image) : [],
      },
    ];
  },
};

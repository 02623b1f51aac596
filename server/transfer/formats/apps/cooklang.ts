import path from 'node:path';
import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { normalizeWhitespace } from '#server/import/page/clean-text.ts';
import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { type ForeignRecipe, labelled } from '../foreign-recipe';
import { type FrontMatterValue, frontMatter, listField, textField } from '../front-matter';
import type { FindImage, TextFormat } from '../text-format';

/**
 * Cooklang (cooklang.org; the spec's README and EBNF in cooklang/spec): a recipe is its steps, written
 * with the ingredients (@name, @two words{qty%unit}, an optional "(note)"), cookware (#pan, #frying
 * pan{}) and timers (~{10%minutes}, ~name{…}) marked in the words; paragraphs are steps; "== Dough =="
 * opens a section; ">> key: value" lines or a YAML front matter hold the metadata; "> " lines are
 * notes; "--" and "[- … -]" are the cook's comments. The steps keep their words with the marks taken
 * out, and each marked ingredient becomes a line of the list, in its section.
 */
export const cooklang: TextFormat = {
  label: 'Cooklang',
  detect: (head, name) =>
    !MARKUP_LANGUAGE.test(head) && (/\.cook$/i.test(name) || METADATA_LINE.test(head) || MEASURED.test(head)),
  read: (file, findImage) => [
    { ...fromCooklang(file.text, file.name), images: pictures(file.name, findImage) },
  ],
};

// What only a Cooklang text holds: a ">> key: value" line, or an ingredient or timer measured in its
// braces with "%" between amount and unit (@flour{2%cups}, ~{10%minutes}). A page's CSS and scripts
// have braces and "@" too, so an HTML or XML text is never Cooklang.
const METADATA_LINE = /^>>\s*[^:\n]+:/m;
const MEASURED = /[@~][^\s@#~{}]*[^\n@#~{}]*\{[^}%\n]*%[^}\n]*\}/;
const MARKUP_LANGUAGE = /<(?:!doctype|html|head|body|\?xml)\b/i;
const SECTION = /^=+\s*(.*?)\s*=*\s*$/;
const METADATA = /^>>\s*([^:]+):\s*(.*)$/;
const NOTE = /^>\s?(.*)$/;
const BLOCK_COMMENT = /\[-([\s\S]*?)-\]/g;
const LINE_COMMENT = /--(.*)$/;
// @name{…}(note), #name{…}, ~name{…}: a multi-word name runs to its braces; one word needs none.
const COMPONENT =
  /([@#~])(?:([^@#~{}\n]*?)\{([^}\n]*)\}|([\p{L}\p{N}_][\p{L}\p{N}_'-]*))(?:\(([^)\n]*)\))?/gu;

interface Parsed {
  ingredients: LineGroup[];
  steps: LineGroup[];
  cookware: string[];
  notes: string[];
}

/** "2 1/2%cups" → "2 1/2 cups"; "=" and "*" (a fixed amount, not scaled) and spacing go. */
function amount(text: string): string {
  return normalizeWhitespace(text.replace(/^\s*=|\*/g, '').replace('%', ' '));
}

// The convention's picture files beside the recipe: "Baked Potato.jpg", a step's "Baked Potato.3.jpg".
const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
const MAX_STEP_PICTURES = 50;

function pictures(fileName: string, findImage: FindImage): RecipeImage[] {
  const base = path.posix.basename(fileName).replace(/\.cook$/i, '');
  const named = (suffix: string) =>
    PICTURE_EXTENSIONS.flatMap((extension) => findImage(`${base}${suffix}.${extension}`)).slice(0, 1);
  const found = [
    ...named(''),
    ...Array.from({ length: MAX_STEP_PICTURES }, (_, step) => named(`.${step + 1}`)).flat(),
  ];
  return found.map((image, position) => ({ ...image, cover: position === 0, position }));
}

/** A step with its marks taken out; its ingredients and cookware gathered as it goes. */
function readStep(text: string, parsed: Parsed): string {
  return normalizeWhitespace(
    text.replace(COMPONENT, (_, mark: string, longName = '', quantity = '', word = '', note = '') => {
      // Modifiers (@?optional, @-hidden, @&reference, @@): the name is what follows them.
      const name = normalizeWhitespace((longName || word).replace(/^[?\-&+@]+/, ''));
      const shownName = name.startsWith('./') ? path.posix.basename(name) : name;
      const measure = amount(quantity);
      if (mark === '@') {
        const line = [measure, shownName].filter(Boolean).join(' ');
        parsed.ingredients.at(-1)!.lines.push(note ? `${line}, ${note}` : line);
        return note ? `${shownName} (${note})` : shownName;
      }
      if (mark === '#') {
        if (!parsed.cookware.includes(shownName)) parsed.cookware.push(shownName);
        return shownName;
      }
      // A timer reads as its time ("30 minutes"); a named one's name is only a label.
      return measure || shownName;
    }),
  );
}

function fromCooklang(source: string, fileName: string): ForeignRecipe {
  const front = frontMatter(source);
  const fields = new Map<string, FrontMatterValue>(front?.fields ?? []);
  const parsed: Parsed = {
    ingredients: [{ name: '', lines: [] }],
    steps: [{ name: '', lines: [] }],
    cookware: [],
    notes: [],
  };
  const comments: string[] = [];
  const body = (front?.body ?? source).replace(BLOCK_COMMENT, (_, comment: string) => {
    if (comment.trim()) comments.push(normalizeWhitespace(comment));
    return '';
  });
  let paragraph: string[] = [];
  const endParagraph = () => {
    const step = readStep(paragraph.join(' '), parsed);
    if (step) parsed.steps.at(-1)!.lines.push(step);
    paragraph = [];
  };
  for (const raw of body.split(/\r?\n|\r/)) {
    const comment = LINE_COMMENT.exec(raw);
    if (comment?.[1]?.trim()) comments.push(comment[1].trim());
    const line = (comment ? raw.slice(0, comment.index) : raw).trim();
    const metadata = METADATA.exec(line);
    const section = SECTION.exec(line);
    const note = line.startsWith('>>') ? null : NOTE.exec(line);
    if (metadata) fields.set(metadata[1]!.trim().toLowerCase(), metadata[2]!.trim());
    else if (section && line.startsWith('=')) {
      endParagraph();
      parsed.ingredients.push({ name: section[1]!, lines: [] });
      parsed.steps.push({ name: section[1]!, lines: [] });
    } else if (note) parsed.notes.push(note[1]!.trim());
    else if (line) paragraph.push(line);
    // A line that was only a comment does not end the step it sits in.
    else if (!comment) endParagraph();
  }
  endParagraph();
  return recipeOf(fields, parsed, comments, fileName);
}

function field(fields: Map<string, FrontMatterValue>, ...keys: string[]): string {
  for (const key of keys) {
    const value = textField(fields, key);
    if (value) return value;
  }
  return '';
}

// Metadata read into fields of their own; every other key is kept as a "key: value" note.
const KNOWN_KEYS = [
  'title',
  'author',
  'source.author',
  'difficulty',
  'time.prep',
  'time.cook',
  'duration',
  'description',
  'introduction',
  'source',
  'source.url',
  'servings',
  'serves',
  'yield',
  'tags',
  'course',
  'category',
  'cuisine',
  'time required',
  'total time',
  'time',
  'prep time',
  'cook time',
];

function recipeOf(
  fields: Map<string, FrontMatterValue>,
  parsed: Parsed,
  comments: string[],
  fileName: string,
): ForeignRecipe {
  const source = field(fields, 'source.url', 'source');
  const servings = field(fields, 'servings', 'serves', 'yield');
  const total = field(fields, 'total time', 'time required', 'time', 'duration');
  const isUrl = /^https?:\/\//i.test(source);
  return {
    title: field(fields, 'title') || path.basename(fileName).replace(/\.cook$/i, ''),
    description: field(fields, 'description', 'introduction'),
    ingredientGroups: parsed.ingredients,
    instructionGroups: parsed.steps,
    servings: yieldServings(servings),
    prepTime: durationMinutes(field(fields, 'prep time', 'time.prep')),
    cookTime: durationMinutes(field(fields, 'cook time', 'time.cook')),
    difficulty: field(fields, 'difficulty'),
    totalTime: durationMinutes(total),
    categories: [...listField(fields, 'course'), ...listField(fields, 'category')],
    keywords: [...listField(fields, 'tags'), ...listField(fields, 'cuisine')],
    equipment: parsed.cookware,
    notes: [
      ...parsed.notes,
      ...comments,
      ...labelled('Tekijä', field(fields, 'author', 'source.author')),
      ...labelled('Annokset', servings),
      ...labelled('Kokonaisaika', total),
      ...(isUrl ? [] : labelled('Lähde', source)),
      ...[...fields]
        .filter(([key]) => !KNOWN_KEYS.includes(key))
        .flatMap(([key, value]) => labelled(key, value)),
    ],
    sourceUrl: isUrl ? source : null,
    images: [],
  };
}

/**
 * A recipe written as plain text → title, ingredient lines, steps, servings and times. Finds the
 * sections by their headings (Finnish and English, and the common European ones) and, where there are
 * none, by the shape of the lines: lines that start with a quantity are ingredients, sentences are steps.
 */
import { startsWithQuantity } from '../../shared/ingredients';
import { durationMinutes } from './extract/duration';
import { type ExtractedRecipe, emptyRecipe } from './extract/extracted-recipe';
import { isAdvice, isGroupHeading, withoutBullet } from './extract/ingredient-lines';
import { STEP_NUMBER } from './extract/instruction-lines';
import { yieldServings } from './extract/yield';

type Section = 'ingredients' | 'instructions' | 'notes' | 'other';

/** The words that name each section, as regular-expression alternatives. */
const SECTION_WORDS: ReadonlyArray<[Section, string]> = [
  [
    'ingredients',
    `ainekset|ainesosat|aineosat|tarvikkeet|raaka-?aineet|ingredients?|ingredienser|ingredienten|zutaten|ingrédients|ingredientes|ingredienti|what you(?:'|’)ll need|you will need|材料|食材|配料|用料`,
  ],
  [
    'instructions',
    `valmistus(?:ohjeet?)?|valmistaminen|ohje(?:et)?|työvaiheet|tee näin|näin valmistat|instructions?|directions?|method|steps?|preparation|how to make(?: it)?|fremgangsmåde|tillagning|gör så här|bereiding|bereidingswijze|zubereitung|préparation|preparación|elaboración|procedimento|preparazione|做法|步骤|作り方`,
  ],
  [
    'notes',
    `vinkit|vinkki|vinkkejä|huom(?:io)?|muistiinpanot|notes?|tips?|recipe notes|cook(?:'|’)s notes?|chef(?:'|’)s notes?`,
  ],
  [
    'other',
    `nutrition(?: facts| information)?|ravinto(?:sisältö|arvot)|equipment|välineet|comments?|kommentit|reviews?|related recipes|you may also like|share(?: this)?|video`,
  ],
];
// Words that tie a section word to what it is for: "Ingredients for the glaze", "Elaboración de la crema".
const CONNECTOR = `(?:for|of|to|de|del|della|para|pour|für|voor|van|von|til|för|per)`;

/**
 * A heading is a section word alone ("Ainekset"), a section word with what it is for ("Ingredients for
 * the glaze"), or one word and a section word ("Täytteen ainekset", "Frosting instructions").
 */
const SECTION_HEADINGS: ReadonlyArray<[Section, RegExp]> = SECTION_WORDS.map(([section, words]) => [
  section,
  new RegExp(String.raw`^(?:(?:${words})(?:\s+${CONNECTOR}\s+\S+(?:\s+\S+){0,5})?|\S+\s+(?:${words}))$`, 'i'),
]);

// "Ainekset:", "## Ingredients", "**Ohje**", "INGREDIENTS (for 4)", "Kommentit (3)": a heading dressed up.
const HEADING_DECORATION = /^[#*_=\s-]*(.*?)[*_=\s]*(?:\([^)]*\))?\s*$/;
const PURE_BULLET = /^\s*[-*•–—·▪◦‣○●□▢☐✓✔]\s+/;

const SERVINGS_LINE =
  /^(?:noin\s+|n\.\s*|about\s+|approx\.?\s+|ca\.?\s+)?(?:(?:annokset|annoksia|määrä|servings?|serves|yield|yields|makes|portions?|portioner|personen|für|raciones|porciones)\b\s*:?\s*(?:about\s+)?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s*(?:annosta|annokselle|hengelle|henkilölle|servings?|portions?|people|persons?|kpl|pieces|cookies|muffins|portioner|personen|portionen|personas|porciones|persone|pessoas)\b)/i;
// A value that is only a duration: "30 min", "1 h 30 min", "1½ hours", "45 minuuttia".
const DURATION_ONLY =
  /^(?:(?:\d+(?:[.,]\d+)?\s*½?|½)\s*(?:days?|hours?|hrs?|h|tuntia?|t|minutes?|mins?|m|minuuttia?|min)\.?\s*(?:and\s+)?)+$/i;
const TIME_LABELS: ReadonlyArray<['prepTime' | 'cookTime' | 'totalTime', RegExp]> = [
  [
    'prepTime',
    /^(?:prep(?:aration)?(?:\s*time)?|valmistelu(?:aika)?|esivalmistelu|työaika|active time|preparación|preparazione|zubereitungszeit|temps de préparation|förberedelse)$/i,
  ],
  [
    'cookTime',
    /^(?:cook(?:ing)?(?:\s*time)?|bake|baking|bake\s*time|baking\s*time|kypsennys(?:aika)?|paisto(?:aika)?|uuniaika|cocción|cocinado|cottura|kochzeit|backzeit|temps de cuisson)$/i,
  ],
  [
    'totalTime',
    /^(?:total(?:\s*time)?|time|valmistusaika|kokonaisaika|aika|ready in|tiempo total|tempo totale|gesamtzeit|temps total|total tid)$/i,
  ],
];
// A label alone on its line, its value on the next ("Servings" / "4", "Prep Time" / "20" / "minutes").
const LABEL_ONLY =
  /^(?:servings?|serves|yields?|makes|portions?|annokset|annoksia|prep(?:aration)?\s*time|cook(?:ing)?\s*time|total\s*time|valmistusaika|kokonaisaika|valmistelu(?:aika)?|kypsennysaika|paistoaika)\s*:?$/i;
const TIME_UNIT_ONLY = /^(?:minutes?|mins?|hours?|hrs?|minuuttia|tuntia|min|h)$/i;

const MAX_TITLE_LENGTH = 120;
const MAX_INGREDIENT_WORDS = 12;
const MAX_LABEL_WORDS = 6;
const MAX_HEADING_WORDS = 8;

interface Line {
  text: string;
  /** A blank line came before this one: the start of a new block. */
  blockStart: boolean;
}

type Sections = Record<Section, Line[]>;

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let blank = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      blank = true;
      continue;
    }
    lines.push({ text: line, blockStart: blank });
    blank = false;
  }
  return lines;
}

/** Joins a label line with the value lines under it, so "Servings" + "4" reads as "Servings: 4". */
function joinLabelledValues(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const value = lines[i + 1];
    const labelled =
      value !== undefined &&
      ((LABEL_ONLY.test(line.text) && /^\d/.test(value.text)) ||
        (TIME_LABELS.some(([, pattern]) => pattern.test(line.text.replace(/:$/, ''))) &&
          DURATION_ONLY.test(value.text)));
    if (!labelled) {
      joined.push(line);
      continue;
    }
    let text = `${line.text.replace(/:$/, '')}: ${value.text}`;
    i++;
    const unit = lines[i + 1];
    if (/^\d+$/.test(value.text) && unit && TIME_UNIT_ONLY.test(unit.text)) {
      text += ` ${unit.text}`;
      i++;
    }
    joined.push({ text, blockStart: line.blockStart });
  }
  return joined;
}

/** The section a heading line opens, and any text written after the heading's colon. */
function readHeading(line: string): { section: Section; rest: string } | null {
  const [head, ...tail] = line.split(/[:：]/);
  const words = (head ?? '').replace(HEADING_DECORATION, '$1').trim();
  if (words.split(/\s+/).length > MAX_HEADING_WORDS || isSentence(words)) return null;
  const section = SECTION_HEADINGS.find(([, pattern]) => pattern.test(words))?.[0];
  return section ? { section, rest: tail.join(':').trim() } : null;
}

/** A servings or time line ("4 annosta", "Prep time: 15 minutes") read into the recipe; false if not one. */
function readMetadata(line: string, recipe: ExtractedRecipe): boolean {
  const bare = line.replace(PURE_BULLET, '');
  const words = bare.split(/\s+/).length;
  if (words > 8) return false;
  const [label, ...rest] = bare.split(/:\s*|\s+(?=\d)/);
  const value = rest.join(' ').trim();
  if (label && DURATION_ONLY.test(value)) {
    const field = TIME_LABELS.find(([, pattern]) => pattern.test(label.trim()))?.[0];
    if (field) {
      recipe[field] = durationMinutes(value);
      return true;
    }
  }
  const servings = SERVINGS_LINE.exec(bare);
  if (servings && words <= 5) {
    recipe.servings = yieldServings(servings[1] ?? servings[2]);
    return true;
  }
  return false;
}

function wordCount(line: string): number {
  return line.split(/\s+/).length;
}

function isSentence(line: string): boolean {
  return /[.!?。]$/.test(line);
}

function isIngredientShaped(line: string): boolean {
  if (startsWithQuantity(line)) return !isSentence(line) || wordCount(line) <= MAX_INGREDIENT_WORDS;
  return PURE_BULLET.test(line) && wordCount(line) <= MAX_INGREDIENT_WORDS && !isSentence(line);
}

function isStepShaped(line: string): boolean {
  return STEP_NUMBER.test(line) || wordCount(line) > MAX_INGREDIENT_WORDS || isSentence(line);
}

/** A short line that is not a sentence: "suolaa ja pippuria", or a group label inside a list. */
function isShortPhrase(line: string): boolean {
  return wordCount(line) <= MAX_LABEL_WORDS && !isSentence(line);
}

/**
 * Without headings: blank-line blocks go where most of their lines point; one block without blank lines
 * is read top to bottom, ingredients first and steps from the first sentence on.
 */
function splitByShape(lines: readonly Line[], sections: Sections): void {
  const blocks: Line[][] = [];
  for (const line of lines) {
    if (line.blockStart || blocks.length === 0) blocks.push([]);
    blocks.at(-1)!.push(line);
  }
  if (blocks.length === 1) {
    let inSteps = false;
    for (const line of blocks[0]!) {
      inSteps ||=
        sections.ingredients.length > 0 && !isIngredientShaped(line.text) && isStepShaped(line.text);
      if (inSteps) sections.instructions.push(line);
      else if (
        isIngredientShaped(line.text) ||
        (sections.ingredients.length > 0 && isShortPhrase(line.text))
      ) {
        sections.ingredients.push(line);
      } else sections.other.push(line);
    }
    return;
  }
  for (const block of blocks) {
    const ingredientLines = block.filter((l) => isIngredientShaped(l.text)).length;
    const stepLines = block.filter((l) => isStepShaped(l.text)).length;
    if (ingredientLines * 2 >= block.length) sections.ingredients.push(...block);
    else if (stepLines > 0 && stepLines >= ingredientLines) sections.instructions.push(...block);
    else sections.other.push(...block);
  }
}

/**
 * Steps from the lines of an instruction section. With numbering, a numbered line starts a step and the
 * unnumbered lines under it continue it (a sub-heading ending in ":" stands alone); without numbering
 * each line is a step, except that a line broken mid-sentence (the next starts in lowercase) continues.
 */
function collectSteps(lines: readonly Line[]): string[] {
  const numbered = lines.filter((l) => STEP_NUMBER.test(l.text)).length >= Math.min(2, lines.length);
  const steps: string[] = [];
  let inNumberedStep = false;
  for (const { text, blockStart } of lines) {
    const isNewNumber = STEP_NUMBER.test(text);
    const content = text.replace(isNewNumber ? STEP_NUMBER : PURE_BULLET, '').trim();
    if (!content) continue;
    const previous = steps.at(-1);
    const continues =
      previous !== undefined &&
      !/[:：]$/.test(previous) &&
      (numbered
        ? inNumberedStep && !isNewNumber && !blockStart
        : !/[.!?)。]$/.test(previous) && /^\p{Ll}/u.test(content));
    if (continues) steps[steps.length - 1] = `${previous} ${content}`;
    else {
      steps.push(content);
      inNumberedStep = isNewNumber;
    }
  }
  return steps;
}

/** A title is the first short line that is neither an ingredient, a step nor a sentence. */
function isTitleShaped(line: string): boolean {
  return (
    line.length <= MAX_TITLE_LENGTH &&
    !startsWithQuantity(line) &&
    !STEP_NUMBER.test(line) &&
    !isSentence(line)
  );
}

/** "Suklaakakku | Reseptit | Kotikokki.net", "## **Pulla**": the recipe's name without the dressing. */
function cleanTitle(line: string): string {
  return line
    .split(/\s+[|–—]\s+|\s+-\s+/)[0]!
    .replace(/^#+\s*/, '')
    .replace(/[*_]+/g, '')
    .trim();
}

/**
 * On a page the method is followed by whatever the site adds — credits, tips, related posts — set apart
 * from the step list. The steps are the first block, and further blocks only where a short sub-heading
 * introduces them ("For the frosting" and its own list).
 */
function methodBlocks(lines: readonly Line[]): Line[] {
  const blocks: Line[][] = [];
  for (const line of lines) {
    if (line.blockStart || blocks.length === 0) blocks.push([]);
    blocks.at(-1)!.push(line);
  }
  const kept: Line[] = [];
  let sawSteps = false;
  let introduced = false;
  for (const [i, block] of blocks.entries()) {
    const isSubheading = block.length === 1 && isShortPhrase(block[0]!.text) && i + 1 < blocks.length;
    if (!isSubheading && sawSteps && !introduced) break;
    kept.push(...block);
    sawSteps ||= !isSubheading;
    introduced = isSubheading;
  }
  return kept;
}

interface ParseOptions {
  /** The text is a web page's main text: its blocks mark where the recipe's lists end. */
  fromPage?: boolean;
}

export function parseRecipeText(text: string, options: ParseOptions = {}): ExtractedRecipe {
  const recipe = emptyRecipe();
  const sections: Sections = { ingredients: [], instructions: [], notes: [], other: [] };
  const preamble: Line[] = [];
  let current: Section | null = null;

  for (const line of joinLabelledValues(toLines(text))) {
    // Metadata first: "Preparation: 20 min" is a time, not the method's heading.
    if (readMetadata(line.text, recipe)) continue;
    const heading = readHeading(line.text);
    if (heading) {
      current = heading.section;
      if (heading.rest) sections[current].push({ text: heading.rest, blockStart: true });
    } else {
      (current ? sections[current] : preamble).push(line);
    }
  }

  const titleLine = preamble.find((l) => isTitleShaped(l.text));
  recipe.title = titleLine ? cleanTitle(titleLine.text) : '';
  const untitled = preamble.filter((l) => l !== titleLine);
  // What stands between the title and the recipe proper: an introduction, the description's source.
  const intro: Line[] = [];
  if (sections.ingredients.length === 0) {
    // No ingredient heading: the ingredients (and maybe steps) are among the lines before any heading.
    const shaped: Sections = { ingredients: [], instructions: [], notes: [], other: [] };
    splitByShape(untitled, shaped);
    sections.ingredients = shaped.ingredients;
    sections.instructions = [...shaped.instructions, ...sections.instructions];
    intro.push(...shaped.other);
  } else {
    intro.push(...untitled);
    if (sections.instructions.length === 0) {
      // Only the ingredients have a heading: the steps follow the list without one.
      const listed = sections.ingredients;
      sections.ingredients = [];
      splitByShape(listed, sections);
    }
  }

  recipe.ingredients = sections.ingredients
    .map((l) => withoutBullet(l.text))
    .filter((l) => l !== '' && !isGroupHeading(l) && !isAdvice(l));
  recipe.instructions = collectSteps(
    options.fromPage ? methodBlocks(sections.instructions) : sections.instructions,
  );
  recipe.notes = sections.notes.map((l) => l.text).join('\n');
  recipe.description = intro
    .map((l) => l.text)
    .filter(isSentence)
    .slice(0, 3)
    .join(' ');
  return recipe;
}

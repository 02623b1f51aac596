/**
 * A recipe written as plain text → title, ingredient lines, steps, servings and times. Finds the
 * sections by their headings (Finnish and English, and the common European ones) and, when there are
 * none, by the shape of the lines: lines that start with a quantity are ingredients, sentences are steps.
 */
import { startsWithQuantity } from '../../shared/ingredients';
import { durationMinutes } from './extract/duration';
import { type ExtractedRecipe, emptyRecipe } from './extract/extracted-recipe';
import { isAdvice, isGroupHeading, withoutBullet } from './extract/ingredient-lines';
import { STEP_NUMBER } from './extract/instruction-lines';
import { yieldServings } from './extract/yield';

type Section = 'ingredients' | 'instructions' | 'notes' | 'other';

const SECTION_HEADINGS: ReadonlyArray<[Section, RegExp]> = [
  [
    'ingredients',
    /^(?:ainekset|ainesosat|aineosat|tarvikkeet|raaka-?aineet|ingredients?|ingredienser|ingredienten|zutaten|ingrédients|ingredientes|ingredienti|what you(?:'|’)ll need|you will need)$/i,
  ],
  [
    'instructions',
    /^(?:valmistus(?:ohjeet?)?|valmistaminen|ohjeet?|työvaiheet|tee näin|näin valmistat|instructions?|directions?|method|steps?|preparation|how to make(?: it)?|fremgangsmåde|tillagning|gör så här|bereiding|bereidingswijze|zubereitung|préparation|preparación|procedimento|preparazione)$/i,
  ],
  [
    'notes',
    /^(?:vinkit?|vinkkejä|huom(?:io)?|muistiinpanot|notes?|tips?|recipe notes|cook(?:'|’)s notes?|chef(?:'|’)s notes?)$/i,
  ],
  [
    'other',
    /^(?:nutrition(?: facts| information)?|ravinto(?:sisältö|arvot)|equipment|välineet|comments?|kommentit|reviews?|related recipes|you may also like|share(?: this)?|video)$/i,
  ],
];

// "Ainekset:", "## Ingredients", "**Ohje**", "INGREDIENTS (for 4)": a heading with its decorations.
const HEADING_DECORATION = /^[#*_=\s-]*(.*?)[*_=\s]*(?:\([^)]*\))?\s*:?\s*$/;

/^(?:(?:step|vaihe|steg|schritt|stap|paso|étape)\s*\d{1,2}\s*[:.)-]?|\d{1,2}\s*[.)](?!\d))\s*/i;
const PURE_BULLET = /^\s*[-*•–—·▪◦‣○●□▢☐✓✔]\s+/;

const SERVINGS_LINE =
  /^(?:(?:annokset|annoksia|määrä|servings?|serves|yield|yields|makes|portions?|portioner|personen|für)\b\s*:?\s*(?:about\s+)?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s*(?:annosta|annokselle|hengelle|henkilölle|servings?|portions?|people|persons?|kpl|pieces|cookies|muffins|portioner|personen|portionen)\b)/i;
// A value that is only a duration: "30 min", "1 h 30 min", "1½ hours", "45 minuuttia".
const DURATION_ONLY =
  /^(?:(?:\d+(?:[.,]\d+)?\s*½?|½)\s*(?:days?|hours?|hrs?|h|tuntia?|t|minutes?|mins?|m|minuuttia?|min)\.?\s*(?:and\s+)?)+$/i;
const TIME_LABELS: ReadonlyArray<['prepTime' | 'cookTime' | 'totalTime', RegExp]> = [
  ['prepTime', /^(?:prep(?:aration)?(?:\s*time)?|valmistelu(?:aika)?|esivalmistelu|työaika|active time)$/i],
  [
    'cookTime',
    /^(?:cook(?:ing)?(?:\s*time)?|bake|baking|bake\s*time|baking\s*time|kypsennys(?:aika)?|paisto(?:aika)?|uuniaika)$/i,
  ],
  ['totalTime', /^(?:total(?:\s*time)?|time|valmistusaika|kokonaisaika|aika|ready in)$/i],
];
// A label alone on its line, its value on the next ("Servings" / "4", "Prep Time" / "20" / "minutes").
const LABEL_ONLY =
  /^(?:servings?|serves|yields?|makes|portions?|annokset|annoksia|prep(?:aration)?\s*time|cook(?:ing)?\s*time|total\s*time|valmistusaika|kokonaisaika|valmistelu(?:aika)?|kypsennysaika|paistoaika)\s*:?$/i;

const MAX_TITLE_LENGTH = 120;
const MAX_INGREDIENT_WORDS = 12;

interface Line {
  text: string;
  /** A blank line came before this one: the start of a new block. */
  blockStart: boolean;
}

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

/** The section a heading line opens, and any text written after the heading's colon. */
function readHeading(line: string): { section: Section; rest: string } | null {
  const [head, ...tail] = line.split(':');
  const rest = tail.join(':').trim();
  const words = (head ?? '').replace(HEADING_DECORATION, '$1').trim();
  if (words.split(/\s+/).length > 5) return null;
  for (const [section, pattern] of SECTION_HEADINGS) {
    if (pattern.test(words)) return { section, rest };
  }
  return null;
}

function isIngredientShaped(line: string): boolean {
  if (startsWithQuantity(line)) return !/[.!?]$/.test(line) || line.split(' ').length <= MAX_INGREDIENT_WORDS;
  return PURE_BULLET.test(line) && line.split(' ').length <= MAX_INGREDIENT_WORDS && !/[.!?]$/.test(line);
}

function isStepShaped(line: string): boolean {
  return STEP_NUMBER.test(line) || line.split(' ').length > MAX_INGREDIENT_WORDS || /[.!?]$/.test(line);
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

/** Joins a label line with the value lines under it, so "Servings" + "4" reads as "Servings: 4". */
function joinLabelledValues(lines: Line[]): Line[] {
  const joined: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const value = lines[i + 1];
    if (!LABEL_ONLY.test(line.text) || !value || !/^\d/.test(value.text)) {
      joined.push(line);
      continue;
    }
    let text = `${line.text.replace(/:$/, '')}: ${value.text}`;
    i++;
    const unit = lines[i + 1];
    if (
      /^\d+$/.test(value.text) &&
      unit &&
      /^(?:minutes?|mins?|hours?|hrs?|minuuttia|tuntia|min|h)$/i.test(unit.text)
    ) {
      text += ` ${unit.text}`;
      i++;
    }
    joined.push({ text, blockStart: line.blockStart });
  }
  return joined;
}

/**
 * Steps from the lines of an instruction section. Numbered lines start steps and unnumbered lines that
 * follow join them; without numbering each line is a step, except that a line broken mid-sentence
 * (the next starts in lowercase) continues onto the next.
 */
function collectSteps(lines: readonly Line[]): string[] {
  const numbered = lines.filter((l) => STEP_NUMBER.test(l.text)).length >= Math.min(2, lines.length);
  const steps: string[] = [];
  for (const { text, blockStart } of lines) {
    const isNewNumber = STEP_NUMBER.test(text);
    const content = text.replace(isNewNumber ? STEP_NUMBER : PURE_BULLET, '').trim();
    if (!content) continue;
    const previous = steps.at(-1);
    const continues =
      previous !== undefined &&
      (numbered ? !isNewNumber && !blockStart : !/[.!?:)]$/.test(previous) && /^\p{Ll}/u.test(content));
    if (continues) steps[steps.length - 1] = `${previous} ${content}`;
    else steps.push(content);
  }
  return steps;
}

export function parseRecipeText(text: string): ExtractedRecipe {
  const recipe = emptyRecipe();
  const lines = joinLabelledValues(toLines(text));
  const sections: Record<Section, Line[]> = { ingredients: [], instructions: [], notes: [], other: [] };
  const loose: Line[] = [];
  let current: Section | null = null;
  let sawHeading = false;

  for (const line of lines) {
    const heading = readHeading(line.text);
    if (heading) {
      current = heading.section;
      sawHeading = true;
      if (heading.rest) sections[current].push({ text: heading.rest, blockStart: true });
      continue;
    }
    if (readMetadata(line.text, recipe)) continue;
    if (current) sections[current].push(line);
    else loose.push(line);
  }

  if (!sawHeading || (sections.ingredients.length === 0 && sections.instructions.length === 0)) {
    classifyByShape(loose, sections);
    loose.length = 0;
  }
  recipe.title = pickTitle(loose.length > 0 ? loose : lines);
  recipe.ingredients = sections.ingredients
    .map((l) => withoutBullet(l.text))
    .filter((l) => l !== '' && l !== recipe.title && !isGroupHeading(l) && !isAdvice(l));
  recipe.instructions = collectSteps(sections.instructions);
  recipe.notes = sections.notes.map((l) => l.text).join('\n');
  if (loose.length > 0 && !recipe.description) recipe.description = summarize(loose, recipe.title);
  return recipe;
}

/** Without headings: blank-line blocks (or single lines) go where their shape says. */
function classifyByShape(lines: Line[], sections: Record<Section, Line[]>): void {
  const title = pickTitle(lines);
  for (const line of lines) {
    if (line.text === title) continue;
    if (isIngredientShaped(line.text) && sections.instructions.length === 0) sections.ingredients.push(line);
    else if (isStepShaped(line.text) || sections.ingredients.length > 0) sections.instructions.push(line);
  }
}

/** The first short line that is neither an ingredient nor a sentence. */
function pickTitle(lines: readonly Line[]): string {
  const candidate = lines.find(
    (l) =>
      l.text.length <= MAX_TITLE_LENGTH &&
      !startsWithQuantity(l.text) &&
      !STEP_NUMBER.test(l.text) &&
      !/[.!?]$/.test(l.text),
  );
  return candidate
    ? candidate.text
        .replace(/^#+\s*/, '')
        .replace(/[*_]+/g, '')
        .trim()
    : '';
}

function summarize(lines: readonly Line[], title: string): string {
  return lines
    .map((l) => l.text)
    .filter((t) => t !== title && /[.!?]$/.test(t))
    .slice(0, 3)
    .join(' ');
}

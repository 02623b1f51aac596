/**
 * Tags without AI: what the recipe's own words show — its main ingredients, what the dish is, how it
 * is made, and the season, occasion or diet when the text names them — in the recipe's language.
 * Nothing is inferred from a word's absence. The vocabulary is in tag-vocabulary.ts.
 */
import type { Category } from '#shared/recipes/categories.ts';
import {
  CATEGORY_TAGS,
  CHILLED,
  DESSERT,
  DIFFICULTY_TAGS,
  LANGUAGE_MARKERS,
  OVEN,
  TAG_VOCABULARY,
  type TagEntry,
  type TagKind,
  TITLE_STOPWORDS,
} from '../words/tag-vocabulary';
import { comparable, type KeywordTable, type Match, tableMatches, words } from './keyword-match';

export type TagLanguage = 'fi' | 'en';

export interface TagSource {
  title: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}

export interface TagFacts {
  category: Category;
  difficulty: 'easy' | 'medium' | 'hard';
}

const MIN_TAGS = 3;
const MAX_TAGS = 5;

const FINNISH_MARKERS = new Set(words(LANGUAGE_MARKERS.fi));
const ENGLISH_MARKERS = new Set(words(LANGUAGE_MARKERS.en));

/** Finnish when its marker words and its ä/ö outnumber English stop words; English otherwise. */
export function detectLanguage(source: TagSource): TagLanguage {
  const text = [source.title, ...source.ingredients, ...source.instructions].join(' ').toLowerCase();
  let finnish = 0;
  let english = 0;
  for (const word of text.split(/[^\p{L}]+/u)) {
    if (FINNISH_MARKERS.has(word) || /[äö]/.test(word)) finnish += 1;
    else if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  return finnish > english ? 'fi' : 'en';
}

/**
 * Each entry named by its index in the vocabulary: one table per kind for the lines, and one of all
 * kinds for the title, where the longest reading wins across kinds ("juustokakku" is a cheesecake,
 * not cheese and a cake).
 */
const ALL: KeywordTable = TAG_VOCABULARY.map((entry, index) => [String(index), words(entry.stems)] as const);
const TABLES = new Map<TagKind, KeywordTable>(
  (['ingredient', 'form', 'technique', 'occasion', 'diet'] as const).map((kind) => [
    kind,
    ALL.filter(([index]) => TAG_VOCABULARY[Number(index)]!.kind === kind),
  ]),
);
const OVEN_TABLE: KeywordTable = [['oven', words(OVEN.stems)]];
const CHILLED_TABLE: KeywordTable = [['chilled', words(CHILLED.stems)]];

// Where a kind's evidence counts, and how much: the title names the dish; ten lines of one ingredient
// are still one ingredient.
const WEIGHT = { title: 3, line: 1, maxLines: 2 } as const;
const EVIDENCE: Record<TagKind, { ingredients: boolean; steps: boolean }> = {
  ingredient: { ingredients: true, steps: false },
  form: { ingredients: false, steps: false },
  technique: { ingredients: false, steps: true },
  occasion: { ingredients: true, steps: true },
  diet: { ingredients: true, steps: true },
};

interface Texts {
  /** The title's matches over the whole vocabulary. */
  title: readonly Match[];
  ingredients: string;
  steps: string;
}

interface Candidate {
  entry: TagEntry;
  score: number;
  /** Where it first shows, for ties: the title's last-named form, the first-listed ingredient. */
  order: number;
}

function counts(matches: readonly Match[]): Map<string, { hits: number; first: number; last: number }> {
  const byName = new Map<string, { hits: number; first: number; last: number }>();
  for (const m of matches) {
    const seen = byName.get(m.name);
    if (seen) {
      seen.hits += 1;
      seen.last = m.start;
    } else byName.set(m.name, { hits: 1, first: m.start, last: m.start });
  }
  return byName;
}

function candidates(kind: TagKind, texts: Texts): Candidate[] {
  const table = TABLES.get(kind) ?? [];
  const where = EVIDENCE[kind];
  const inTitle = counts(texts.title.filter((m) => TAG_VOCABULARY[Number(m.name)]!.kind === kind));
  const inLines = where.ingredients ? counts(tableMatches(texts.ingredients, table)) : new Map();
  const inSteps = where.steps ? counts(tableMatches(texts.steps, table)) : new Map();
  const found: Candidate[] = [];
  for (const name of new Set([...inTitle.keys(), ...inLines.keys(), ...inSteps.keys()])) {
    const entry = TAG_VOCABULARY[Number(name)]!;
    const title = inTitle.get(name);
    if (entry.titleOnly && !title) continue;
    const lines = Math.min((inLines.get(name)?.hits ?? 0) + (inSteps.get(name)?.hits ?? 0), WEIGHT.maxLines);
    if (entry.hot && !title && lines < WEIGHT.maxLines) continue;
    const score = (title ? WEIGHT.title : 0) + lines * WEIGHT.line;
    // A dish is named by the last form in its title ("mustikka-rahkapiirakka" is a pie), its main
    // ingredient comes first ("raparperi-kaurapiirakka").
    const inTitleOrder = kind === 'form' ? -(title?.last ?? 0) : (title?.first ?? 0);
    const order = title ? inTitleOrder : (inLines.get(name)?.first ?? inSteps.get(name)?.first ?? 0);
    found.push({ entry, score, order });
  }
  return found.sort((a, b) => b.score - a.score || a.order - b.order);
}

function hasEvidence(text: string, table: KeywordTable): boolean {
  return tableMatches(text, table).length > 0;
}

/** How it is made: a specific technique the steps name, else the oven, else a chilled sweet. */
function techniqueTags(texts: Texts, facts: TagFacts, language: TagLanguage): string[] {
  const found = candidates('technique', texts);
  const named = found.map((c) => c.entry[language]);
  const oven = hasEvidence(texts.steps, OVEN_TABLE);
  if (oven) named.push(OVEN[facts.category === 'sweet' ? 'sweet' : 'salty'][language]);
  const hot = oven || found.some((c) => c.entry.hot);
  if (facts.category === 'sweet' && !hot && hasEvidence(texts.steps, CHILLED_TABLE)) {
    named.push(CHILLED.tag[language]);
  }
  return named;
}

const STOPWORDS = new Set(words(TITLE_STOPWORDS));
const MIN_TITLE_WORD_LENGTH = 4;

/** The last resort when the vocabulary knows nothing of the dish: the words of its name. */
function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length >= MIN_TITLE_WORD_LENGTH && !STOPWORDS.has(w));
}

/**
 * 3–5 tags in the recipe's language: the main ingredient, what the dish is, a named occasion or diet,
 * a second ingredient and the technique; then further matches; only when those run out, the category,
 * the difficulty and the title's words (facts, but ones the library's filters already show).
 */
export function ruleTags(source: TagSource, facts: TagFacts): string[] {
  const language = detectLanguage(source);
  const texts: Texts = {
    title: tableMatches(comparable(source.title), ALL),
    ingredients: comparable(source.ingredients.join(' | ')),
    steps: comparable(source.instructions.join(' | ')),
  };
  const tag = (c: Candidate) => c.entry[language];
  const ingredients = candidates('ingredient', texts).map(tag);
  const formCandidates = candidates('form', texts);
  const forms = formCandidates.map(tag);
  const dessert =
    facts.category === 'sweet' && formCandidates[0]?.entry.dessert ? DESSERT[language] : undefined;
  const occasions = candidates('occasion', texts).map(tag);
  const diets = candidates('diet', texts).map(tag);
  const techniques = techniqueTags(texts, facts, language);

  const ordered = [
    ingredients[0],
    forms[0],
    occasions[0],
    diets[0],
    ingredients[1],
    dessert,
    techniques[0],
    ...ingredients.slice(2),
    ...techniques.slice(1),
    ...occasions.slice(1),
    ...diets.slice(1),
  ];
  const tags: string[] = [];
  for (const candidate of ordered) {
    if (candidate && !tags.includes(candidate) && tags.length < MAX_TAGS) tags.push(candidate);
  }
  const fallbacks = [
    CATEGORY_TAGS[language][facts.category === 'sweet' ? 'sweet' : 'salty'],
    DIFFICULTY_TAGS[language][facts.difficulty],
    ...titleWords(source.title),
  ];
  // A recipe that gives nothing to go on ("X", no lines) may end with fewer than three: no tag is made up.
  for (const fallback of fallbacks) {
    if (tags.length >= MIN_TAGS) break;
    if (!tags.includes(fallback)) tags.push(fallback);
  }
  return tags;
}

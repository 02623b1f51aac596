import { MIXED } from '#server/import/classify/classify.ts';
import {
  type Category,
  type Difficulty,
  SALTY_SUBCATEGORIES,
  SWEET_SUBCATEGORIES,
} from '#shared/recipes/categories.ts';
import { LIMITS, type RecipeDraft } from '#shared/recipes/recipe.ts';
import { FIELD_LABELS } from './foreign-fields';
import { CATEGORY_TERMS, DIFFICULTY_TERMS } from './source-terms-words';

/** What another app says of a recipe in its own words: its categories, tags, keywords, cuisine, course. */
export interface SourceTerms {
  terms: string[];
  difficulty?: string;
}

const key = (term: string) => term.trim().toLowerCase();
/** "Cakes" and "Cake" name the same subcategory. */
const singular = (term: string) => key(term).replace(/s$/, '');

function lookup<K extends string>(table: Readonly<Record<K, readonly string[]>>): Map<string, K> {
  const map = new Map<string, K>();
  for (const [name, words] of Object.entries(table) as [K, readonly string[]][])
    for (const word of words) map.set(key(word), name);
  return map;
}
const CATEGORY_OF = lookup(CATEGORY_TERMS);
const DIFFICULTY_OF = lookup(DIFFICULTY_TERMS);
const SUBCATEGORIES: Readonly<Record<'sweet' | 'salty', readonly string[]>> = {
  sweet: SWEET_SUBCATEGORIES,
  salty: SALTY_SUBCATEGORIES,
};

/** The terms once each, as written (the first spelling wins), blanks left out. */
export function distinctTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms
    .map((term) => term.trim())
    .filter((term) => term && !seen.has(key(term)) && seen.add(key(term)));
}

/**
 * The category the terms say clearly: every term that names one names the same (a subcategory name
 * that exists on one side only counts for that side). null when they say none or disagree.
 */
function statedCategory(terms: readonly string[]): 'sweet' | 'salty' | null {
  const said = new Set<'sweet' | 'salty'>();
  for (const term of terms) {
    const named = CATEGORY_OF.get(key(term));
    if (named) said.add(named);
    const sides = (['sweet', 'salty'] as const).filter((side) =>
      SUBCATEGORIES[side].some((name) => singular(name) === singular(term)),
    );
    if (sides.length === 1) said.add(sides[0]!);
  }
  return said.size === 1 ? [...said][0]! : null;
}

function statedSubcategory(category: 'sweet' | 'salty', terms: readonly string[]): string | null {
  for (const term of terms) {
    const found = SUBCATEGORIES[category].find((name) => singular(name) === singular(term));
    if (found) return found;
  }
  return null;
}

/**
 * The draft with the source's own classification (ADR 0027): its terms become the tags as written,
 * none translated or replaced (those over the tag limits go to the notes, so none is lost); category,
 * subcategory and difficulty come from them when they say it clearly, else the rules' stand. The rule
 * tags stay only on a recipe whose source gave none.
 */
export function withSourceTerms(draft: RecipeDraft, source: SourceTerms): RecipeDraft {
  const terms = distinctTerms(source.terms);
  const fits = terms.filter((term) => term.length <= LIMITS.tag);
  const tags = fits.slice(0, LIMITS.tags);
  const overflow = terms.filter((term) => !tags.includes(term));
  const category = statedCategory(terms);
  const difficulty: Difficulty | undefined = DIFFICULTY_OF.get(key(source.difficulty ?? ''));
  const notes = [
    draft.notes,
    overflow.length > 0 ? `${FIELD_LABELS.tags}: ${overflow.join(', ')}` : '',
    source.difficulty && !difficulty ? `${FIELD_LABELS.difficulty}: ${source.difficulty}` : '',
  ].filter(Boolean);
  const ruleCategory = draft.category as Category;
  return {
    ...draft,
    ...(terms.length > 0 ? { aiGeneratedTags: tags } : {}),
    ...(category
      ? {
          category,
          subcategory:
            statedSubcategory(category, terms) ??
            (ruleCategory === category ? draft.subcategory : MIXED[category]),
        }
      : {}),
    ...(difficulty ? { difficulty } : {}),
    notes: notes.join('\n'),
  };
}

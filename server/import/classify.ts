/**
 * Deterministic guesses for what the source does not say: salty or sweet, the subcategory, 3–5 tags
 * and a difficulty. Keywords are matched in Finnish and English on the title, the source's own
 * categories and keywords, and the ingredient lines; the title weighs most.
 */
import { type Category, normalizeCategory, normalizeSubcategory } from '../../shared/categories';
import type { ExtractedRecipe } from './extract/extracted-recipe';

export interface Classification {
  category: Category;
  subcategory: string;
  tags: string[];
  difficulty: 'easy' | 'medium' | 'hard';
}

const WEIGHT = { title: 3, terms: 2, ingredients: 1 } as const;

const SWEET_WORDS = [
  'sugar',
  'sokeri',
  'chocolate',
  'suklaa',
  'cocoa',
  'kaakao',
  'vanilla',
  'vanilja',
  'honey',
  'hunaja',
  'syrup',
  'siirappi',
  'caramel',
  'kinuski',
  'cake',
  'kakku',
  'cookie',
  'keksi',
  'dessert',
  'jälkiruoka',
  'brownie',
  'muffin',
  'pulla',
  'ice cream',
  'jäätelö',
  'sorbet',
  'meringue',
  'marenki',
  'mousse',
  'ganache',
  'macaron',
  'frosting',
  'kuorrute',
  'icing',
  'jam',
  'hillo',
  'strawberr',
  'mansik',
  'raspberr',
  'vadelm',
  'blueberr',
  'mustik',
  'torte',
  'torttu',
  'pie',
  'piiras',
  'tart',
  'custard',
  'vanukas',
  'pudding',
  'candy',
  'fudge',
  'toffee',
  'marzipan',
  'marsipaani',
  'cinnamon roll',
  'korvapuusti',
  'pancake',
  'pannukakku',
  'waffle',
  'vohveli',
  'sweet',
  'makea',
];
const SALTY_WORDS = [
  'onion',
  'sipuli',
  'garlic',
  'valkosipuli',
  'chicken',
  'kana',
  'broileri',
  'beef',
  'nauta',
  'pork',
  'sianliha',
  'fish',
  'kala',
  'salmon',
  'lohi',
  'shrimp',
  'katkarap',
  'prawn',
  'black pepper',
  'mustapippuri',
  'broth',
  'liemi',
  'stock',
  'soup',
  'keitto',
  'pasta',
  'rice',
  'riisi',
  'potato',
  'peruna',
  'tomato',
  'tomaat',
  'bacon',
  'pekoni',
  'sausage',
  'makkara',
  'ham',
  'kinkku',
  'meat',
  'liha',
  'lamb',
  'lammas',
  'mince',
  'jauheliha',
  'cheddar',
  'parmesan',
  'feta',
  'salad',
  'salaatti',
  'curry',
  'chili',
  'chilli',
  'soy sauce',
  'soija',
  'anchov',
  'sardin',
  'tuna',
  'tonnikala',
  'cabbage',
  'kaali',
  'spinach',
  'pinaatti',
  'mushroom',
  'sieni',
  'herkkusieni',
  'egg yolk',
  'bread',
  'leipä',
];

/** Keyword stems per subcategory, checked in list order so the first listed wins a tie. */
const SWEET_SUBCATEGORY_WORDS: ReadonlyArray<[string, readonly string[]]> = [
  ['Cheesecakes', ['cheesecake', 'juustokakku']],
  ['Creme Brulees', ['brûlée', 'brulee', 'paahtovanukas']],
  ['Macarones', ['macaron', 'macaroon']],
  ['Ganaches', ['ganache']],
  ['Cremeaux', ['cremeux', 'crémeux', 'cremeaux']],
  ['Pannacotta', ['panna cotta', 'pannacotta']],
  ['Sabayon', ['sabayon', 'zabaglione', 'zabaione']],
  ['Anglaise', ['anglaise', 'vaniljakastike']],
  ['Marengue', ['meringue', 'marenki', 'pavlova']],
  ['Mousses', ['mousse']],
  ['Ice-creams', ['ice cream', 'jäätelö', 'gelato', 'semifreddo', 'parfait']],
  ['Sorbets', ['sorbet', 'sorbetti']],
  ['Curds', ['curd']],
  ['Gelees', ['gelée', 'gelee', 'jelly', 'hyytelö']],
  ['Siphon', ['siphon', 'sifoni', 'espuma']],
  ['Thouilles', ['tuile', 'thouille']],
  ['Crumble', ['crumble', 'murupaj', 'murupiira']],
  [
    'Mignardise',
    ['mignardise', 'petit four', 'bonbon', 'konvehti', 'truffle', 'tryffeli', 'fudge', 'praline'],
  ],
  [
    'Cakes',
    ['cake', 'kakku', 'torte', 'torttu', 'brownie', 'muffin', 'cupcake', 'piiras', 'pie', 'tart', 'kakut'],
  ],
  ['Doughs', ['dough', 'taikina', 'pastry', 'pohja', 'cookie', 'keksi', 'pulla', 'biscuit']],
  ['Syrup', ['syrup', 'siirappi']],
  ['Sauces', ['sauce', 'kastike', 'coulis', 'caramel', 'kinuski', 'toffee']],
  ['Creams', ['cream', 'kreemi', 'crème', 'custard', 'vanukas', 'pudding', 'rahka']],
  ['Chocolate', ['chocolate', 'suklaa', 'cocoa', 'kaakao']],
  [
    'Fruit',
    [
      'fruit',
      'hedelmä',
      'berry',
      'berries',
      'marja',
      'apple',
      'omena',
      'pear',
      'päärynä',
      'banana',
      'banaani',
      'lemon',
      'sitruuna',
      'strawberr',
      'mansik',
      'raspberr',
      'vadelm',
      'blueberr',
      'mustik',
      'rhubarb',
      'raparperi',
    ],
  ],
];
const SALTY_SUBCATEGORY_WORDS: ReadonlyArray<[string, readonly string[]]> = [
  ['Crackers', ['cracker', 'näkkileipä', 'hapankorppu']],
  [
    'Emulsions',
    ['mayonnaise', 'majoneesi', 'aioli', 'hollandaise', 'béarnaise', 'bearnaise', 'vinaigrette', 'emulsion'],
  ],
  ['Pyre', ['purée', 'puree', 'pyree', 'pyre', 'sose', 'mash', 'muusi']],
  ['Siphons', ['siphon', 'sifoni', 'espuma']],
  ['Granites', ['granita', 'granité', 'granite']],
  ['Thouilles', ['tuile', 'thouille']],
  [
    'Milk production',
    [
      'ricotta',
      'yogurt',
      'yoghurt',
      'jogurtti',
      'viili',
      'homemade cheese',
      'kotijuusto',
      'paneer',
      'labneh',
    ],
  ],
  ['Stocks', ['stock', 'fond', 'fondi']],
  ['Broths', ['broth', 'liemi', 'consommé', 'consomme', 'bouillon', 'dashi', 'ramen', 'soup', 'keitto']],
  [
    'Bread',
    [
      'bread',
      'leipä',
      'loaf',
      'sämpylä',
      'focaccia',
      'baguette',
      'brioche',
      'rieska',
      'bun',
      'ciabatta',
      'sourdough',
      'juuri',
    ],
  ],
  ['Doughs', ['dough', 'taikina', 'pastry', 'pizza', 'pasta dough', 'gnocchi']],
  ['Sauces', ['sauce', 'kastike', 'dressing', 'salsa', 'pesto', 'gravy', 'dip', 'ketchup', 'chutney']],
  [
    'Fish & seafood',
    [
      'fish',
      'kala',
      'salmon',
      'lohi',
      'tuna',
      'tonnikala',
      'cod',
      'turska',
      'shrimp',
      'katkarap',
      'prawn',
      'mussel',
      'simpuk',
      'crab',
      'rapu',
      'lobster',
      'hummeri',
      'squid',
      'calamari',
      'seafood',
      'silli',
      'herring',
      'siika',
      'kuha',
      'halibut',
      'ruijanpallas',
      'muikku',
      'scallop',
      'kampasimpuk',
    ],
  ],
  [
    'Meat',
    [
      'meat',
      'liha',
      'beef',
      'nauta',
      'pork',
      'possu',
      'sianliha',
      'chicken',
      'kana',
      'broileri',
      'lamb',
      'lammas',
      'turkey',
      'kalkkuna',
      'sausage',
      'makkara',
      'bacon',
      'pekoni',
      'steak',
      'pihvi',
      'veal',
      'vasikka',
      'duck',
      'ankka',
      'poro',
      'hirvi',
      'ham',
      'kinkku',
      'chorizo',
    ],
  ],
  [
    'Vegetables',
    [
      'vegetable',
      'kasvis',
      'salad',
      'salaatti',
      'potato',
      'peruna',
      'carrot',
      'porkkana',
      'cabbage',
      'kaali',
      'mushroom',
      'sieni',
      'eggplant',
      'munakoiso',
      'zucchini',
      'kesäkurpitsa',
      'cauliflower',
      'kukkakaali',
      'broccoli',
      'parsakaali',
      'spinach',
      'pinaatti',
      'lentil',
      'linssi',
      'bean',
      'papu',
      'tofu',
      'asparagus',
      'parsa',
      'beet',
      'punajuuri',
    ],
  ],
];
const MIXED = { salty: 'Mixed recipes salty', sweet: 'Mixed recipes sweet' } as const;

// Techniques that make a pastry recipe demanding regardless of its length.
const HARD_TECHNIQUES = [
  'temper',
  'temperoi',
  'laminat',
  'croissant',
  'macaron',
  'sous vide',
  'isomalt',
  'spun sugar',
  'sokerilanka',
  'siphon',
  'sifoni',
  'soufflé',
  'souffle',
  'puff pastry from scratch',
  'voitaikina',
];

interface Texts {
  title: string;
  terms: string;
  ingredients: string;
}

function textsOf(recipe: ExtractedRecipe): Texts {
  return {
    title: ` ${recipe.title.toLowerCase()} `,
    terms: ` ${[...recipe.categories, ...recipe.keywords].join(' | ').toLowerCase()} `,
    ingredients: ` ${recipe.ingredients.join(' | ').toLowerCase()} `,
  };
}

/** A keyword matches at the start of a word, so "pie" finds "pies" but not "piece"'s neighbours. */
function countMatches(text: string, word: string): number {
  let count = 0;
  let from = text.indexOf(word);
  while (from >= 0) {
    const before = text[from - 1] ?? ' ';
    const after = text[from + word.length] ?? ' ';
    if (!/\p{L}/u.test(before) && !(word.length <= 3 && /\p{L}/u.test(after) && after !== 's')) count++;
    from = text.indexOf(word, from + word.length);
  }
  return count;
}

function score(texts: Texts, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    total +=
      WEIGHT.title * countMatches(texts.title, word) +
      WEIGHT.terms * countMatches(texts.terms, word) +
      WEIGHT.ingredients * Math.min(countMatches(texts.ingredients, word), 2);
  }
  return total;
}

function bestSubcategory(
  texts: Texts,
  table: ReadonlyArray<[string, readonly string[]]>,
): { name: string; score: number } {
  let best = { name: '', score: 0 };
  for (const [name, words] of table) {
    const s = score(texts, words);
    if (s > best.score) best = { name, score: s };
  }
  return best;
}

function categorize(texts: Texts): Category {
  const sweet =
    score(texts, SWEET_WORDS) + bestSubcategory({ ...texts, ingredients: '' }, SWEET_SUBCATEGORY_WORDS).score;
  const salty = score(texts, SALTY_WORDS);
  return normalizeCategory(sweet > salty ? 'sweet' : 'salty');
}

function difficultyOf(recipe: ExtractedRecipe, texts: Texts): Classification['difficulty'] {
  const everything = `${texts.title} ${recipe.instructions.join(' ').toLowerCase()}`;
  const minutes = recipe.totalTime || recipe.prepTime + recipe.cookTime;
  if (
    HARD_TECHNIQUES.some((t) => everything.includes(t)) ||
    recipe.ingredients.length >= 15 ||
    recipe.instructions.length >= 12 ||
    minutes >= 180
  ) {
    return 'hard';
  }
  if (recipe.ingredients.length <= 7 && recipe.instructions.length <= 5 && minutes <= 30) return 'easy';
  return 'medium';
}

const MAX_TAGS = 5;
const MIN_TAGS = 3;
const MAX_TAG_LENGTH = 30;
const STOPWORDS = new Set([
  'and',
  'the',
  'with',
  'for',
  'recipe',
  'easy',
  'best',
  'homemade',
  'from',
  'ja',
  'tai',
  'sekä',
  'resepti',
  'helppo',
  'paras',
  'with',
  'without',
  'ilman',
  'how',
  'make',
  'to',
  'of',
  'in',
  'a',
  'an',
]);

function tagCandidate(text: string): string {
  const tag = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return tag.length <= MAX_TAG_LENGTH && tag.split(' ').length <= 3 ? tag : '';
}

function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w));
}

/** 3–5 short lowercase tags: the source's own keywords first, then words derived from the recipe. */
function tagsOf(
  recipe: ExtractedRecipe,
  category: Category,
  subcategory: string,
  ingredientNames: string[],
): string[] {
  const tags: string[] = [];
  const add = (candidate: string) => {
    const tag = tagCandidate(candidate);
    if (tag && !tags.includes(tag) && tags.length < MAX_TAGS) tags.push(tag);
  };
  for (const term of [...recipe.keywords, ...recipe.categories, ...recipe.cuisines]) add(term);
  if (tags.length >= MIN_TAGS) return tags;
  add(category);
  if (!subcategory.startsWith('Mixed')) add(subcategory);
  for (const word of titleWords(recipe.title)) if (tags.length < MIN_TAGS + 1) add(word);
  for (const name of ingredientNames) if (tags.length < MIN_TAGS) add(name);
  return tags;
}

export function classifyRecipe(recipe: ExtractedRecipe, ingredientNames: string[] = []): Classification {
  const texts = textsOf(recipe);
  const category = categorize(texts);
  const table = category === 'sweet' ? SWEET_SUBCATEGORY_WORDS : SALTY_SUBCATEGORY_WORDS;
  const best = bestSubcategory(texts, table);
  const subcategory = normalizeSubcategory(
    category,
    best.name || MIXED[category === 'sweet' ? 'sweet' : 'salty'],
  );
  return {
    category,
    subcategory,
    tags: tagsOf(recipe, category, subcategory, ingredientNames),
    difficulty: difficultyOf(recipe, texts),
  };
}

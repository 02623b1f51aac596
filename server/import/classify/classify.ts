/**
 * Deterministic guesses for what a source does not say: salty or sweet, the subcategory and a
 * difficulty (and, through rule-tags.ts, 3–5 tags). Keywords are matched in Finnish and English on the
 * title, the source's own categories and keywords, and the ingredient lines; the title weighs most.
 */
import { type Category, normalizeCategory, normalizeSubcategory } from '#shared/recipes/categories.ts';
import type { ExtractedRecipe } from '../extracted-recipe';
import { comparable, type KeywordTable, type Match, tableMatches, words } from './keyword-match';
import { ruleTags } from './rule-tags';

export interface Classification {
  category: Category;
  subcategory: string;
  tags: string[];
  difficulty: 'easy' | 'medium' | 'hard';
}

type SubcategoryTable = KeywordTable;

function table(entries: ReadonlyArray<readonly [string, string]>): SubcategoryTable {
  return entries.map(([name, list]) => [name, words(list)] as const);
}

/** A flat keyword list, scored like a table with one entry. */
function evidence(list: string): SubcategoryTable {
  return [['', words(list)]];
}

const SWEET_WORDS = evidence(
  'sugar, sokeri, chocolate, suklaa, cocoa, kaakao, vanilla, vanilja, honey, hunaja, syrup, siirappi, caramel, ' +
    'kinuski, cake, kakku, cookie, keksi, dessert, jälkiruoka, brownie, muffin, pulla, ice cream, jäätelö, ' +
    'sorbet, meringue, marenki, mousse, ganache, macaron, frosting, kuorrute, icing, jam, hillo, strawberr, ' +
    'mansik, raspberr, vadelm, blueberr, mustik, torte, torttu, pie, tart, custard, vanukas, ' +
    'pudding, candy, fudge, toffee, marzipan, marsipaani, korvapuusti, pancake, pannukakku, waffle, vohveli, ' +
    'sweet, makea, shortbread, gingerbread, piparkak, cinnamon roll, cinnamon bun, dessert, postre',
);
const SALTY_WORDS = evidence(
  'onion, sipuli, garlic, valkosipuli, chicken, kana, broileri, beef, nauta, pork, sianliha, fish, kala, ' +
    'salmon, lohi, shrimp, katkarap, prawn, black pepper, mustapippuri, broth, liemi, stock, soup, keitto, ' +
    'pasta, rice, riisi, potato, peruna, tomato, tomaat, bacon, pekoni, sausage, makkara, ham, kinkku, meat, ' +
    'liha, lamb, lammas, mince, jauheliha, cheddar, parmesan, feta, salad, salaatti, curry, chili, chilli, ' +
    'soy sauce, soija, anchov, sardin, tuna, tonnikala, cabbage, kaali, spinach, pinaatti, mushroom, sieni, ' +
    'bread, leipä, laatikko, casserole',
);

/** Keyword stems per subcategory; on equal evidence the entry listed first wins. */
const SWEET_SUBCATEGORY_WORDS = table([
  ['Cheesecakes', 'cheesecake, juustokakku'],
  ['Creme Brulees', 'brûlée, brulee, paahtovanukas'],
  ['Macarones', 'macaron, macaroon'],
  ['Ganaches', 'ganache'],
  ['Cremeaux', 'cremeux, crémeux, cremeaux'],
  ['Pannacotta', 'panna cotta, pannacotta'],
  ['Sabayon', 'sabayon, zabaglione, zabaione'],
  ['Anglaise', 'anglaise, vaniljakastike'],
  ['Marengue', 'meringue, marenki, pavlova'],
  ['Mousses', 'mousse'],
  ['Ice-creams', 'ice cream, jäätelö, gelato, semifreddo, parfait'],
  ['Sorbets', 'sorbet, sorbetti'],
  ['Curds', 'curd'],
  ['Gelees', 'gelée, gelee, jelly, hyytelö'],
  ['Siphon', 'siphon, sifoni, espuma'],
  ['Thouilles', 'tuile, thouille'],
  ['Crumble', 'crumble, murupaj, murupiira'],
  ['Mignardise', 'mignardise, petit four, bonbon, konvehti, truffle, tryffeli, fudge, praline'],
  ['Cakes', 'cake, kakku, kakut, torte, torttu, brownie, muffin, cupcake, piirak, piiras, pie, tart'],
  [
    'Doughs',
    'dough, taikina, pastry, pohja, cookie, keksi, pulla, biscuit, shortbread, gingerbread, piparkak, ' +
      'cinnamon roll, cinnamon bun',
  ],
  ['Syrup', 'syrup, siirappi'],
  ['Sauces', 'sauce, kastike, coulis, caramel, kinuski, toffee'],
  ['Creams', 'cream, kreemi, crème, custard, vanukas, pudding, rahka'],
  ['Chocolate', 'chocolate, suklaa, cocoa, kaakao'],
  // Batters have no subcategory of their own; naming them keeps "pancake" from reading as a cake.
  ['Mixed recipes sweet', 'pancake, pannukak, crêpe, crepe, lettu, letut, waffle, vohveli'],
  [
    'Fruit',
    'fruit, hedelmä, berry, berries, marja, apple, omena, pear, päärynä, banana, banaani, lemon, sitruuna, ' +
      'strawberr, mansik, raspberr, vadelm, blueberr, mustik, rhubarb, raparperi',
  ],
]);
const SALTY_SUBCATEGORY_WORDS = table([
  ['Crackers', 'cracker, näkkileipä, hapankorppu'],
  ['Emulsions', 'mayonnaise, majoneesi, aioli, hollandaise, béarnaise, bearnaise, vinaigrette, emulsion'],
  ['Pyre', 'purée, puree, pyree, pyre, sose, mash, muusi'],
  ['Siphons', 'siphon, sifoni, espuma'],
  ['Granites', 'granita, granité, granite'],
  ['Thouilles', 'tuile, thouille'],
  [
    'Milk production',
    'ricotta, yogurt, yoghurt, jogurtti, viili, homemade cheese, kotijuusto, paneer, labneh',
  ],
  ['Stocks', 'stock, fond, fondi'],
  ['Broths', 'broth, liemi, consommé, consomme, bouillon, dashi, ramen, soup, keitto'],
  [
    'Bread',
    'bread, leipä, loaf, sämpylä, focaccia, baguette, brioche, rieska, bun, ciabatta, sourdough, juureen',
  ],
  ['Doughs', 'dough, taikina, pastry, pizza, gnocchi, piirak, piiras'],
  ['Sauces', 'sauce, kastike, dressing, salsa, pesto, gravy, dip, ketchup, chutney'],
  [
    'Fish & seafood',
    'fish, kala, salmon, lohi, tuna, tonnikala, cod, turska, shrimp, katkarap, prawn, mussel, simpuk, crab, ' +
      'rapu, lobster, hummeri, squid, calamari, seafood, silli, herring, siika, kuha, halibut, muikku, scallop',
  ],
  [
    'Meat',
    'meat, liha, beef, nauta, pork, possu, sianliha, chicken, kana, broileri, lamb, lammas, turkey, kalkkuna, ' +
      'pot pie, lihapiira, ' +
      'sausage, makkara, bacon, pekoni, steak, pihvi, veal, vasikka, duck, ankka, poro, hirvi, ham, kinkku, ' +
      'chorizo, carne',
  ],
  [
    'Vegetables',
    'vegetable, kasvis, salad, salaatti, potato, peruna, carrot, porkkana, cabbage, kaali, mushroom, sieni, ' +
      'eggplant, munakoiso, zucchini, kesäkurpitsa, cauliflower, kukkakaali, broccoli, parsakaali, spinach, ' +
      'pinaatti, lentil, linssi, bean, papu, tofu, asparagus, parsa, beet, punajuuri',
  ],
]);
export const MIXED: Readonly<Record<Category, string>> = {
  salty: 'Mixed recipes salty',
  savory: 'Mixed recipes salty',
  sweet: 'Mixed recipes sweet',
};

// Techniques that make a pastry recipe demanding regardless of its length.
const HARD_TECHNIQUES = words(
  'temper, temperoi, laminat, croissant, macaron, sous vide, isomalt, spun sugar, sokerilanka, siphon, sifoni, ' +
    'soufflé, souffle, voitaikina',
);

const WEIGHT = { title: 3, terms: 2, ingredients: 1, unsweetened: 4 } as const;
// A sweet recipe nearly always lists one of these; an ingredient list without any points to salty.
const SWEETENERS = evidence(
  'sugar, sokeri, honey, hunaja, syrup, siirappi, chocolate, suklaa, cocoa, kaakao, jam, hillo, marmelad, ' +
    'maple, sweetener, makeutus, stevia, dates, taateli, condensed milk, kondensoitu, zucker, sucre, azúcar, ' +
    'azucar, zucchero, suiker, sukker, socker, farin, honig, miel',
);
const MIN_SUBCATEGORY_SCORE = 2;
// Ten lines of butter do not make a butter dish: an ingredient keyword counts twice at most.
const MAX_INGREDIENT_HITS = 2;

interface Texts {
  title: string;
  terms: string;
  ingredients: string;
}

// What follows "with" is a side: "Chicken Pot Pie with Biscuits" is a pie, not biscuits.
const ACCOMPANIMENT = /\s(?:with|med|mit|con|avec|kera)\s.*$/i;

function textsOf(recipe: ExtractedRecipe): Texts {
  return {
    title: comparable(recipe.title.replace(ACCOMPANIMENT, '')),
    terms: comparable([...recipe.categories, ...recipe.keywords].join(' | ')),
    ingredients: comparable(recipe.ingredients.join(' | ')),
  };
}

function score(texts: Texts, subcategories: SubcategoryTable): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (text: string, weight: number, cap: number) => {
    const counts = new Map<string, number>();
    for (const { name } of tableMatches(text, subcategories)) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const [name, count] of counts)
      scores.set(name, (scores.get(name) ?? 0) + weight * Math.min(count, cap));
  };
  add(texts.title, WEIGHT.title, Number.POSITIVE_INFINITY);
  add(texts.terms, WEIGHT.terms, Number.POSITIVE_INFINITY);
  add(texts.ingredients, WEIGHT.ingredients, MAX_INGREDIENT_HITS);
  return scores;
}

function total(scores: Map<string, number>): number {
  let sum = 0;
  for (const value of scores.values()) sum += value;
  return sum;
}

/**
 * The subcategory the title names; of several, the one named last, because a dish's kind comes at the
 * end of its name ("Chocolate Cake", "mustikkapiirakka", "kanakeitto"); on a tie the longer keyword
 * ("shortbread" over "bread").
 */
function titleMatch(title: string, subcategories: SubcategoryTable): Match | null {
  let best: Match | null = null;
  for (const match of tableMatches(title, subcategories)) if (!best || isLater(match, best)) best = match;
  return best;
}

function isLater(a: Match, b: Match | null): boolean {
  return !b || a.end > b.end || (a.end === b.end && a.start < b.start);
}

/** Without a title match: the subcategory the source's own terms and the ingredients point to most. */
function subcategoryByScore(texts: Texts, subcategories: SubcategoryTable): string {
  let best = { name: '', score: MIN_SUBCATEGORY_SCORE - 1 };
  for (const [name, value] of score({ ...texts, title: '' }, subcategories)) {
    if (value > best.score) best = { name, score: value };
  }
  return best.name;
}

/** Salty or sweet: keyword evidence, plus the title's weight for the side whose subcategory it names. */
function categorize(texts: Texts): Category {
  const sweetTitle = titleMatch(texts.title, SWEET_SUBCATEGORY_WORDS);
  const saltyTitle = titleMatch(texts.title, SALTY_SUBCATEGORY_WORDS);
  const shared = sweetTitle?.name === saltyTitle?.name;
  const titleBonus = (mine: Match | null, theirs: Match | null) =>
    mine && !shared && isLater(mine, theirs) ? WEIGHT.title : 0;
  const unsweetened = texts.ingredients.trim() !== '' && total(score(texts, SWEETENERS)) === 0;
  const sweet = total(score(texts, SWEET_WORDS)) + titleBonus(sweetTitle, saltyTitle);
  const salty =
    total(score(texts, SALTY_WORDS)) +
    titleBonus(saltyTitle, sweetTitle) +
    (unsweetened ? WEIGHT.unsweetened : 0);
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

export function classifyRecipe(recipe: ExtractedRecipe): Classification {
  const texts = textsOf(recipe);
  const category = categorize(texts);
  const subcategories = category === 'sweet' ? SWEET_SUBCATEGORY_WORDS : SALTY_SUBCATEGORY_WORDS;
  const named = titleMatch(texts.title, subcategories)?.name || subcategoryByScore(texts, subcategories);
  const subcategory = normalizeSubcategory(category, named || MIXED[category]);
  const difficulty = difficultyOf(recipe, texts);
  return { category, subcategory, difficulty, tags: ruleTags(recipe, { category, difficulty }) };
}

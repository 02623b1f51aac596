import { type Category, subcategoriesFor } from '#shared/recipes/categories.ts';
import type { RecipeDraft } from '#shared/recipes/recipe.ts';

/** mulberry32: a seeded generator, so a run with the same seed builds the same library. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0)
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

const SWEET_FLAVOURS = [
  'Mansikka',
  'Mustikka',
  'Vadelma',
  'Puolukka',
  'Lakka',
  'Raparperi',
  'Suklaa',
  'Valkosuklaa',
  'Kinuski',
  'Kaneli',
  'Kardemumma',
  'Sitruuna',
  'Appelsiini',
  'Vanilja',
  'Pistaasi',
  'Hasselpähkinä',
  'Kahvi',
  'Lakritsi',
  'Tyrni',
  'Omena',
];
const SWEET_DISHES = [
  'kakku',
  'juustokakku',
  'piirakka',
  'mousse',
  'ganache',
  'pannacotta',
  'jäätelö',
  'sorbetti',
  'creme brulee',
  'macaron',
  'marenki',
  'curd',
  'kiisseli',
  'torttu',
  'pulla',
  'leivos',
  'kreemi',
  'crumble',
  'siirappi',
  'hyytelö',
];
const SAVOURY_BASES = [
  'Lohi',
  'Kuha',
  'Muikku',
  'Poro',
  'Hirvi',
  'Lammas',
  'Kana',
  'Sieni',
  'Kantarelli',
  'Peruna',
  'Punajuuri',
  'Lanttu',
  'Parsa',
  'Herne',
  'Savukala',
  'Rapu',
];
const SAVOURY_DISHES = [
  'keitto',
  'liemi',
  'kastike',
  'pata',
  'piirakka',
  'pyree',
  'tartar',
  'rieska',
  'leipä',
  'näkkileipä',
  'emulsio',
  'fondi',
  'salaatti',
  'laatikko',
];
const ENGLISH_SWEET = [
  'Chocolate Fondant',
  'Lemon Tart',
  'Crème Anglaise',
  'Raspberry Macarons',
  'Vanilla Panna Cotta',
  'Brown Butter Financiers',
  'Salted Caramel Sauce',
  'Blueberry Cheesecake',
  'Hazelnut Praline Cremeux',
  'Italian Meringue',
  'Apple Crumble',
  'Dark Chocolate Ganache',
  'Sabayon with Cloudberries',
  'Passion Fruit Curd',
  'Tuile Biscuits',
];
const ENGLISH_SAVOURY = [
  'Beurre Blanc',
  'Chicken Stock',
  'Sourdough Bread',
  'Seeded Crackers',
  'Mushroom Duxelles',
  'Hollandaise',
  'Fish Velouté',
  'Roasted Root Vegetables',
  'Rye Crispbread',
  'Braised Lamb Shoulder',
  'Potato Purée',
  'Dashi Broth',
];
const GARNISHES = [
  'kauramurulla',
  'paahdetulla valkosuklaalla',
  'ja kinuskikastikkeella',
  'talon tapaan',
  'with brown butter',
  'ja yrttiöljyllä',
  'savustettuna',
  'with toasted meringue',
  'ja karamellisoiduilla pähkinöillä',
  'mummon tapaan',
  'ja kermavaahdolla',
  'lasissa',
  'with crème fraîche',
  'ja rapealla pohjalla',
  'à la minute',
  'ja suolakaramellilla',
];
const OCCASIONS = [
  'jouluksi',
  'kesäversio',
  'piknikille',
  'kahdelle',
  'buffetiin',
  'brunssille',
  'juhliin',
  'for plated service',
  'as petit fours',
  'lounaalle',
];
const VARIANTS = [
  'vegaaninen',
  'gluteeniton',
  'isoäidin ohje',
  'uusi versio',
  'ravintola-annos',
  'pieni erä',
  'v2',
  'kokeilu',
];

const TAGS = [
  'chocolate',
  'berries',
  'citrus',
  'nuts',
  'dairy-free',
  'gluten-free',
  'vegan',
  'quick',
  'make-ahead',
  'classic',
  'plated dessert',
  'petit four',
  'finnish',
  'french',
  'summer',
  'christmas',
  'baking',
  'frozen',
  'sauce',
  'fish',
  'game',
  'vegetarian',
  'fermented',
  'caramel',
  'spiced',
];

const INGREDIENTS: readonly [string, string, number, number][] = [
  ['vehnäjauho', 'g', 50, 600],
  ['sokeri', 'g', 20, 300],
  ['voi', 'g', 25, 250],
  ['kananmuna', 'kpl', 1, 6],
  ['kerma', 'dl', 1, 5],
  ['maito', 'dl', 1, 10],
  ['tumma suklaa', 'g', 50, 300],
  ['liivate', 'lehteä', 1, 6],
  ['suola', 'tl', 0.25, 2],
  ['vaniljatanko', 'kpl', 1, 2],
  ['sitruunan mehu', 'rkl', 1, 4],
  ['mantelijauho', 'g', 30, 200],
  ['tuorehiiva', 'g', 10, 50],
  ['glukoosisiirappi', 'g', 10, 100],
  ['kalaliemi', 'l', 0.5, 3],
  ['sipuli', 'kpl', 1, 3],
  ['valkoviini', 'dl', 0.5, 3],
  ['timjami', 'oksaa', 1, 5],
];

const STEPS = [
  'Mittaa kaikki ainekset valmiiksi.',
  'Kuumenna kerma ja maito kiehuvaksi.',
  'Vatkaa sokeri ja keltuaiset vaaleaksi vaahdoksi.',
  'Sulata suklaa vesihauteessa.',
  'Liota liivatteet kylmässä vedessä viisi minuuttia.',
  'Yhdistä seokset ja siivilöi.',
  'Kaada muotteihin ja anna jähmettyä jääkaapissa yön yli.',
  'Paista 175 asteessa noin 25 minuuttia.',
  'Anna jäähtyä ennen tarjoilua.',
  'Whisk until smooth and glossy.',
  'Season to taste and keep warm until service.',
  'Reduce by half over medium heat.',
];

function composed(random: Random, firsts: readonly string[], dishes: readonly string[]): string {
  const first = pick(random, firsts);
  const second = random() < 0.4 ? `-${pick(random, firsts).toLowerCase()}` : '';
  return `${first}${second}${pick(random, dishes)}`;
}

function title(random: Random, category: Category): string {
  const english = random() < 0.05;
  const dish =
    category === 'sweet'
      ? english
        ? pick(random, ENGLISH_SWEET)
        : composed(random, SWEET_FLAVOURS, SWEET_DISHES)
      : english
        ? pick(random, ENGLISH_SAVOURY)
        : composed(random, SAVOURY_BASES, SAVOURY_DISHES);
  return `${dish} ${pick(random, GARNISHES)} ${pick(random, OCCASIONS)}`;
}

/**
 * A generator of recipes. Titles are composed from word lists ("Mansikka-suklaakakku kauramurulla"),
 * so a few repeat or contain one another by chance, and about one in twelve is a new version of an
 * earlier title ("… (vegaaninen)"): the library has realistic near-duplicates to flag.
 */
export function recipeGenerator(seed: number): () => RecipeDraft {
  const random = seededRandom(seed);
  const earlierTitles: string[] = [];
  return () => {
    const recipe = generateRecipe(random);
    if (earlierTitles.length > 0 && random() < 0.08) {
      recipe.title = `${pick(random, earlierTitles)} (${pick(random, VARIANTS)})`;
    } else if (earlierTitles.length < 1000) {
      earlierTitles.push(recipe.title);
    }
    return recipe;
  };
}

function generateRecipe(random: Random): RecipeDraft {
  const category: Category = random() < 0.6 ? 'sweet' : 'salty';
  const name = title(random, category);
  const ingredientCount = between(random, 3, 14);
  const preparationTime = random() < 0.8 ? between(random, 5, 240) : 0;
  return {
    title: name,
    description: random() < 0.3 ? `${name} – talon klassikko.` : '',
    category,
    subcategory: pick(random, subcategoriesFor(category)),
    ingredients: sample(random, INGREDIENTS, ingredientCount).map(([name, unit, min, max]) => ({
      amount: Math.round((min + random() * (max - min)) * 4) / 4,
      unit,
      name,
    })),
    instructions: sample(random, STEPS, between(random, 2, 8)),
    components: [],
    pan: null,
    preparationTime,
    cookingTime: between(random, 0, 120),
    totalTime: preparationTime + between(random, 0, 60),
    servingSize: pick(random, [4, 6, 8, 10, 12, 20]),
    servings: random() < 0.5 ? between(random, 2, 40) : null,
    difficulty: pick(random, ['easy', 'medium', 'hard']),
    equipment: sample(
      random,
      ['uuni', 'kattila', 'sauvasekoitin', 'yleiskone', 'siivilä'],
      between(random, 0, 3),
    ),
    notes: random() < 0.4 ? 'Säilyy jääkaapissa kolme päivää.' : '',
    aiGeneratedTags: sample(random, TAGS, between(random, 0, 5)),
    sourceUrl: random() < 0.1 ? `https://example.com/reseptit/${between(random, 1, 99_999)}` : null,
  };
}

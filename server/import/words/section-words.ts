/**
 * A recipe's tool list ("Equipment", "Välineet", "Utensilien"): its heading in a paste or a page's text
 * (SECTION_WORDS.other) and over a card's list (EQUIPMENT_HEADING_WORDS).
 */
const TOOL_WORDS = [
  ...['equipment', 'tools', 'utensils', 'välineet', 'ausrüstung', 'utensilien', 'ustensiles', 'utensili'],
  'utensilios',
];

/**
 * The words that name each section of a recipe written as text, per language — data for text-headings.ts,
 * which builds its patterns from these lists. An apostrophe is written ’; the typewriter ' matches too.
 */
export const SECTION_WORDS = {
  ingredients: [
    // Finnish, English, Nordic, Dutch, German, French, Spanish, Italian, Polish, Croatian, Czech, Slovak,
    // Hungarian, Turkish, Greek, Russian, Chinese and Japanese.
    ...['ainekset', 'aineet', 'ainesosat', 'aineosat', 'tarvikkeet', 'raaka-aineet', 'raakaaineet'],
    ...['ingredient', 'ingredients', 'recipe ingredients', 'what you’ll need', 'you will need'],
    // "What you need" in Norwegian, Danish and Swedish, as "you will need" in English.
    ...[
      'du trenger',
      'dette trenger du',
      'du behøver',
      'det skal du bruge',
      'du behöver',
      'det här behöver du',
    ],
    ...[
      'ingredienser',
      'ingredienten',
      'benodigdheden',
      'ingrediënten',
      'zutaten',
      'ingrédients',
      'ingredientes',
      'ingredienti',
    ],
    ...[
      'składniki',
      'sastojci',
      'přísady',
      'suroviny',
      'ingrediencie',
      'hozzávalók',
      'malzemeler',
      'υλικά',
      'ингредиенты',
    ],
    ...['材料', '食材', '配料', '用料'],
  ],
  instructions: [
    ...['valmistus', 'valmistusohje', 'valmistusohjeet', 'valmistaminen', 'ohje', 'ohjeet', 'työvaiheet'],
    ...['tee näin', 'näin valmistat'],
    ...['instruction', 'instructions', 'direction', 'directions', 'method', 'step', 'steps', 'preparation'],
    ...['how to make', 'how to make it', 'get started', 'let’s get cooking', 'procedure', 'recipe steps'],
    ...['recipe instructions', 'recipe directions', 'recipe method'],
    ...['step-by-step', 'step by step', 'step-by-step instructions', 'step-by-step directions'],
    ...['fremgangsmåde', 'sådan gør du', 'tillagning', 'gör så här', 'slik gjør du', 'slik gjør du det'],
    // Norwegian's own spellings beside the Danish; "tilberedning" is both languages' "preparation".
    ...['fremgangsmåte', 'tilberedning', 'instruktioner', 'så här gör du'],
    ...['bereiding', 'bereidingswijze', 'werkwijze', 'aan de slag', 'zo maak je het'],
    ...['bereiden', 'voorbereiden'],
    ...['zubereitung', 'zubereitungsart', 'anleitung', 'anleitungen'],
    ...['préparation', 'preparación', 'elaboración', 'procedimiento', 'paso a paso'],
    ...['procedimento', 'preparazione', 'modo de preparo', 'modo de preparação'],
    ...['przygotowanie', 'sposób przygotowania', 'postup', 'kroky', 'elkészítés', 'hazırlanışı'],
    ...['εκτέλεση', 'οδηγίες', 'приготовление', '做法', '步骤', '作り方', '手順'],
  ],
  notes: [
    ...['vinkit', 'vinkki', 'vinkkejä', 'huom', 'huomio', 'muistiinpanot'],
    ...['note', 'notes', 'tip', 'tips', 'recipe notes', 'cook’s note', 'cook’s notes', 'chef’s note'],
    ...['chef’s notes', 'make ahead', 'make-ahead', 'suggested pairing', 'suggested pairings'],
    ...['variation', 'variations', 'substitution', 'substitutions'],
    ...['propozycja podania', 'tipp', 'tipps', 'astuce', 'astuces', 'consejo', 'consejos', 'consigli'],
    ...['uwaga', 'sugerencia', 'sugerencias'],
  ],
  other: [
    ...['nutrition', 'nutrition facts', 'nutrition information', 'ravintosisältö', 'ravintoarvot'],
    // Tool lists: notes, with their label, in a paste.
    ...TOOL_WORDS,
    ...['työvälineet', 'verktyg', 'utrustning', 'redskap'],
    ...['comment', 'comments', 'kommentit', 'review', 'reviews'],
    ...['related recipes', 'you may also like', 'share', 'share this', 'video', 'video tutorial'],
    ...['print', 'print recipe', 'rate this recipe', 'frequently asked questions', 'faq', 'faqs'],
    // The site's own blocks after a page's recipe: a page's method ends where they begin.
    ...['read next', 'recent recipes', 'related items', 'related posts', 'older post', 'newer post'],
    ...['post views', 'gerelateerde recepten'],
    // The same blocks in the other languages of the corpus: related recipes and a call to rate the recipe
    // (spisbedre, keukenliefde, okokorecepten, hellofresh, receitas.ig, pastificiosorrentino). A card's
    // nutrition is left out: spisbedre and comidinhasdochef set it before their ingredients.
    ...['explore similar recipes', 'dit vind je misschien ook lekker', 'måske du også kan li’'],
    ...['receitas relacionadas', 'altre ricette collegate'],
    ...['waardeer dit recept', 'bedøm denne opskrift'],
    // A recipe site's credit, nutrition block and print button, a blog's neighbouring posts (cdkitchen,
    // receitas.ig, chefnini).
    ...['added by', 'nutrition data', 'imprima', 'article précédent', 'article suivant'],
  ],
} as const;

/**
 * What a method's heading says before the recipe's name when it titles the whole method ("How to make
 * Linda's Frozen Strawberry Cake", "Come fare le Lasagne al radicchio", "Como preparar Coxa de Frango").
 */
export const HOW_TO_LEADS = [
  ...['how to make', 'how to prepare', 'how to cook', 'come fare', 'come preparare', 'como preparar'],
  ...['como fazer', 'cómo hacer', 'cómo preparar', 'comment faire', 'comment préparer'],
];

/** Words that may follow a section word without changing it: "Ingredients list", "Ingredients needed". */
export const SECTION_FILLERS = ['list', 'needed', 'required', 'used', 'steps', 'luettelo', 'lista'];

/** Words that tie a section word to what it is for: "Ingredients for the glaze", "Elaboración de la crema". */
export const SECTION_CONNECTORS = [
  ...['for', 'of', 'to', 'de', 'del', 'della', 'para', 'pour', 'für', 'voor', 'van', 'von', 'til', 'för'],
  'per',
];

/** "And" between section words listed together: "Notes, tips, and variations", "Vinkit ja muistiinpanot". */
export const SECTION_AND = ['and', '&', 'ja', 'och', 'og', 'und', 'et', 'y', 'e', 'en'];

/**
 * What opens a recipe text's footer, after its method: who wrote it, where it came from, how it was
 * changed ("Kirjoittanut …", "Lähde: …", "Ohje on muunnos …", "Adapted from …").
 */
export const FOOTER_WORDS = [
  ...['kirjoittanut', 'lähde', 'lähteet', 'sivulta', 'alkuperäinen', 'ohje on muunnos', 'muokattu'],
  ...['kuva', 'kuvat', 'resepti ja kuva', 'photo', 'photos', 'foto', 'bild'],
  ...['source', 'adapted from', 'recipe adapted from', 'recipe by', 'recipe from', 'written by'],
  'inspired by',
  ...['källa', 'kilde', 'quelle', 'nach einem rezept', 'rezept von'],
];

/**
 * What a page's list heading calls its tools, anywhere in the heading ("Equipment", "Special tools",
 * "What you’ll need"): the lines under it are equipment, not ingredients.
 */
export const EQUIPMENT_HEADING_WORDS = [...TOOL_WORDS, ...['you’ll need', 'astiat']];

/** A warning set apart from the steps, a note as a tip is: "VAROITUS Jos lisäät veden…". */
export const WARNING_WORDS = ['varoitus', 'warning', 'caution', 'varning', 'achtung'];

/**
 * The social networks a page's call to share names ("Tag @us on Instagram", "Bewaar het recept op
 * Pinterest!"): such a line after a page's steps is the site's, and its method ends there.
 */
export const SOCIAL_NETWORK_WORDS = ['pinterest', 'instagram', 'facebook', 'tiktok', 'twitter'];

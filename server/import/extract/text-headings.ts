/** The headings of a recipe written as text: which section a line opens. */

export type Section = 'ingredients' | 'instructions' | 'notes' | 'other';

/** The words that name each section, as regular-expression alternatives. */
const SECTION_WORDS: ReadonlyArray<[Section, string]> = [
  [
    'ingredients',
    `ainekset|ainesosat|aineosat|tarvikkeet|raaka-?aineet|ingredients?|ingredienser|ingredienten|ingrediënten|zutaten|ingrédients|ingredientes|ingredienti|składniki|sastojci|přísady|suroviny|hozzávalók|malzemeler|υλικά|ингредиенты|what you(?:'|’)ll need|you will need|材料|食材|配料|用料`,
  ],
  [
    'instructions',
    `valmistus(?:ohjeet|ohje)?|valmistaminen|ohje(?:et)?|työvaiheet|tee näin|näin valmistat|instructions?|directions?|method|steps?|preparation|how to make(?: it)?|get started|let(?:'|’)s get cooking|fremgangsmåde|tillagning|gör så här|bereiding|bereidingswijze|zubereitung|préparation|preparación|elaboración|procedimento|preparazione|modo de preparo|modo de preparação|przygotowanie|sposób przygotowania|postup|kroky|procedure|procedimiento|paso a paso|aan de slag|elkészítés|hazırlanışı|εκτέλεση|οδηγίες|приготовление|slik gjør du|sådan gør du|werkwijze|做法|步骤|作り方`,
  ],
  [
    'notes',
    `vinkit|vinkki|vinkkejä|huom(?:io)?|muistiinpanot|notes?|tips?|recipe notes|cook(?:'|’)s notes?|chef(?:'|’)s notes?|make[- ]ahead|variations?|substitutions?|suggested pairings?|propozycja podania|tipps?|astuces?|consejos?|consigli`,
  ],
  [
    'other',
    `nutrition(?: facts| information)?|ravinto(?:sisältö|arvot)|equipment|välineet|comments?|kommentit|reviews?|related recipes|you may also like|share(?: this)?|video(?: tutorial)?|print(?: recipe)?|rate this recipe`,
  ],
];
// Section words listed together: "Notes, tips, and variations", "Tips & tricks" is one section.
const AND = String.raw`(?:\s*,\s*|,?\s+(?:and|&|ja|och|og|und|et|y|e|en)\s+)`;
// Words that may follow a section word without changing it: "Ingredients list", "Ingredients needed".
const FILLER = `(?:list|needed|required|used|steps|luettelo|lista)`;
// Words that tie a section word to what it is for: "Ingredients for the glaze", "Elaboración de la crema".
const CONNECTOR = `(?:for|of|to|de|del|della|para|pour|für|voor|van|von|til|för|per)`;

interface HeadingPatterns {
  section: Section;
  /** The section word alone: "Ainekset", "Modo de preparo" (whose "de" ties nothing to it). */
  bare: RegExp;
  /** The section word alone, or with what it is for: "Ainekset", "Ingredients for the glaze". */
  own: RegExp;
  /** One word, then the section word: "Täytteen ainekset", "Frosting Instructions". */
  qualified: RegExp;
}

// "Ingredients for the glaze": the section word with what it is for.
const OWN_WITH_PURPOSE = new RegExp(String.raw`\s${CONNECTOR}\s`, 'i');

const SECTION_HEADINGS: readonly HeadingPatterns[] = SECTION_WORDS.map(([section, words]) => ({
  section,
  bare: new RegExp(String.raw`^(?:${words})(?:${AND}(?:${words}))*(?:\s+${FILLER})?$`, 'i'),
  own: new RegExp(
    String.raw`^(?:${words})(?:${AND}(?:${words}))*(?:\s+${FILLER})?(?:\s+${CONNECTOR}\s+\S+(?:\s+\S+){0,5})?$`,
    'i',
  ),
  qualified: new RegExp(String.raw`^(\p{L}+)\s+((?:${words}))$`, 'iu'),
}));

/**
 * Whether "X ingredients" names a group rather than being a short step ("Mix ingredients"): the first
 * word is a Finnish genitive ("Täytteen ainekset"), or both words are capitalised ("Cake Ingredients").
 */
function isQualifiedHeading(words: string, pattern: RegExp): boolean {
  const match = pattern.exec(words);
  if (!match) return false;
  const qualifier = match[1] ?? '';
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  return /n$/i.test(qualifier) || (capitalised(qualifier) && capitalised(match[2] ?? ''));
}

// "Ainekset:", "## Ingredients", "**Ohje**", "INGREDIENTS (for 4)", "Kommentit (3)": a heading dressed up.
const HEADING_DECORATION = /^[#*_=\s-]*(.*?)[*_=\s]*(?:\([^)]*\))?\s*$/;
// "Ingredients for the glaze of the cake": longer lines are text, not headings.
const MAX_HEADING_WORDS = 8;
// Eight words are far shorter; the decoration pattern is quadratic on a long line of '(' (20,000: 0.8 s).
const MAX_HEADING_LENGTH = 200;

/**
 * The section a heading line opens, any text written after the heading's colon, and the group it names
 * when it is a qualified heading ("Täytteen ainekset", "Ingredients for the glaze", "Frosting
 * Ingredients" name a group; "Ainekset" does not).
 */
export function readHeading(line: string): { section: Section; rest: string; group: string } | null {
  const [head = '', ...tail] = line.split(/[:：]/);
  if (head.length > MAX_HEADING_LENGTH) return null;
  const words = head.replace(HEADING_DECORATION, '$1').trim();
  if (words.split(/\s+/).length > MAX_HEADING_WORDS || /[.!?。]$/.test(words)) return null;
  for (const h of SECTION_HEADINGS) {
    // "Preparation steps" is the section word with a filler, not a group ("Täytteen ainekset").
    const qualified = !h.bare.test(words) && isQualifiedHeading(words, h.qualified);
    if (!qualified && !h.own.test(words)) continue;
    const group = qualified || (OWN_WITH_PURPOSE.test(words) && !h.bare.test(words)) ? words : '';
    return { section: h.section, rest: tail.join(':').trim(), group };
  }
  return null;
}

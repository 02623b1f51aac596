/**
 * How a page names the containers of a recipe's sections in its markup (class, id, itemprop) and in its
 * application state (JSON keys): parts of a name, matched anywhere in it ("wprm-recipe-ingredient",
 * "zubereitungSchritte", "ainekset"). Data for page/visible-lists.ts and page/script-state.ts, which build
 * their patterns from these lists. The words a reader sees as headings are in section-words.ts.
 */
export const SECTION_NAME_PARTS = {
  ingredients: ['ingredient', 'ingrediënt', 'zutat', 'ainekse'],
  instructions: ['instruction', 'direction', 'method', 'preparation'],
  // Other languages' names of a method (Greek "εκτέλεση" transliterated, as class names are written): a
  // container of the steps, but no mark of another section in an ingredient list's name — Finnish "ohje"
  // names a whole recipe too.
  instructionsAbroad: [
    'zubereitung',
    'anleitung',
    'bereiding',
    'valmistus',
    'ohje',
    'elaboraci',
    'preparaci',
    'ektelesi',
  ],
  nutrition: ['nutrition'],
  equipment: ['equipment'],
  // Parts of a recipe card that hold no list of their own.
  card: ['time', 'icon', 'summary', 'intro'],
} as const;

/** Names that count only where a word ends, since as parts they hide in others ("steps", not "stepper"). */
export const SECTION_NAME_WORDS = {
  steps: ['step', 'steps'],
  notes: ['note', 'notes'],
} as const;

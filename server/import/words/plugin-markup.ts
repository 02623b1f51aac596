/**
 * How recipe plugins mark the parts of an ingredient line in their markup, where the plugin's own
 * structured data writes that part otherwise than its page shows it. Data for page/plugin-lines.ts.
 */

/**
 * The note after an ingredient's name ("softened", "divided"): WP Recipe Maker shows it bare, or after a
 * comma or a dash its template sets outside the note, and writes it in brackets in its JSON-LD
 * (WPRM_Metadata: amount, unit, name, then " (" . notes . ")").
 */
export const BRACKETED_NOTE_CLASSES = ['wprm-recipe-ingredient-notes'] as const;

/**
 * The attribute that marks an amount for scaling (Tasty Recipes: `<span data-amount="4">4</span>`). A
 * range's hyphen typed between two of them stands alone in the page's text, and WordPress's typography
 * (wptexturize) turns a lone hyphen into an en dash ("4–6") that the plugin's data does not hold ("4-6").
 */
export const AMOUNT_ATTRIBUTES = ['data-amount'] as const;

/**
 * The amount a plugin converts to its second unit system and shows after the first ("1 cup (226 g)"):
 * WP Recipe Maker computes it for display and writes only the first system's amount in its JSON-LD.
 */
export const CONVERTED_AMOUNT_CLASSES = ['wprm-recipe-ingredient-unit-system-2'] as const;

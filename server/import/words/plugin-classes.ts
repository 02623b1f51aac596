/**
 * Classes recipe plugins give the parts of an ingredient line in their markup, where the plugin's own
 * structured data writes that part otherwise than its markup shows it. Data for page/plugin-notes.ts.
 */

/**
 * The note after an ingredient's name ("softened", "divided"): WP Recipe Maker shows it bare, or after a
 * comma or a dash its template sets outside the note, and writes it in brackets in its JSON-LD
 * (WPRM_Metadata: amount, unit, name, then " (" . notes . ")").
 */
export const BRACKETED_NOTE_CLASSES = ['wprm-recipe-ingredient-notes'] as const;

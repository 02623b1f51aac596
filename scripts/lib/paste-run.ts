/** Every labelled paste through what import.fromText runs, in process, and its score. */
import { previewDraft } from '#server/import/import-recipe.ts';
import { readSource } from '#server/import/read/read-source.ts';
import type { RecipeDraft } from '#shared/recipes/recipe.ts';
import { type CaseScore, loadPasteCases, type PasteCase, scorePaste } from './paste-score';

export interface PasteRun {
  case: PasteCase;
  draft: RecipeDraft | null;
  error: string | null;
  score: CaseScore;
}

export function runPastes(cases: readonly PasteCase[] = loadPasteCases()): PasteRun[] {
  return cases.map((c) => {
    let draft: RecipeDraft | null = null;
    let error: string | null = null;
    try {
      draft = previewDraft(readSource({ kind: 'text', text: c.source }, false).draft);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    return { case: c, draft, error, score: scorePaste(c, draft as Record<string, unknown> | null, error) };
  });
}

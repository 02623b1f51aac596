import type { Logger } from '#server/platform/logger.ts';
import { parseIngredientLine } from '#shared/ingredients.ts';
import type { Ingredient, RecipeDraft } from '#shared/recipes/recipe.ts';
import { type AiClient, AiError, type AiRecipeAnalysis } from './ai';

/**
 * The AI step of the import. When the rules already found ingredients and steps (structured data or
 * a well-written text), those stay — the model only classifies (category, subcategory, difficulty,
 * missing times) and tags. When the rules found little, the model's reading of the text is used.
 * Any AI failure falls back to the rules' draft; it surfaces only when the rules found nothing.
 */
export async function enrichWithAi(
  draft: RecipeDraft,
  sourceText: string,
  ai: AiClient,
  logger: Logger,
): Promise<RecipeDraft> {
  const parsedWell = draft.ingredients.length > 0 && draft.instructions.length > 0;
  let enriched: RecipeDraft;
  try {
    const analysis = await ai.analyzeRecipe({ text: sourceText, hint: parsedWell ? draft : undefined });
    enriched = parsedWell ? classifyFrom(draft, analysis) : draftFrom(draft, analysis);
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    logger.warn({ reason: error.reason, detail: error.detail }, 'AI analysis failed; using the rules');
    if (!parsedWell && draft.ingredients.length === 0 && draft.instructions.length === 0) throw error;
    return draft;
  }

  try {
    const tags = await ai.generateTags({
      title: enriched.title,
      ingredients: enriched.ingredients.map((i) => i.original ?? i.name),
      category: enriched.category,
    });
    return { ...enriched, aiGeneratedTags: tags };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    logger.warn({ reason: error.reason, detail: error.detail }, 'AI tags failed; keeping the rules’ tags');
    return enriched;
  }
}

function classifyFrom(draft: RecipeDraft, analysis: AiRecipeAnalysis): RecipeDraft {
  return {
    ...draft,
    category: analysis.category,
    subcategory: analysis.subcategory,
    difficulty: analysis.difficulty,
    preparationTime: draft.preparationTime || (analysis.preparationTime ?? 0),
    cookingTime: draft.cookingTime || (analysis.cookingTime ?? 0),
    totalTime: draft.totalTime || (analysis.totalTime ?? 0),
    servings: draft.servings ?? analysis.servings,
    equipment: draft.equipment.length > 0 ? draft.equipment : analysis.equipment,
  };
}

function draftFrom(draft: RecipeDraft, analysis: AiRecipeAnalysis): RecipeDraft {
  const ingredients: Ingredient[] = analysis.ingredients.map((line) => {
    const { amount, unit, name } = parseIngredientLine(line);
    return { amount, unit, name: name || line, original: line };
  });
  return {
    ...classifyFrom(draft, analysis),
    title: analysis.title || draft.title,
    ingredients: ingredients.length > 0 ? ingredients : draft.ingredients,
    instructions: analysis.instructions.length > 0 ? analysis.instructions : draft.instructions,
    // The model's components describe the model's lists: used only when both lists are the model's.
    components:
      ingredients.length > 0 && analysis.instructions.length > 0
        ? analysis.components
        : ingredients.length > 0 || analysis.instructions.length > 0
          ? []
          : draft.components,
    preparationTime: analysis.preparationTime ?? draft.preparationTime,
    cookingTime: analysis.cookingTime ?? draft.cookingTime,
    totalTime: analysis.totalTime ?? draft.totalTime,
    servingSize: analysis.servingSize ?? draft.servingSize,
    servings: analysis.servings ?? draft.servings,
    notes: analysis.notes || draft.notes,
  };
}

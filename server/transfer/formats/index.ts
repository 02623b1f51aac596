import { chowdown } from './apps/chowdown';
import { cooklang } from './apps/cooklang';
import { copyMeThat } from './apps/copymethat';
import { mealMaster } from './apps/mealmaster';
import { myRecipeBox } from './apps/myrecipebox';
import { planToEat } from './apps/plantoeat';
import { recipeKeeper } from './apps/recipe-keeper';
import type { TextFormat } from './text-format';

/**
 * The text formats other apps export, in the order they are tried: the one list that both an archive's
 * entries and a single uploaded file are recognised against. Chowdown before Cooklang: both may open
 * with front matter, and only Chowdown's lists its ingredients there.
 */
export const TEXT_FORMATS: readonly TextFormat[] = [
  copyMeThat,
  recipeKeeper,
  planToEat,
  myRecipeBox,
  mealMaster,
  chowdown,
  cooklang,
];

export function textFormatOf(head: string, name: string): TextFormat | null {
  return TEXT_FORMATS.find((format) => format.detect(head, name)) ?? null;
}

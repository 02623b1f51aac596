import { chowdown } from './chowdown';
import { cooklang } from './cooklang';
import { copyMeThat } from './copymethat';
import { mealMaster } from './mealmaster';
import { myRecipeBox } from './myrecipebox';
import { planToEat } from './plantoeat';
import { recipeKeeper } from './recipe-keeper';
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

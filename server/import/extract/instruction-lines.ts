/** Steps from the instruction lists a page shows, for pages whose structured data has none. */
import type { VisibleItem } from './visible-lists';

// Step numbering: "1.", "1)", "Step 1:", "Vaihe 2." — but not "1.5 dl" or "2 dl".
export const STEP_NUMBER =
  /^(?:(?:step|vaihe|steg|schritt|stap|paso|étape)\s*\d{1,2}\s*[:.)-]?|\d{1,2}\s*[.)](?!\d))\s*/i;

/** The step without the number the page typed before it; the app numbers steps itself. */
export function withoutStepNumber(step: string): string {
  return step.replace(STEP_NUMBER, '').trim();
}

/** A list's steps: its items and section headings, without its own title and bare step numbers. */
function steps(items: VisibleItem[]): string[] {
  const firstStep = items.findIndex((item) => !item.heading);
  return items
    .slice(Math.max(firstStep, 0))
    .map((item) => withoutStepNumber(item.text))
    .filter((text) => /\p{L}/u.test(text));
}

/** The longest instruction list the page shows, as steps; [] when it shows none. */
export function chooseInstructionLines(visibleLists: VisibleItem[][]): string[] {
  let best: string[] = [];
  let bestLength = 0;
  for (const list of visibleLists) {
    const candidate = steps(list);
    const length = candidate.reduce((sum, step) => sum + step.length, 0);
    if (length > bestLength) {
      best = candidate;
      bestLength = length;
    }
  }
  return best;
}

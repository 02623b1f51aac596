/** The marks that lists pasted from pages and documents put before their items. */
import { charClass } from './regex';

/** Bullet characters: dashes, stars, dots, squares, check boxes and check marks. */
const BULLET_MARKS = '-*•–—·▪◦‣○●□▢☐✓✔';

/** One or more bullet marks at the start of a line, with the space after them: "• ", "- ", "▢ ☐ ". */
export const LEADING_BULLET = new RegExp(`^\\s*(?:${charClass(BULLET_MARKS)}+\\s*)+`);

/** A line that starts with a bullet set apart by a space ("- 2 eggs"), not a sign or a dash in a word. */
export const SPACED_BULLET = new RegExp(`^\\s*${charClass(BULLET_MARKS)}\\s+`);

/** The line without its leading bullet marks. */
export function withoutBullet(line: string): string {
  return line.replace(LEADING_BULLET, '').trim();
}

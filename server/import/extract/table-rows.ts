/**
 * How a table of ingredients reads, row by row: its header row names the columns, not an ingredient; a
 * row is one line, its cells in reading order; a baker's percentage is a remark on the line; a totals row
 * sums the others and is no ingredient. Shared by the page-list reader and the page-text reader.
 */
import { startsWithQuantity } from '../../../shared/ingredients';
import { anyOf } from '../../../shared/regex';
import { findElement, type HtmlElement, isElement, tagSet } from './html-dom';
import { TABLE_COLUMN_LABELS, TOTAL_WORDS } from './vocabulary';

// A label may carry its unit or a colon: "Amount (g)", "Menge:".
const COLUMN_LABEL = new RegExp(`^${anyOf(TABLE_COLUMN_LABELS)}(?:\\s*\\([^()]{1,12}\\))?:?$`, 'iu');
const TOTAL_ROW = new RegExp(`^${anyOf(TOTAL_WORDS)}(?=$|[\\s:])`, 'iu');
const PERCENTAGE = /^\d+(?:[.,]\d+)?\s?%$/;
const MAX_HEADER_CELL_WORDS = 4;
const CELL_TAGS = tagSet('td th');

export interface TableLine {
  text: string;
  /** The row names a group: a header whose first cell is no column label, or one cell across the row. */
  heading: boolean;
}

/**
 * The line a table row reads as, its cells' texts (`cellText`) joined in reading order, or null for a
 * row that is no line: a header of column labels only, a totals row, an empty row.
 */
export function readTableRow(row: HtmlElement, cellText: (cell: HtmlElement) => string): TableLine | null {
  const cells = row.children.filter((c): c is HtmlElement => isElement(c) && CELL_TAGS.has(c.name));
  const filled = cells.map(cellText).filter((text) => text !== '');
  if (filled.length === 0) return null;
  if (mayBeHeader(row) && isHeaderRow(filled)) {
    const name = filled.filter((cell) => !COLUMN_LABEL.test(cell)).join(' ');
    return name ? { text: name, heading: true } : null;
  }
  if (filled.length > 1 && TOTAL_ROW.test(filled[0]!)) return null;
  const acrossRow = cells.length === 1 && Number(cells[0]!.attribs.colspan ?? 1) > 1;
  return {
    text: filled.map((cell) => (PERCENTAGE.test(cell) ? `(${cell})` : cell)).join(' '),
    heading: acrossRow && !startsWithQuantity(filled[0]!),
  };
}

function isHeaderRow(cells: readonly string[]): boolean {
  return (
    cells.some((cell) => COLUMN_LABEL.test(cell)) &&
    cells.every((cell) => !startsWithQuantity(cell) && cell.split(' ').length <= MAX_HEADER_CELL_WORDS)
  );
}

/** A header row stands in the table's <thead> or first. */
function mayBeHeader(row: HtmlElement): boolean {
  let table = row.parent;
  while (table && !(isElement(table) && table.name === 'table')) {
    if (isElement(table) && table.name === 'thead') return true;
    table = table.parent;
  }
  return table !== null && findElement(table, (e) => e.name === 'tr') === row;
}

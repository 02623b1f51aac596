/**
 * How a table of ingredients reads, row by row: its header row names the columns, not an ingredient; a
 * row is one line, its cells in reading order; a baker's percentage is a remark on the line; a totals row
 * sums the others and is no ingredient. Shared by the page-list reader and the page-text reader.
 */

import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import { anyOf } from '#shared/text/regex.ts';
import { CELL_TAGS } from '../words/html-tags';
import { TABLE_COLUMN_LABELS, TABLE_PERCENT_LABELS, TOTAL_WORDS } from '../words/vocabulary';
import { findElement, type HtmlElement, isElement } from './html-dom';

// A label may carry its unit or a colon: "Amount (g)", "Menge:".
const labelPattern = (words: readonly string[]) =>
  new RegExp(`^${anyOf(words)}(?:\\s*\\([^()]{1,12}\\))?:?$`, 'iu');
const WORD_LABEL = labelPattern([...TABLE_COLUMN_LABELS, ...TABLE_PERCENT_LABELS]);
const PERCENT_LABEL = labelPattern(TABLE_PERCENT_LABELS);
// The totals row's first cell is the word alone: "Total Greek yoghurt" is a brand, "Total Fat" a nutrient.
const TOTAL_ROW = new RegExp(`^${anyOf(TOTAL_WORDS)}:?$`, 'iu');
// A unit in a label's brackets: "Amount (g)".
const BRACKETED = /\(([^()]{1,12})\)/;
const PERCENTAGE = /^\d+(?:[.,]\d+)?\s?%$/;
const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/;
const MAX_HEADER_CELL_WORDS = 4;

interface TableLine {
  text: string;
  /** The row names a group: a header whose first cell is no column label, or one cell across the row. */
  heading: boolean;
}

type CellText = (cell: HtmlElement) => string;

/**
 * The line a table row reads as, its cells' texts (`cellText`) joined in reading order, or null for a
 * row that is no line: a header of column labels only, a totals row, an empty row. A bare number under
 * a unit's column ("KG") takes that unit; under a percent column it is a remark.
 */
export function readTableRow(row: HtmlElement, cellText: CellText): TableLine | null {
  const cells = cellsOf(row).map(cellText);
  const filled = cells.filter((text) => text !== '');
  if (filled.length === 0) return null;
  const first = firstRow(row);
  if (first === row && isHeaderRow(filled)) {
    // "Poolish | g | %": the first cell names the group when every other cell labels a column.
    const [head, ...rest] = filled;
    const names = !isColumnLabel(head!) && rest.length > 0 && rest.every(isColumnLabel);
    return names ? { text: head!, heading: true } : null;
  }
  if (filled.length > 1 && TOTAL_ROW.test(filled[0]!) && nextRow(row) === null) return null;
  const columns = first ? columnsOf(first, cellText) : [];
  const read = cells.map((cell, i) => readCell(cell, columns[i])).filter((text) => text !== '');
  // One cell across the row names the rows after it; the last row so set is a line ("Salt to taste").
  const acrossRow = cells.length === 1 && Number(cellsOf(row)[0]!.attribs.colspan ?? 1) > 1;
  const names = acrossRow && !startsWithQuantity(filled[0]!) && nextRow(row) !== null;
  return { text: read.join(' '), heading: names };
}

/** What a header cell says of its column: a percentage, or the unit of its bare numbers. */
interface Column {
  percent: boolean;
  unit: string;
}

// A table's columns, read once per table rather than once per row.
const columnsByHeader = new WeakMap<HtmlElement, Column[]>();

function columnsOf(header: HtmlElement, cellText: CellText): Column[] {
  let columns = columnsByHeader.get(header);
  if (!columns) {
    const cells = cellsOf(header).map(cellText);
    columns = isHeaderRow(cells.filter((text) => text !== '')) ? cells.map(column) : [];
    columnsByHeader.set(header, columns);
  }
  return columns;
}

function column(label: string): Column {
  const unit = isUnit(label) ? label : (BRACKETED.exec(label)?.[1] ?? '');
  return { percent: PERCENT_LABEL.test(label), unit: isUnit(unit) ? unit : '' };
}

function readCell(cell: string, column: Column | undefined): string {
  if (PERCENTAGE.test(cell)) return `(${cell})`;
  if (!BARE_NUMBER.test(cell) || !column) return cell;
  if (column.percent) return `(${cell} %)`;
  return column.unit ? `${cell} ${column.unit}` : cell;
}

/** "KG", "grams", "Cups": a unit the ingredient parser knows, written alone. */
function isUnit(label: string): boolean {
  if (!label) return false;
  const parsed = parseIngredientLine(`1 ${label}`);
  return parsed.unit !== '' && parsed.name === '';
}

function isColumnLabel(cell: string): boolean {
  return WORD_LABEL.test(cell) || isUnit(cell);
}

/** The next row of the row's table, past blank text: none for the last row. */
function nextRow(row: HtmlElement): HtmlElement | null {
  for (let node = row.next; node; node = node.next) if (isElement(node) && node.name === 'tr') return node;
  return null;
}

function cellsOf(row: HtmlElement): HtmlElement[] {
  return row.children.filter((c): c is HtmlElement => isElement(c) && CELL_TAGS.has(c.name));
}

function isHeaderRow(cells: readonly string[]): boolean {
  return (
    cells.some(isColumnLabel) &&
    cells.every((cell) => !startsWithQuantity(cell) && cell.split(' ').length <= MAX_HEADER_CELL_WORDS)
  );
}

/** The first row of the row's table, where its header stands (in a <thead> or not). */
function firstRow(row: HtmlElement): HtmlElement | null {
  let table = row.parent;
  while (table && !(isElement(table) && table.name === 'table')) table = table.parent;
  return table && isElement(table) ? findElement(table, (e) => e.name === 'tr') : null;
}

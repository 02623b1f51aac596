import { FORMAT_LIMITS, FORMAT_MESSAGES, overLimit } from './format-limits';

/**
 * RFC 4180 CSV as the apps write it (Plan to Eat, My Recipe Box): a byte-order mark, CRLF or LF rows,
 * fields in double quotes that hold commas, newlines and doubled quotes (""). Counted as it reads.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    if (row.length >= FORMAT_LIMITS.csvColumns) overLimit(FORMAT_MESSAGES.tooManyColumns);
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    // A blank line is no record.
    if (row.length > 1 || row[0] !== '') {
      if (rows.length > FORMAT_LIMITS.recipesPerFile) overLimit(FORMAT_MESSAGES.tooManyRecipes);
      rows.push(row);
    }
    row = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      const close = text.indexOf('"', index);
      if (close < 0) overLimit(FORMAT_MESSAGES.unclosedQuote);
      field += text.slice(index, close);
      if (text[close + 1] === '"') {
        field += '"';
        index = close + 2;
      } else {
        quoted = false;
        index = close + 1;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      index++;
    } else if (char === ',') {
      endField();
      index++;
    } else if (char === '\r' || char === '\n') {
      endRow();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      index++;
    }
    if (field.length > FORMAT_LIMITS.fieldChars) overLimit(FORMAT_MESSAGES.fieldTooLong);
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The rows after the header as objects by column name (a short row leaves its last columns ''). */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = csvRows(text);
  const names = header.map((name) => name.trim());
  return {
    header: names,
    records: rows.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i] ?? '']))),
  };
}

/** The first line of a CSV text as its column names (for recognising an app's export by its header). */
export function csvHeader(head: string): string[] {
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return firstLine.split(',').map((name) => name.replace(/^"|"$/g, '').trim());
}

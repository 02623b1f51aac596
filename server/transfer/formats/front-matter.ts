import { FORMAT_LIMITS, FORMAT_MESSAGES, overLimit } from './format-limits';

export type FrontMatterValue = string | string[];

export interface FrontMatter {
  /** Keys in lower case, as both Jekyll (Chowdown) and Cooklang read them ("Title", "title"). */
  fields: Map<string, FrontMatterValue>;
  /** The text after the closing "---". */
  body: string;
}

const FENCE = /^---\s*$/;
const KEY_LINE = /^([^\s#:-][^:]*?):(?:\s+(.*)|\s*)$/;
const LIST_ITEM = /^\s*-\s+(.*)$/;

/**
 * The YAML front matter of a Markdown or Cooklang file, in the shapes those files use: "key: value"
 * (quoted or not), "key: [a, b]", and a key followed by "- item" lines. Anything deeper is kept as its
 * text. null when the text does not open with "---".
 */
export function frontMatter(text: string): FrontMatter | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) return null;
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end < 0) return null;
  if (end > FORMAT_LIMITS.frontMatterLines) overLimit(FORMAT_MESSAGES.frontMatterTooLong);
  const fields = new Map<string, FrontMatterValue>();
  let listKey = '';
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const item = LIST_ITEM.exec(line);
    const current = fields.get(listKey);
    if (item && listKey && (Array.isArray(current) || current === '')) {
      fields.set(listKey, [...(Array.isArray(current) ? current : []), scalar(item[1]!)]);
      continue;
    }
    const pair = KEY_LINE.exec(line);
    if (pair && !/^\s/.test(line)) {
      listKey = pair[1]!.trim().toLowerCase();
      fields.set(listKey, value(pair[2] ?? ''));
    } else if (listKey && typeof current === 'string') {
      // A folded continuation of the value above.
      fields.set(listKey, `${current} ${line.trim()}`.trim());
    }
  }
  return { fields, body: lines.slice(end + 1).join('\n') };
}

function value(raw: string): FrontMatterValue {
  const text = raw.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    return text.slice(1, -1).split(',').map(scalar).filter(Boolean);
  }
  return scalar(text);
}

function scalar(raw: string): string {
  const text = raw.trim();
  if (text.length >= 2 && (text[0] === '"' || text[0] === "'") && text.at(-1) === text[0]) {
    return text[0] === '"' ? text.slice(1, -1).replace(/\\"/g, '"') : text.slice(1, -1).replace(/''/g, "'");
  }
  return text;
}

/** A field as a list: a YAML list, or a comma-separated text ("sides, vegetables"). */
export function listField(fields: Map<string, FrontMatterValue>, key: string): string[] {
  const found = fields.get(key);
  if (Array.isArray(found)) return found.filter(Boolean);
  return (found ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function textField(fields: Map<string, FrontMatterValue>, key: string): string {
  const found = fields.get(key);
  return Array.isArray(found) ? found.join(', ') : (found ?? '');
}

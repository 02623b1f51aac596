import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { holdsSentence } from '#server/import/text/text-shape.ts';

const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^(?:-{3,}|\*{3,}|_{3,})\s*$/;
const BULLET = /^(?:[-*+]|>)\s+/;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const AUTOLINK = /<((?:https?|mailto):[^>\s]+)>/g;
const EMPHASIS = /(\*\*|\*|~~|`)(?=\S)(.+?)(?<=\S)\1/g;
// Underscores mark emphasis only around words, never inside one ("snake_case", an address's "utm_source").
const UNDERSCORE_EMPHASIS = /(?<![\p{L}\d])(__|_)(?=\S)(.+?)(?<=\S)\1(?![\p{L}\d])/gu;
const ADDRESS = /(https?:\/\/\S+)/i;
const URL_ONLY = /^<?https?:\/\/\S+>?$/i;

/**
 * One Markdown line as a reader sees it: a link keeps its text and its address ("Craft Beer
 * (https://…)"), an image its description; emphasis and code marks go, the words stay.
 */
export function markdownInline(line: string): string {
  return (
    line
      .replace(IMAGE, '$1')
      .replace(LINK, (_, text: string, url: string) => (text.trim() === url ? url : `${text} (${url})`))
      .replace(AUTOLINK, '$1')
      // Addresses are kept as written: only the words between them lose their marks.
      .split(ADDRESS)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part
              .replace(EMPHASIS, '$2')
              .replace(UNDERSCORE_EMPHASIS, '$2')
              .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1'),
      )
      .join('')
      .trim()
  );
}

export interface MarkdownText {
  /** The text's lines under their headings: a heading names the group of lines after it. */
  groups: LineGroup[];
  /**
   * A closing headed block of names and links and no sentence ("### Source", a site's name, its
   * address): a reference, not a step — its heading and lines, for the notes.
   */
  reference: string[];
  /** The addresses that stand alone on a line of that block, first first. */
  links: string[];
}

/** Markdown (Tandoor's step text, a Chowdown page's body) rendered to lines of text. */
export function markdownText(text: string, name = ''): MarkdownText {
  const groups: LineGroup[] = [{ name, lines: [] }];
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.trim();
    if (!line || RULE.test(line)) continue;
    const heading = HEADING.exec(line);
    if (heading) groups.push({ name: markdownInline(heading[1]!), lines: [] });
    else groups.at(-1)!.lines.push(markdownInline(line.replace(BULLET, '')));
  }
  const last = groups.at(-1)!;
  const isReference =
    groups.length > 1 &&
    last.lines.length > 0 &&
    last.lines.some((line) => URL_ONLY.test(line)) &&
    !last.lines.some(holdsSentence);
  if (!isReference) return { groups, reference: [], links: [] };
  return {
    groups: groups.slice(0, -1),
    reference: [`${last.name}: ${last.lines.join(' ')}`],
    links: last.lines.filter((line) => URL_ONLY.test(line)).map((line) => line.replace(/^<|>$/g, '')),
  };
}

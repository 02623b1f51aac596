import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import { en } from '#shared/messages/en.ts';

/**
 * Finds the words a .tsx file would show that are not from the message catalogue: JSX text, string
 * or template literals in the props a user sees or hears, `label`/`title`/`message` fields of object
 * literals, and the first argument of toast calls. A literal counts only when it holds a letter, so
 * "×", "·" and "←" (symbols, the same in every language) pass. The parser is the bundler's own (oxc),
 * so the scan reads the files exactly as the build does.
 */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'legend',
  'hint',
  'intro',
  'message',
  'busyLabel',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'saveLabel',
  'savingLabel',
  'titleLabel',
]);
const VISIBLE_FIELDS = new Set(['label', 'title', 'message', 'text', 'hint', 'heading', 'lead']);
/** Calls whose argument at the index is shown: a toast's text, an error's fallback words. */
const SHOWN_ARGUMENT: Record<string, number> = { errorMessage: 1, failureMessage: 1 };
/** A module constant in capitals holding words (a space between letters) is a text waiting to be shown. */
const TEXT_CONSTANT = /^[A-Z][A-Z0-9_]*$/;
const WORDS = /\p{L}\s+\p{L}/u;
const LETTER = /\p{L}/u;

export interface Literal {
  file: string;
  line: number;
  text: string;
}

// The oxc ESTree nodes, read loosely: only the fields the scan looks at.
interface AstNode {
  type: string;
  start: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  switch (node.type) {
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
      return literalText(node.expression);
    case 'ConditionalExpression':
    case 'LogicalExpression':
      return literalText(node.consequent ?? node.left) ?? literalText(node.alternate ?? node.right);
    case 'Literal':
      return typeof node.value === 'string' ? node.value : null;
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(' ');
    default:
      return null;
  }
}

const nameOf = (node: unknown): string =>
  isNode(node) ? String(node.name ?? (typeof node.value === 'string' ? node.value : '')) : '';

/** Which argument of the call is shown to the user, if any. */
function shownArgument(node: AstNode): number | null {
  const callee = node.callee;
  if (!isNode(callee)) return null;
  if (callee.type === 'MemberExpression') return nameOf(callee.object) === 'toast' ? 0 : null;
  return SHOWN_ARGUMENT[nameOf(callee)] ?? null;
}

export function visibleLiterals(file: string, source: string): Literal[] {
  const { program } = parseSync(file, source);
  const found: Literal[] = [];
  const report = (node: AstNode, text: string | null) => {
    // A catalogue key names a text; it is not one.
    if (text === null || !LETTER.test(text) || Object.hasOwn(en, text)) return;
    const line = source.slice(0, node.start).split('\n').length;
    found.push({ file, line, text: text.trim() });
  };
  const visit = (node: AstNode, parent: AstNode | null) => {
    if (node.type === 'JSXText') report(node, String(node.value));
    else if (node.type === 'JSXAttribute' && VISIBLE_PROPS.has(nameOf(node.name))) {
      report(node, literalText(node.value));
    } else if (
      node.type === 'JSXExpressionContainer' &&
      parent?.type.startsWith('JSX') &&
      parent.type !== 'JSXAttribute'
    ) {
      report(node, literalText(node.expression));
    } else if (node.type === 'Property' && VISIBLE_FIELDS.has(nameOf(node.key))) {
      report(node, literalText(node.value));
    } else if (node.type === 'AssignmentPattern' && VISIBLE_PROPS.has(nameOf(node.left))) {
      report(node, literalText(node.right));
    } else if (node.type === 'CallExpression' && shownArgument(node) !== null) {
      report(node, literalText((node.arguments as unknown[])[shownArgument(node) ?? 0]));
    } else if (node.type === 'VariableDeclarator' && TEXT_CONSTANT.test(nameOf(node.id))) {
      // A constant of words, or a table of them (`const MESSAGES = { empty: 'The file is empty' }`).
      const init =
        isNode(node.init) && node.init.type === 'TSAsExpression' ? node.init.expression : node.init;
      const values =
        isNode(init) && init.type === 'ObjectExpression' ? (init.properties as AstNode[]) : [node];
      for (const value of values) {
        const text = literalText(value === node ? node.init : value.value);
        if (text !== null && WORDS.test(text)) report(value, text);
      }
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isNode(child)) visit(child, node);
      }
    }
  };
  visit(program as unknown as AstNode, null);
  return found;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

export function literalsUnder(dir: string, root: string): Literal[] {
  return sourceFiles(dir).flatMap((file) =>
    visibleLiterals(path.relative(root, file), readFileSync(file, 'utf8')),
  );
}

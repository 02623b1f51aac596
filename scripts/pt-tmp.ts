import { readFileSync } from 'node:fs';
import { parseHtml } from '../server/import/extract/html-dom';
import { pageTextLines } from '../server/import/extract/html-text';

const html = readFileSync(process.argv[2]!, 'utf8');
const lines = pageTextLines(parseHtml(html));
console.log(lines.slice(0, Number(process.argv[3] ?? 80)).join('\n'));

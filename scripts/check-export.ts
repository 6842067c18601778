/**
 * Checks the static export in out/: the Nu HTML Checker finds no error in any HTML file, and no
 * internal link or image points at nothing. Exits non-zero with the list of problems.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { validateHtml } from './checks/html';
import { findBrokenLinks } from './checks/links';
import { SITE_URL } from '@/lib/model/site/config';

const out = path.join(process.cwd(), 'out');
const html = readdirSync(out, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(out, file));

const htmlErrors = validateHtml(html);
const broken = findBrokenLinks(out, SITE_URL);

for (const error of htmlErrors)
  console.error(`HTML: ${path.relative(out, error.file)}:${error.line ?? '?'}: ${error.message}`);
for (const link of broken) console.error(`Broken link: ${link.file} -> ${link.url}`);
console.log(
  `${html.length} HTML files checked: ${htmlErrors.length} HTML errors, ${broken.length} broken links or images`,
);
if (htmlErrors.length > 0 || broken.length > 0) process.exit(1);

/**
 * Moves each language's home page in the export to the address the site gives it: the build
 * writes the page `pl/index` as out/pl.html, and `/pl/` is served from out/pl/index.html (nginx,
 * `npm start` and static hosts all find a folder's index.html, with or without the slash).
 * Runs after `next build`.
 */
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { PREFIXED_LOCALES } from '@/lib/model/i18n/locales';

const out = path.join(process.cwd(), 'out');
for (const locale of PREFIXED_LOCALES) {
  const built = path.join(out, `${locale}.html`);
  if (!existsSync(built)) continue;
  renameSync(built, path.join(out, locale, 'index.html'));
  console.log(`out/${locale}.html moved to out/${locale}/index.html (/${locale}/)`);
}

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { validateHtml, type HtmlError } from './html';
import { findBrokenLinks, type BrokenLink } from './links';

export type { BrokenLink, HtmlError };

export interface ExportCheck {
  /** How many HTML files were checked. */
  htmlFiles: number;
  /** The Nu HTML Checker's errors, each with its file (absolute) and line. */
  htmlErrors: HtmlError[];
  /** Internal links and images that lead nowhere, each with its file (relative to the export). */
  broken: BrokenLink[];
}

/**
 * The export's checks, as a library: the Nu HTML Checker finds no error in any HTML file of
 * `outDir`, and no internal link or image points at nothing. `npm run check:export` prints the
 * result; the studio's publish turns it into the team's problems.
 */
export async function checkExportFolder(outDir: string, siteUrl: string): Promise<ExportCheck> {
  const html = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(outDir, file));
  return {
    htmlFiles: html.length,
    htmlErrors: await validateHtml(html),
    broken: findBrokenLinks(outDir, siteUrl),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateHtml, type HtmlError, type ValidateHtml } from './html';
import { findBrokenLinks, type BrokenLink } from './links';

export type { BrokenLink, HtmlError };

export interface ExportCheck {
  /** How many HTML files were checked. */
  htmlFiles: number;
  /** How many were not, being byte for byte the same as in `sameAs` (checked when it was made). */
  htmlUnchanged: number;
  /** The Nu HTML Checker's errors, each with its file (absolute) and line. */
  htmlErrors: HtmlError[];
  /** Internal links and images that lead nowhere, each with its file (relative to the export). */
  broken: BrokenLink[];
}

/** Whether `relative` has the same bytes in both folders. */
function sameFile(outDir: string, sameAs: string, relative: string): boolean {
  try {
    return readFileSync(path.join(outDir, relative)).equals(readFileSync(path.join(sameAs, relative)));
  } catch {
    return false;
  }
}

/**
 * The export's checks, as a library: the Nu HTML Checker finds no error in any HTML file of
 * `outDir`, and no internal link or image points at nothing. `npm run check:export` prints the
 * result; the studio's publish turns it into the team's problems. Given `sameAs`, an export
 * checked when it went live (the live release, for a content-only publish), HTML files byte for
 * byte the same as there are not validated again. Links are always checked across the whole
 * export. `validate` is the command line's checker unless the caller keeps one running
 * (htmlService.ts).
 */
export async function checkExportFolder(
  outDir: string,
  siteUrl: string,
  { sameAs, validate = validateHtml }: { sameAs?: string; validate?: ValidateHtml } = {},
): Promise<ExportCheck> {
  const all = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const html = sameAs === undefined ? all : all.filter((file) => !sameFile(outDir, sameAs, file));
  return {
    htmlFiles: html.length,
    htmlUnchanged: all.length - html.length,
    htmlErrors: await validate(html.map((file) => path.join(outDir, file))),
    broken: findBrokenLinks(outDir, siteUrl),
  };
}

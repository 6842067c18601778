import path from 'node:path';
import type { PublishProblem } from '@/lib/editor/contract/studio';
import type { ExportCheck } from '@/lib/server/exportChecks/checkExport';

export type { PublishProblem };

/** The address of an exported HTML file: `casino.html` -> `/casino`, `pl/index.html` -> `/pl`. */
export function pageOfExportFile(file: string): string {
  const clean = file.replace(/\\/g, '/').replace(/^\/+/, '');
  const withoutHtml = clean.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutHtml}`.replace(/\/$/, '') || '/';
}

/** The page a content file belongs to: public/selectedComponents/casino.json, public/data/pl/casino/X.json. */
export function pageOfContentFile(file: string): string | undefined {
  const clean = file.replace(/\\/g, '/');
  const pageFile = clean.match(/public\/selectedComponents\/(.+)\.json$/);
  if (pageFile) return pageFile[1] === 'layout' ? undefined : pageFile[1];
  const data = clean.match(/public\/data\/(.+)\/[^/]+\.json$/);
  if (data && data[1] !== 'pl') return data[1];
  return undefined;
}

/**
 * The page a file of the export belongs to: its HTML, or the JSON the build writes beside it
 * (`data/casino/X.json`, `_next/data/{build}/casino.json`).
 */
function pageOfExportedFile(file: string): string {
  const clean = file.replace(/\\/g, '/').replace(/^\/+/, '');
  const nextData = clean.match(/^_next\/data\/[^/]+\/(.+)\.json$/);
  if (nextData) return pageOfExportFile(`${nextData[1]}.html`);
  const data = clean.match(/^data\/(.+)\/[^/]+\.json$/);
  if (data) return pageOfExportFile(`${data[1]}.html`);
  return pageOfExportFile(clean);
}

/** The export's checks (lib/server/exportChecks) in the team's terms: the page and what is wrong there. */
export function exportCheckProblems(outDir: string, check: ExportCheck): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const link of check.broken) {
    const problem = { kind: 'link' as const, page: pageOfExportedFile(link.file), link: link.url };
    // The same link in a page's HTML and in its data is one problem.
    if (
      !problems.some(
        (seen) => seen.kind === 'link' && seen.page === problem.page && seen.link === problem.link,
      )
    )
      problems.push(problem);
  }
  for (const error of check.htmlErrors)
    problems.push({
      kind: 'html',
      page: pageOfExportFile(path.relative(outDir, error.file)),
      ...(error.line === undefined ? {} : { line: error.line }),
      reason: error.message,
    });
  return problems;
}

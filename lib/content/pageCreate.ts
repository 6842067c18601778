import path from 'node:path';
import type { CreatePageBody, PageSummary } from '@/lib/editor/pageAdmin';
import { pageNameProblem } from '@/lib/site/pageRules';
import { ContentError, contentErrorFromZod } from './errors';
import {
  assertNameFree,
  pageFileText,
  pageSummary,
  pagesLock,
  readPage,
  requireSitePage,
  type PageRoots,
} from './pageAdmin';
import { copyInside, listDataFiles } from './pageFiles';
import { landingPageStarter } from './pageStarter';
import { componentDataFile, pageDataFolder, selectedComponentsFile } from './paths';
import { dataFileSchema } from './schemas';
import type { SelectedComponent } from './selection';
import { loadSitePages, publicEntries } from './sitePages';
import { formatJson, withLocks, writeFileAtomic } from './write';

/** The labels of the footer and the navigation hold 40 characters. */
export const MAX_LABEL_LENGTH = 40;

/** A page's short name when none is given: its title, cut after a whole word when it is too long. */
export function defaultLabel(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length <= MAX_LABEL_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MAX_LABEL_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : trimmed.slice(0, MAX_LABEL_LENGTH);
  return words.replace(/[\s,;:–—|-]+$/, '');
}

/** Refuses a name that is not a page address, naming the reason. */
export function assertNewName(root: string, name: string, field: string): void {
  const problem = pageNameProblem(name, publicEntries(root));
  if (problem) throw new ContentError('request', field, problem);
}

/**
 * POST /api/createPage: a blank page, a copy of another (its components and data), or the landing
 * page starter. The data is written first and the page file last, so the page never exists
 * without its data.
 */
export async function createPage(roots: PageRoots, body: CreatePageBody): Promise<PageSummary> {
  const { root } = roots;
  assertNewName(root, body.name, 'name');
  const pageFile = selectedComponentsFile(root, body.name);
  return withLocks([pagesLock(root), pageFile], async () => {
    const pages = loadSitePages(root);
    assertNameFree(pages, body.name, 'name');
    const folder = pageDataFolder(root, body.name);
    let components: SelectedComponent[] = [];
    if (body.source.kind === 'copy') {
      requireSitePage(pages, body.source.from, 'source.from');
      components = (await readPage(root, body.source.from, 'source.from')).page.components;
      const fromFolder = pageDataFolder(root, body.source.from);
      for (const name of await listDataFiles(root, fromFolder))
        await copyInside(root, path.join(fromFolder, name), root, path.join(folder, name));
    } else if (body.source.kind === 'starter') {
      const blocks = landingPageStarter(body.title);
      const files = blocks.map(({ component, data }) => {
        const result = dataFileSchema(component).safeParse({ data });
        if (!result.success) throw contentErrorFromZod('starter', result.error);
        return { file: componentDataFile(root, component, body.name), text: formatJson(result.data) };
      });
      for (const { file, text } of files) await writeFileAtomic(root, file, text);
      components = blocks.map((block) => block.component);
    }
    const meta = { title: body.title, label: body.label ?? defaultLabel(body.title) };
    await writeFileAtomic(root, pageFile, pageFileText({ meta, components }));
    return pageSummary(root, body.name);
  });
}

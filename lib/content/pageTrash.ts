import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TrashEntry } from '@/lib/editor/pageAdmin';
import { isValidPageName } from '@/lib/site/pageRules';
import { ContentError } from './errors';
import { pageNameToPath } from './pageName';
import { resolveInside } from './paths';
import { formatJson, readText, writeFileAtomic } from './write';

/**
 * The trash of deleted pages, outside public/ so that nothing in it is served or built:
 * `.trash/pages/{id}/` holds `trash.json` (what was deleted, when), `page.json` (the page file)
 * and `data/` (the files of the page's own data folder). A restore moves them back.
 */

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
/**
 * `20261123T063000Z-offers--gozo-october`: when (UTC, to the second; `.2` for a second deletion of
 * the same name in that second), then the page name with `--` for each slash (a name never has
 * `--`): up to three parts, as in `pl/offers/gozo`.
 */
export const TRASH_ID_PATTERN = new RegExp(
  `^\\d{8}T\\d{6}Z(?:\\.\\d{1,3})?-${SEGMENT}(?:--${SEGMENT}){0,2}$`,
);
export const MAX_TRASH_ID_LENGTH = 160;

export const TRASH_MANIFEST = 'trash.json';
export const TRASHED_PAGE_FILE = 'page.json';
export const TRASHED_DATA_FOLDER = 'data';

export function isTrashId(id: string): boolean {
  return id.length <= MAX_TRASH_ID_LENGTH && TRASH_ID_PATTERN.test(id);
}

/** The id of a page deleted at `when`; `attempt` > 0 when an entry of that second already exists. */
export function trashId(pageName: string, when: Date, attempt = 0): string {
  const stamp = when
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}${attempt > 0 ? `.${attempt + 1}` : ''}-${pageName.replaceAll('/', '--')}`;
}

const manifestSchema = z.strictObject({
  name: z.string().refine((name) => isValidPageName(name), 'not a page name'),
  path: z.string(),
  label: z.string(),
  deletedAt: z.iso.datetime(),
});

/** The folder of a trash entry, after checking the id (it may come from a request). */
export function trashFolder(trashRoot: string, id: string): string {
  if (!isTrashId(id)) throw new ContentError('request', 'trashId', 'Not the id of a deleted page');
  return resolveInside(trashRoot, id);
}

/** Creates the trash folder itself (the writes inside it are checked against its real path). */
export async function ensureTrashRoot(trashRoot: string): Promise<void> {
  await mkdir(trashRoot, { recursive: true });
}

export async function readTrashEntry(trashRoot: string, id: string): Promise<TrashEntry | undefined> {
  const text = await readText(path.join(trashFolder(trashRoot, id), TRASH_MANIFEST));
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success || manifest.data.path !== pageNameToPath(manifest.data.name)) return undefined;
  return { id, ...manifest.data };
}

/** Every readable entry, the latest deletion first (a folder without a valid manifest is skipped). */
export async function listTrash(trashRoot: string): Promise<TrashEntry[]> {
  let names: string[];
  try {
    names = await readdir(trashRoot);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(names.filter(isTrashId).map((id) => readTrashEntry(trashRoot, id)));
  return entries
    .filter((entry): entry is TrashEntry => entry !== undefined)
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id.localeCompare(a.id));
}

/** Written last when a page is trashed: an entry without it is an interrupted deletion, not listed. */
export async function writeTrashManifest(trashRoot: string, entry: TrashEntry): Promise<void> {
  const { id, ...manifest } = entry;
  await writeFileAtomic(
    trashRoot,
    path.join(trashFolder(trashRoot, id), TRASH_MANIFEST),
    formatJson(manifest),
  );
}

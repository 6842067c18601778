import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TrashEntry } from '@/lib/editor/contract/pageRequests';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { ContentError } from '@/lib/model/contentErrors';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { resolveInside } from '@/lib/server/contentPaths';
import { formatJson, writeFileAtomic } from './writeFiles';
import { readText } from '@/lib/server/readContent';
import { isTrashId } from '@/lib/editor/contract/trashIds';

/**
 * The trash of deleted pages, outside public/ so that nothing in it is served or built:
 * `.trash/pages/{id}/` holds `trash.json` (what was deleted, when), `page.json` (the page file)
 * and `data/` (the files of the page's own data folder). A restore moves them back.
 */

export const TRASH_MANIFEST = 'trash.json';
export const TRASHED_PAGE_FILE = 'page.json';
export const TRASHED_DATA_FOLDER = 'data';

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

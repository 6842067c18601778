import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLANNED_RELEASE_ID } from '@/lib/editor/contract/studio';

/** Where the studio's releases are (studio/main.ts sets it; `npm run dev` has none). */
export const RELEASES_DIR_VARIABLE = 'STUDIO_RELEASES_DIR';

/** The folder a planned release is built into, waiting for its time (studio/publish/releases.ts). */
export const PLANNED_RELEASE_FOLDER_PREFIX = '.planned-';

/**
 * Beside it, the content it was built from (its pages' files and data, as public/ holds them), for
 * its preview: the export itself is not a content folder (its pages' HTML takes their names).
 */
export function plannedReleaseContentFolder(releasesDir: string, id: string): string {
  return path.join(releasesDir, `${PLANNED_RELEASE_FOLDER_PREFIX}${id}.content`);
}

/**
 * The content folder of a planned release as built ahead of its time. Null when the id is not one,
 * or no such release is built (not yet, cancelled, gone live): the preview answers 404.
 */
export function plannedReleaseContent(
  id: string | string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const releasesDir = env[RELEASES_DIR_VARIABLE];
  if (!releasesDir || typeof id !== 'string' || !PLANNED_RELEASE_ID.test(id)) return null;
  const folder = plannedReleaseContentFolder(releasesDir, id);
  return existsSync(path.join(folder, 'selectedComponents')) ? folder : null;
}

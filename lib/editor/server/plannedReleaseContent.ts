import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLANNED_RELEASE_ID } from '@/lib/editor/contract/studio';

/** Where the studio's releases are (studio/main.ts sets it; `npm run dev` has none). */
export const RELEASES_DIR_VARIABLE = 'STUDIO_RELEASES_DIR';

/** The folder a planned release is built into, waiting for its time (studio/publish/releases.ts). */
export const PLANNED_RELEASE_FOLDER_PREFIX = '.planned-';

/**
 * The content folder of a planned release as built ahead of its time: its export holds the pages'
 * files and data as they will be served (pages not live at its time withheld). Null when the id is
 * not one, or no such release is built (not yet, cancelled, gone live): the preview answers 404.
 */
export function plannedReleaseContent(
  id: string | string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const releasesDir = env[RELEASES_DIR_VARIABLE];
  if (!releasesDir || typeof id !== 'string' || !PLANNED_RELEASE_ID.test(id)) return null;
  const folder = path.join(releasesDir, `${PLANNED_RELEASE_FOLDER_PREFIX}${id}`);
  return existsSync(path.join(folder, 'selectedComponents')) ? folder : null;
}

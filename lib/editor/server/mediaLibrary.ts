import { createHash } from 'node:crypto';
import { mediaLibraryFile } from '@/lib/server/contentPaths';
import { loadMediaLibrary, loadPageContent } from '@/lib/server/readContent';
import { loadSitePages } from '@/lib/server/sitePages';
import { ContentError } from '@/lib/model/contentErrors';
import {
  imageSources,
  newMediaEntry,
  type MediaEntry,
  type MediaLibrary,
} from '@/lib/model/images/mediaLibrary';
import type { MediaUse } from '@/lib/editor/contract/media';
import { componentKey } from '@/lib/model/content/selection';
import { VersionConflictError } from './pageStateFiles';
import { withLocks, writeFileAtomic } from './writeFiles';

/** The library as it is written: sorted by address, so a change is one entry's lines in a diff. */
function libraryText(library: MediaLibrary): string {
  const sorted = Object.fromEntries(Object.entries(library).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/**
 * Changes the library under its file's lock: `change` gets the library as it is on disk and returns
 * it changed (or the same object, to write nothing).
 */
export async function updateMediaLibrary(
  root: string,
  change: (library: MediaLibrary) => MediaLibrary,
): Promise<MediaLibrary> {
  const file = mediaLibraryFile(root);
  return withLocks([file], async () => {
    const before = await loadMediaLibrary(root);
    const after = change(before);
    if (after !== before) await writeFileAtomic(root, file, libraryText(after));
    return after;
  });
}

/** A new image's entry (an upload): nothing described yet, so publishing asks for its words. */
export async function addToMediaLibrary(root: string, src: string): Promise<MediaEntry> {
  const library = await updateMediaLibrary(root, (library) =>
    library[src] ? library : { ...library, [src]: newMediaEntry() },
  );
  return library[src]!;
}

/** An entry's version, for If-Match: two people describing one photo do not overwrite each other. */
export function mediaEntryVersion(entry: MediaEntry | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify(entry ?? null))
    .digest('hex')
    .slice(0, 16);
}

/** Where each image is shown: every page of the drafts (live, scheduled or retired), in its language. */
export async function imageUsage(root: string): Promise<Record<string, MediaUse[]>> {
  const usage: Record<string, MediaUse[]> = {};
  for (const page of loadSitePages(root)) {
    const content = await loadPageContent(page.name, root);
    // The page's own photos: the header's and footer's are every page's, and are not photos.
    const own = content.components.map((component) => content.data[componentKey(component)]);
    for (const src of imageSources([content.meta, own]))
      (usage[src] ??= []).push({ page: page.path, locale: page.locale });
  }
  return usage;
}

/** The words, credit and focal point of one image, if no one changed them since `version`. */
export async function saveMediaEntry(
  root: string,
  src: string,
  entry: MediaEntry,
  version: string,
): Promise<MediaEntry> {
  const library = await updateMediaLibrary(root, (library) => {
    if (!library[src]) throw new ContentError('media', 'src', `${src} is not in the media library`);
    const current = mediaEntryVersion(library[src]);
    if (current !== version) throw new VersionConflictError(current);
    return { ...library, [src]: entry };
  });
  return library[src]!;
}

/**
 * The live pages that open with a photo (their first section's image): the photo is their largest
 * paint, and what AVIF is measured on (npm run bench, npm run bench:images).
 */
import path from 'node:path';
import { componentKey } from '@/lib/model/content/selection';
import { loadPageContent } from '@/lib/server/readContent';
import { exportPages, loadSitePages } from '@/lib/server/sitePages';

export interface PhotoPage {
  path: string;
  /** The opening photo, as the content names it (/images/...). */
  src: string;
}

/** `projectRoot`'s live photo pages (its content is under public/). */
export async function photoPages(projectRoot: string, at: Date = new Date()): Promise<PhotoPage[]> {
  const root = path.join(projectRoot, 'public');
  const found: PhotoPage[] = [];
  for (const page of exportPages(loadSitePages(root), at)) {
    const content = await loadPageContent(page.name, root);
    const first = content.components[0];
    const data = first ? content.data[componentKey(first)] : undefined;
    const image = (data as { image?: { src?: unknown } } | undefined)?.image;
    if (typeof image?.src === 'string') found.push({ path: page.path, src: image.src });
  }
  return found;
}

/**
 * The live pages that open with a photo (their first section's image): the photo is their largest
 * paint, and what AVIF is measured on (npm run bench, npm run bench:images).
 */
import { componentKey } from '@/lib/model/content/selection';
import { loadPageContent } from '@/lib/server/readContent';
import { exportPages, loadSitePages } from '@/lib/server/sitePages';

export interface PhotoPage {
  path: string;
  /** The opening photo, as the content names it (/images/...). */
  src: string;
}

export async function photoPages(root: string, at: Date = new Date()): Promise<PhotoPage[]> {
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

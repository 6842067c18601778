import type { PageContent } from '@/lib/model/content/pageProps';
import { componentKey } from '@/lib/model/content/selection';

export interface SocialImage {
  src: string;
  alt: string;
}

/** Used when a page has no photo of its own (the legal pages, the 404 page). */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  src: '/images/hero-sea-dune-grass.jpg',
  alt: 'Dune grass bending in the wind above a deep blue sea',
};

function asImage(value: unknown): SocialImage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { src, alt } = value as Record<string, unknown>;
  return typeof src === 'string' && typeof alt === 'string' && /\.(jpe?g|png|webp)$/i.test(src)
    ? { src, alt }
    : undefined;
}

/**
 * The photo a link preview shows: the page's sharing image (its settings), else the first photo of
 * the page's first component that has one.
 */
export function pickSocialImage(page: Pick<PageContent, 'components' | 'data' | 'meta'>): SocialImage {
  if (page.meta.image) return page.meta.image;
  for (const component of page.components) {
    const data = page.data[componentKey(component)];
    const image =
      data && typeof data === 'object' ? asImage((data as Record<string, unknown>).image) : undefined;
    if (image) return image;
  }
  return DEFAULT_SOCIAL_IMAGE;
}

import type { PageContent } from '@/lib/model/content/pageProps';
import { componentKey } from '@/lib/model/content/selection';

export interface SocialImage {
  src: string;
  alt: string;
}

/** Used when a page has no photo of its own (the legal pages, the 404 page). */
export const DEFAULT_SOCIAL_IMAGE_SRC = '/images/hero-sea-dune-grass.jpg';

function photoSrc(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { src } = value as Record<string, unknown>;
  return typeof src === 'string' && /\.(jpe?g|png|webp)$/i.test(src) ? src : undefined;
}

/**
 * The photo a link preview shows: the page's sharing image (its settings), else the first photo of
 * the page's first component that has one; described as the media library describes it in the
 * page's language.
 */
export function pickSocialImage(
  page: Pick<PageContent, 'components' | 'data' | 'meta' | 'media'>,
): SocialImage {
  const first = page.components
    .map((component) => page.data[componentKey(component)])
    .map((data) =>
      data && typeof data === 'object' ? photoSrc((data as Record<string, unknown>).image) : undefined,
    )
    .find((src) => src !== undefined);
  const src = page.meta.image?.src ?? first ?? DEFAULT_SOCIAL_IMAGE_SRC;
  return { src, alt: page.media[src]?.alt ?? '' };
}

import { HEADER_HEIGHT } from './constants';
import { down } from './media';

/**
 * A page's first band drawn up under the transparent header, so that the header sits on the band
 * (its photo or colour), not on the page's background; `gap` is the space between the header and
 * the band's content, on phones (`compact`) and wider.
 */
export function underHeaderSx(gap: { full: number; compact: number }) {
  return {
    mt: `-${HEADER_HEIGHT.full}px`,
    pt: `${HEADER_HEIGHT.full + gap.full}px`,
    [down('xs')]: { mt: `-${HEADER_HEIGHT.compact}px`, pt: `${HEADER_HEIGHT.compact + gap.compact}px` },
  } as const;
}

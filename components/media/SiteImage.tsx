import Image from 'next/image';
import type { CSSProperties } from 'react';
import { imageDimensions } from '@/lib/model/images/loader';
import { IMAGE_FOCUS, type ImageFocus } from '@/lib/model/fields';

interface SiteImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  /** Fill the positioned parent (object-fit: cover) instead of using the image's own size. */
  fill?: boolean;
  /** With `fill`: the part of the photo kept in view where the frame crops it (the middle if unset). */
  focus?: ImageFocus;
  /** For the largest image above the fold: preloaded and fetched first. */
  preload?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * An image from /images: width and height come from the optimiser's manifest (no layout shift),
 * and the srcset lists the generated webp files. An image the optimiser does not know (an SVG) is
 * served unoptimised.
 */
export function SiteImage({
  src,
  alt,
  sizes,
  fill = false,
  focus,
  preload = false,
  style,
  className,
}: SiteImageProps) {
  const dimensions = imageDimensions(src);
  const common = {
    src,
    sizes,
    className,
    // React preloads an eager, high-priority image in the server HTML by itself; next/image's own
    // preload link would be a second copy of the same hint.
    loading: preload ? ('eager' as const) : ('lazy' as const),
    fetchPriority: preload ? ('high' as const) : undefined,
    unoptimized: dimensions === undefined,
  };
  if (fill) {
    const objectPosition = focus ? IMAGE_FOCUS[focus] : undefined;
    return <Image {...common} alt={alt} fill style={{ objectFit: 'cover', objectPosition, ...style }} />;
  }
  return <Image {...common} alt={alt} width={dimensions?.width} height={dimensions?.height} style={style} />;
}

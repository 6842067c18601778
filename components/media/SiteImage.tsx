import Image from 'next/image';
import type { CSSProperties } from 'react';
import { imageDimensions } from '@/lib/model/images/loader';
import { usePlacedImage } from '@/context/PageMediaContext';
import { objectPosition } from '@/lib/model/images/mediaLibrary';

interface SiteImageProps {
  src: string;
  /** The image's own words (the logo); a library photo's come from the library, in the page's language. */
  alt?: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  /** Fill the positioned parent (object-fit: cover) instead of using the image's own size. */
  fill?: boolean;
  /** For the largest image above the fold: preloaded and fetched first. */
  preload?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * An image from /images: width and height come from the optimiser's manifest (no layout shift),
 * its description and focal point from the media library, and the srcset lists the generated webp
 * files. An image the optimiser does not know (an SVG) is
 * served unoptimised.
 */
export function SiteImage({
  src,
  alt,
  sizes,
  fill = false,
  preload = false,
  style,
  className,
}: SiteImageProps) {
  const placed = usePlacedImage(src);
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
    // Its focal point stays in view wherever the frame crops it (a wide photo in a tall hero).
    return (
      <Image
        {...common}
        alt={alt ?? placed.alt}
        fill
        style={{ objectFit: 'cover', objectPosition: objectPosition(placed.focus), ...style }}
      />
    );
  }
  return (
    <Image
      {...common}
      alt={alt ?? placed.alt}
      width={dimensions?.width}
      height={dimensions?.height}
      style={style}
    />
  );
}

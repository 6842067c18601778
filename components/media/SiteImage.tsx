import Image, { getImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import imageLoader, { avifLoader, imageDimensions, offersAvif } from '@/lib/model/images/loader';
import { PHOTO_FORMAT_TYPES } from '@/lib/model/images/plan';
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
 * The one WebP a browser that takes no AVIF is given (Safari before 16, Edge before 121): the
 * width a phone at three device pixels or half a laptop's screen asks for. A srcset of WebP beside
 * the AVIF's would cost every page about 200 bytes of HTML (brotli), which the pages with the most
 * photos do not have before their HTML takes a second round trip (docs/performance.md).
 */
const FALLBACK_WIDTH = 1200;

/**
 * An image from /images: width and height come from the optimiser's manifest (no layout shift),
 * its description and focal point from the media library. A photo whose AVIF is the smaller file
 * is a <picture>: its AVIF files offered in every width the spec's sizes name, a WebP as the
 * <img>'s own file for a browser that takes no AVIF. Any other photo is next/image's <img> with
 * its WebP srcset; an image the optimiser does not know (an SVG) is served unoptimised.
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
    alt: alt ?? placed.alt,
    // React preloads an eager, high-priority <img> in the server HTML by itself, but not one in a
    // <picture> (its sources may choose another file): a photo's preload is written below.
    loading: preload ? ('eager' as const) : ('lazy' as const),
    fetchPriority: preload ? ('high' as const) : undefined,
    ...(fill
      ? {
          fill,
          // Its focal point stays in view wherever the frame crops it (a wide photo in a tall hero).
          style: { objectFit: 'cover', objectPosition: objectPosition(placed.focus), ...style } as const,
        }
      : { width: dimensions?.width, height: dimensions?.height, style }),
  };
  if (!offersAvif(src)) return <Image {...common} alt={common.alt} unoptimized={dimensions === undefined} />;

  // The AVIF candidates: the widths next/image names for these sizes (the spec's device and image
  // sizes), each the narrowest file that covers it.
  const avif = getImageProps({ ...common, loader: avifLoader }).props;
  const webp = getImageProps(common).props;
  if (preload)
    // The preload names what the <source> will choose: a browser that takes no AVIF skips it (its
    // type) and fetches the <img>'s WebP, once, as it would without a preload.
    preloadResource(avif.src, {
      as: 'image',
      type: PHOTO_FORMAT_TYPES.avif,
      imageSrcSet: avif.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    // Inline and empty of anything in flow: a filling <img> is placed by its positioned ancestor,
    // as it would be without the <picture> (no style of its own: every byte of HTML counts).
    <picture>
      <source type={PHOTO_FORMAT_TYPES.avif} srcSet={avif.srcSet} sizes={sizes} />
      <img
        {...webp}
        srcSet={undefined}
        sizes={undefined}
        // next/image's decoding="async" left to the browser's own choice: 40 bytes of HTML a page.
        decoding={undefined}
        src={imageLoader({ src, width: FALLBACK_WIDTH })}
        alt={common.alt}
      />
    </picture>
  );
}

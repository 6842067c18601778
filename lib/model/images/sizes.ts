/** next/image widths from the spec (section 9). */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;

/** Quality of the generated webp files (spec: image optimisation at quality 85). */
export const WEBP_QUALITY = 85;

/**
 * libwebp's slowest, most thorough method: 3 % smaller files than its default (4) at the same
 * quality, for about a third more build time, spent once per photo (the files are kept).
 */
export const WEBP_EFFORT = 6;

/**
 * AVIF's encoder effort (libaom through sharp, 0-9). Each step up costs about twice the time for
 * a few per cent fewer bytes (docs/performance.md); at 2 every photo of the site encodes in about
 * three minutes of one core, once (the files are kept).
 */
export const AVIF_EFFORT = 2;

/**
 * Widths generated for a photo: the device sizes plus the two largest image sizes (cards and
 * thumbnails), never wider than the original. Smaller image sizes (16-128) are icon sizes no photo
 * on this site uses; a request for them falls back to the smallest generated file.
 */
export const PHOTO_WIDTHS = [256, 384, ...DEVICE_SIZES] as const;

import type { Locale } from '@/lib/model/i18n/locales';
import type { MediaLibrary } from '@/lib/model/images/mediaLibrary';

/** A page that shows an image. */
export interface MediaUse {
  /** Its address: /casino, /pl/kasyno. */
  page: string;
  locale: Locale;
}

/** An image of the site, as the optimiser measured it. */
export interface SiteImageFile {
  src: string;
  width: number;
  height: number;
}

/** GET /api/images: the site's images and the media library that describes them. */
export interface ImagesAnswer {
  images: SiteImageFile[];
  library: MediaLibrary;
  /** Each library entry's version, sent back as If-Match when it is saved. */
  versions: Record<string, string>;
  /** The pages that show each image (none: it can be deleted). */
  usage: Record<string, MediaUse[]>;
}

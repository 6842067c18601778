import { createContext, useContext } from 'react';
import { CENTRE, type PageMedia, type PlacedImage } from '@/lib/model/images/mediaLibrary';

/**
 * The images a page shows, as the media library describes them in the page's language: given by
 * getStaticProps (lib/server/readContent.ts), or by the editor for its preview. Content names an
 * image by its address only.
 */
const PageMediaContext = createContext<PageMedia>({});

export const PageMediaProvider = PageMediaContext.Provider;

/** What the library says of the image at `src` (no description and the centre, if nothing). */
export function usePlacedImage(src: string): PlacedImage {
  return useContext(PageMediaContext)[src] ?? { alt: '', focus: CENTRE };
}

import { createContext, useContext } from 'react';
import type { CatalogLink } from '@/lib/model/content/pageProps';

/**
 * The footer's catalog (the listed pages), given to the page by getStaticProps from the page files:
 * the browser cannot list them itself, and it is the same on every page of one build.
 */
const SiteCatalogContext = createContext<readonly CatalogLink[]>([]);

export const SiteCatalogProvider = SiteCatalogContext.Provider;

export function useSiteCatalog(): readonly CatalogLink[] {
  return useContext(SiteCatalogContext);
}

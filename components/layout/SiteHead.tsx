import Head from 'next/head';
import { canonicalUrl, mergeMeta, type PageMeta } from '@/lib/site/meta';

interface SiteHeadProps {
  meta: Partial<PageMeta> | undefined;
  /** The route path for the canonical link; none for pages that should not be indexed. */
  path?: string;
}

/** Title, description, keywords, canonical link and favicon: the page's meta over the defaults. */
export function SiteHead({ meta, path }: SiteHeadProps) {
  const merged = mergeMeta(meta);
  return (
    <Head>
      <title>{merged.title}</title>
      <meta key="description" name="description" content={merged.description} />
      <meta key="keywords" name="keywords" content={merged.keywords} />
      {path !== undefined ? (
        <link key="canonical" rel="canonical" href={canonicalUrl(path)} />
      ) : (
        <meta key="robots" name="robots" content="noindex" />
      )}
      <link key="icon" rel="icon" href={merged.faviconPath} />
    </Head>
  );
}

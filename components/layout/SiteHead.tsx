import Head from 'next/head';
import { socialImageUrl } from '@/lib/model/images/loader';
import { SOCIAL_IMAGE } from '@/lib/model/images/plan';
import { BRAND, SITE_URL } from '@/lib/model/site/config';
import type { PageAlternate } from '@/lib/model/content/pageProps';
import type { PageMetaFields } from '@/lib/model/content/contentSchemas';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { canonicalUrl, mergeMeta } from '@/lib/model/site/meta';
import type { SocialImage } from '@/lib/model/site/social';
import {
  breadcrumbJsonLd,
  serializeJsonLd,
  travelAgencyJsonLd,
  webPageJsonLd,
} from '@/lib/model/site/structuredData';

interface SiteHeadProps {
  meta: PageMetaFields | undefined;
  /** The route path, for the canonical link; none for pages that should not be indexed (404). */
  path?: string;
  socialImage: SocialImage;
  locale: Locale;
  /** The page in every language it exists in, itself included (hreflang, og:locale:alternate). */
  alternates: readonly PageAlternate[];
}

/** hreflang's default: the English version where there is one. */
function defaultAlternate(alternates: readonly PageAlternate[]): PageAlternate | undefined {
  return alternates.find((alternate) => alternate.locale === DEFAULT_LOCALE) ?? alternates[0];
}

/**
 * Title, description, keywords, canonical link and favicon (the page's meta over the defaults),
 * Open Graph and Twitter card tags for link previews, and structured data for search engines. A
 * page without a path, or marked `noindex` in its page file, gets a robots `noindex` instead of
 * the canonical link, and no structured data: nothing invites search engines to it.
 */
export function SiteHead({ meta, path: routePath, socialImage, locale, alternates }: SiteHeadProps) {
  const merged = mergeMeta(meta);
  const path = meta?.noindex === true ? undefined : routePath;
  const url = path !== undefined ? canonicalUrl(path) : undefined;
  const image = `${SITE_URL}${socialImageUrl(socialImage.src)}`;
  const label = meta?.label ?? merged.title;
  const otherLanguages = alternates.filter((alternate) => alternate.locale !== locale);
  const xDefault = defaultAlternate(alternates);
  return (
    <Head>
      <title>{merged.title}</title>
      <meta key="description" name="description" content={merged.description} />
      <meta key="keywords" name="keywords" content={merged.keywords} />
      {url ? (
        <link key="canonical" rel="canonical" href={url} />
      ) : (
        <meta key="robots" name="robots" content="noindex" />
      )}
      {alternates.map((alternate) => (
        <link
          key={`hreflang-${alternate.locale}`}
          rel="alternate"
          hrefLang={LOCALE_INFO[alternate.locale].lang}
          href={canonicalUrl(alternate.path)}
        />
      ))}
      {xDefault && (
        <link
          key="hreflang-x-default"
          rel="alternate"
          hrefLang="x-default"
          href={canonicalUrl(xDefault.path)}
        />
      )}
      <link key="icon" rel="icon" href={merged.faviconPath} sizes="32x32" />
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={BRAND.name} />
      <meta key="og:locale" property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      {otherLanguages.map((alternate) => (
        <meta
          key={`og:locale:alternate-${alternate.locale}`}
          property="og:locale:alternate"
          content={LOCALE_INFO[alternate.locale].ogLocale}
        />
      ))}
      <meta key="og:title" property="og:title" content={merged.title} />
      <meta key="og:description" property="og:description" content={merged.description} />
      {url && <meta key="og:url" property="og:url" content={url} />}
      <meta key="og:image" property="og:image" content={image} />
      <meta key="og:image:type" property="og:image:type" content="image/jpeg" />
      <meta key="og:image:width" property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta key="og:image:height" property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta key="og:image:alt" property="og:image:alt" content={socialImage.alt} />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta key="twitter:title" name="twitter:title" content={merged.title} />
      <meta key="twitter:description" name="twitter:description" content={merged.description} />
      <meta key="twitter:image" name="twitter:image" content={image} />
      <meta key="twitter:image:alt" name="twitter:image:alt" content={socialImage.alt} />
      {path !== undefined && (
        <script
          key="ld-organization"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(travelAgencyJsonLd()) }}
        />
      )}
      {path !== undefined && (
        <script
          key="ld-breadcrumb"
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(breadcrumbJsonLd(path, label, SITE_URL, locale)),
          }}
        />
      )}
      {path !== undefined && (
        <script
          key="ld-webpage"
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(webPageJsonLd(path, merged.title, merged.description, locale)),
          }}
        />
      )}
    </Head>
  );
}

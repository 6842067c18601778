import { socialImageUrl } from '@/lib/model/images/loader';
import { ADDRESS, BRAND, PHONE, SITE_URL, SOCIAL_LINKS } from './config';
import { DEFAULT_SOCIAL_IMAGE_SRC } from './social';
import { DEFAULT_LOCALE, LOCALE_INFO, localeHomePath, type Locale } from '@/lib/model/i18n/locales';
import { canonicalUrl } from '@/lib/model/site/meta';

/** schema.org data for search engines: the brand as a travel agency, and where a page sits. */
export function travelAgencyJsonLd(siteUrl: string = SITE_URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${siteUrl}/#organization`,
    name: BRAND.name,
    legalName: BRAND.legalName,
    description: BRAND.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}${socialImageUrl(DEFAULT_SOCIAL_IMAGE_SRC)}`,
    email: BRAND.email,
    telephone: PHONE.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: ADDRESS.street,
      postalCode: ADDRESS.postalCode,
      addressLocality: ADDRESS.city,
      addressCountry: ADDRESS.countryCode,
    },
    areaServed: { '@type': 'Country', name: 'Malta' },
    sameAs: SOCIAL_LINKS.map((link) => link.path),
  };
}

/** The names of a language's home page in breadcrumbs. */
const HOME_LABEL: Record<Locale, string> = { en: 'Home', pl: 'Strona główna' };

export function breadcrumbJsonLd(
  path: string,
  label: string,
  siteUrl: string = SITE_URL,
  locale: Locale = DEFAULT_LOCALE,
) {
  const home = localeHomePath(locale);
  const items = [{ name: HOME_LABEL[locale], url: canonicalUrl(home, siteUrl) }];
  if (path !== home) items.push({ name: label, url: canonicalUrl(path, siteUrl) });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: LOCALE_INFO[locale].lang,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The page itself, in its language, published by the agency. */
export function webPageJsonLd(
  path: string,
  title: string,
  description: string,
  locale: Locale,
  siteUrl: string = SITE_URL,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: canonicalUrl(path, siteUrl),
    name: title,
    description,
    inLanguage: LOCALE_INFO[locale].lang,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** JSON for a <script type="application/ld+json">, safe against a "</script>" inside a value. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

import { socialImageUrl } from '@/lib/images/loader';
import { ADDRESS, BRAND, PHONE, SITE_URL, SOCIAL_LINKS } from './config';
import { DEFAULT_SOCIAL_IMAGE } from './social';
import { canonicalUrl } from './meta';

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
    image: `${siteUrl}${socialImageUrl(DEFAULT_SOCIAL_IMAGE.src)}`,
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

export function breadcrumbJsonLd(path: string, label: string, siteUrl: string = SITE_URL) {
  const items = [{ name: 'Home', url: canonicalUrl('/', siteUrl) }];
  if (path !== '/') items.push({ name: label, url: canonicalUrl(path, siteUrl) });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against a "</script>" inside a value. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

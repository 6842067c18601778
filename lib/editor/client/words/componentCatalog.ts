import { findDefinition, type CategoryName } from '@/lib/model/content/catalog';
import type { Locale } from '@/lib/model/i18n/locales';
import { sectionLabel } from '@/lib/model/content/siteChangesText';

/**
 * The component catalogue in Polish: its categories here; each variant's name and description are
 * its folder's (`polish` in its definition, read through `sectionLabel` in siteChangesText, so the
 * Changes screen and the editor agree). A new category without its Polish name is a type error.
 */
const CATEGORY_NAMES_PL: Record<CategoryName, string> = {
  Headers: 'Nagłówki',
  Footers: 'Stopki',
  Heroes: 'Otwarcia strony',
  Texts: 'Teksty',
  Cards: 'Karty',
  Splits: 'Zdjęcie obok tekstu',
  Galleries: 'Galerie',
  Testimonials: 'Opinie',
  Faqs: 'Pytania i odpowiedzi',
  Facts: 'Fakty',
  CallsToAction: 'Wezwania do działania',
  Contacts: 'Kontakt',
  Forms: 'Formularze',
  Notices: 'Komunikaty',
};

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** A catalogue category (`Heroes`) in the editor's language; an unknown one as it is. */
export function categoryName(category: string, uiLocale: Locale): string {
  if (uiLocale === 'en' || !hasOwn(CATEGORY_NAMES_PL, category)) return category;
  return CATEGORY_NAMES_PL[category as CategoryName];
}

/** A component variant's name in the editor's language (its catalogue label in English). */
export function componentName(
  component: { category: string; name: string },
  label: string,
  uiLocale: Locale,
): string {
  return sectionLabel({ category: component.category, name: component.name, label }, uiLocale);
}

/** A component variant's description in the editor's language (its folder's Polish one). */
export function componentDescription(
  component: { category: string; name: string },
  description: string,
  uiLocale: Locale,
): string {
  if (uiLocale === 'en') return description;
  return findDefinition(component)?.polish.description ?? description;
}

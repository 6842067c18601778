import type { Catalog, CategoryName } from '@/lib/model/content/catalog';
import type { Locale } from '@/lib/model/i18n/locales';
import { sectionLabel } from '@/lib/model/content/siteChangesText';

/**
 * The component catalogue in Polish: its categories and each variant's description. The variants'
 * names come from `sectionLabel` (siteChangesText), so the Changes screen and the editor agree.
 * Typed by the catalogue itself: a new category or variant without its Polish words is a type error.
 */
type Descriptions = { [Category in CategoryName]: { [Name in keyof Catalog[Category]]: string } };

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

const DESCRIPTIONS_PL: Descriptions = {
  Headers: {
    Variant7Hotels: 'Logo, nawigacja z ikonami, przycisk wezwania do działania i menu na telefony.',
  },
  Footers: {
    Variant10Hotels: 'Katalog, dane kontaktowe i linki do mediów społecznościowych w trzech kolumnach.',
  },
  Heroes: {
    FullBleedPhoto: 'Zdjęcie otwierające stronę, z tytułem, wstępem i przyciskiem.',
    TitleBand: 'Otwarcie strony bez zdjęcia: tytuł i krótki wstęp.',
  },
  Texts: {
    Intro: 'Nagłówek i kilka akapitów tekstu.',
    RichText: 'Długi tekst w rozdziałach, z listami i linkami (strony prawne, informacje o autorach).',
  },
  Cards: {
    PhotoGrid: 'Karty ze zdjęciem, tytułem i tekstem: hotele, strefy kasyna, atrakcje.',
    IconGrid: 'Krótkie atuty, każdy z ikoną, tytułem i jednym zdaniem.',
  },
  Splits: {
    ImageText: 'Zdjęcie obok tekstu, po lewej lub po prawej stronie.',
  },
  Galleries: {
    Mosaic: 'Siatka zdjęć z podpisami; pierwsze jest większe.',
  },
  Testimonials: {
    Quotes: 'Cytaty z imieniem, nazwiskiem i funkcją cytowanej osoby.',
  },
  Faqs: {
    Accordion: 'Pytania, które po kliknięciu pokazują odpowiedź.',
  },
  Facts: {
    Strip: 'Rząd liczb z ich opisami.',
  },
  CallsToAction: {
    Banner: 'Zaproszenie na koniec strony, z jednym przyciskiem.',
  },
  Contacts: {
    Details: 'Adres, telefon, e-mail, godziny otwarcia i linki do mediów społecznościowych.',
  },
  Forms: {
    ContactForm: 'Formularz zapytania o podróż.',
  },
  Notices: {
    ResponsibleGaming:
      'Informacja 18+ z linkami do pomocy, na każdą stronę, która wspomina o grach hazardowych.',
  },
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

/** A component variant's description in the editor's language (the catalogue's in English). */
export function componentDescription(
  component: { category: string; name: string },
  description: string,
  uiLocale: Locale,
): string {
  if (uiLocale === 'en' || !hasOwn(DESCRIPTIONS_PL, component.category)) return description;
  const variants: Record<string, string> = DESCRIPTIONS_PL[component.category as CategoryName];
  return hasOwn(variants, component.name) ? (variants[component.name] ?? description) : description;
}

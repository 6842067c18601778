import { findDefinition, listCatalog } from '@/lib/model/content/catalog';
import type { Locale } from '@/lib/model/i18n/locales';
import {
  LABEL_SEPARATOR,
  type Change,
  type PageChangeKind,
  type SectionRef,
} from '@/lib/model/content/siteChanges';

/**
 * The Changes screen's sentences, in English and in Polish (the office reads Polish): one per
 * change, and a headline per page. English quotes are “…”, Polish „…”. The catalogue's labels and
 * the schemas' field titles are English; their Polish names are each section's (its folder), the
 * titles the sections share here, and a label without one (an unknown component) is shown as it is.
 */

type Words = Record<Locale, string>;

/**
 * The field titles the sections share (and the key-made titles the editor shows, such as “Cta”); a
 * section's own titles are in its folder (`polish.fields` of its definition).
 */
const FIELD_LABELS_PL: Record<string, string> = {
  Address: 'Adres',
  Answer: 'Odpowiedź',
  'Background photo': 'Zdjęcie w tle',
  Body: 'Treść',
  Button: 'Przycisk',
  'Button label': 'Napis na przycisku',
  'Button link': 'Link przycisku',
  'Button text': 'Tekst przycisku',
  Caption: 'Podpis',
  'Card photo': 'Zdjęcie karty',
  'Card text': 'Tekst karty',
  'Card title': 'Tytuł karty',
  Cards: 'Karty',
  Cta: 'Przycisk',
  Days: 'Dni',
  Email: 'E-mail',
  Eyebrow: 'Nadtytuł',
  Facts: 'Fakty',
  Figure: 'Liczba',
  Heading: 'Nagłówek',
  'Help links': 'Linki do pomocy',
  Highlights: 'Atuty',
  'Highlight text': 'Opis atutu',
  'Highlight title': 'Tytuł atutu',
  Hours: 'Godziny',
  Href: 'Adres linku',
  Icon: 'Ikona',
  Image: 'Zdjęcie',
  Intro: 'Wstęp',
  Introduction: 'Wstęp',
  Items: 'Elementy',
  Label: 'Podpis',
  'Last updated': 'Ostatnia aktualizacja',
  'Link address': 'Adres linku',
  'Link label': 'Tekst linku',
  'Link path': 'Adres linku',
  Logo: 'Logo',
  'Message after sending': 'Komunikat po wysłaniu',
  Name: 'Imię i nazwisko',
  'Navigation links': 'Linki nawigacji',
  Note: 'Przypis',
  'Opening hours': 'Godziny otwarcia',
  Phone: 'Telefon',
  Photo: 'Zdjęcie',
  'Photo side': 'Strona zdjęcia',
  Photos: 'Zdjęcia',
  Question: 'Pytanie',
  Questions: 'Pytania',
  Quote: 'Cytat',
  Quotes: 'Cytaty',
  Role: 'Funkcja',
  'Section heading': 'Tytuł rozdziału',
  'Section text': 'Tekst rozdziału',
  Sections: 'Rozdziały',
  Tag: 'Etykieta',
  Tagline: 'Hasło',
  Text: 'Tekst',
  Title: 'Tytuł',
};

/** A page's settings, as the page settings dialog names them. */
const SETTING_LABELS: Record<string, Words> = {
  title: { en: 'Title', pl: 'Tytuł' },
  description: { en: 'Description', pl: 'Opis' },
  keywords: { en: 'Keywords', pl: 'Słowa kluczowe' },
  label: { en: 'Short name', pl: 'Krótka nazwa' },
  image: { en: 'Sharing image', pl: 'Zdjęcie do podglądu linku' },
  noindex: { en: 'Hide from search engines (noindex)', pl: 'Ukrycie przed wyszukiwarkami (noindex)' },
  catalog: { en: 'List in the footer catalog', pl: 'Wpis w katalogu w stopce' },
  order: { en: 'Position in the catalog', pl: 'Pozycja w katalogu' },
  faviconPath: { en: 'Favicon', pl: 'Ikona strony (favicon)' },
  liveFrom: { en: 'Go-live time', pl: 'Termin publikacji' },
  retireAt: { en: 'Retirement time', pl: 'Termin wycofania' },
  retireTo: { en: 'Page to send visitors to after retiring', pl: 'Strona docelowa po wycofaniu' },
  translationOf: { en: 'Translation of', pl: 'Tłumaczenie strony' },
  redirectFrom: { en: 'Old addresses (redirects)', pl: 'Stare adresy (przekierowania)' },
};

const PAGE_HEADLINES: Record<PageChangeKind, Words> = {
  created: { en: 'Page created', pl: 'Strona utworzona' },
  deleted: { en: 'Page deleted', pl: 'Strona usunięta' },
  renamed: { en: 'Page renamed', pl: 'Strona przemianowana' },
  changed: { en: 'Page changed', pl: 'Strona zmieniona' },
  layout: {
    en: 'Header and footer changed (all pages)',
    pl: 'Nagłówek i stopka zmienione (wszystkie strony)',
  },
};

/** The language of the layout's data, as “(Polish version)” and „(wersja polska)”. */
const VERSION_NAMES: Record<Locale, Words> = {
  en: { en: 'English version', pl: 'wersja angielska' },
  pl: { en: 'Polish version', pl: 'wersja polska' },
};

const BOOLEAN_WORDS: Record<string, Words> = {
  true: { en: 'yes', pl: 'tak' },
  false: { en: 'no', pl: 'nie' },
};

function quote(text: string, locale: Locale): string {
  return locale === 'pl' ? `„${text}”` : `“${text}”`;
}

/** A catalogue or field label in the reader's language (as it is when it has no translation). */
export function translateLabel(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  if (Object.prototype.hasOwnProperty.call(FIELD_LABELS_PL, label)) return FIELD_LABELS_PL[label] ?? label;
  for (const { definition } of listCatalog()) {
    const own = definition.polish.fields;
    if (own && Object.prototype.hasOwnProperty.call(own, label)) return own[label] ?? label;
  }
  return label;
}

/** A section's name in the reader's language (its folder's Polish label). */
export function sectionLabel(section: SectionRef, locale: Locale): string {
  if (locale === 'en') return section.label;
  return findDefinition({ category: section.category, name: section.name })?.polish.label ?? section.label;
}

/** A setting's name in the reader's language; an unknown setting by its key. */
export function settingLabel(setting: string, locale: Locale): string {
  return Object.prototype.hasOwnProperty.call(SETTING_LABELS, setting)
    ? (SETTING_LABELS[setting]?.[locale] ?? setting)
    : setting;
}

/** A label path (`Cards › 3 › Card title`) in the reader's language; positions stay numbers. */
export function labelPath(labels: readonly string[], locale: Locale): string {
  return labels
    .map((label) => (/^\d+$/.test(label) ? label : translateLabel(label, locale)))
    .join(LABEL_SEPARATOR);
}

/** The yes-or-no settings and what an unset one means. */
const BOOLEAN_SETTING_DEFAULTS: Record<string, string> = { noindex: 'false', catalog: 'true' };

/**
 * A setting's value for the sentence: a yes-or-no setting as “yes” or “no” (unset as its default),
 * a schedule time with a space for its T.
 */
function settingValue(setting: string, value: string, locale: Locale): string {
  if (setting === 'liveFrom' || setting === 'retireAt') {
    // A Warsaw time as the schedule writes it (2026-10-01T09:00), shown as 2026-10-01 09:00.
    return value.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/, '$1 $2');
  }
  if (!Object.prototype.hasOwnProperty.call(BOOLEAN_SETTING_DEFAULTS, setting)) return value;
  const shown = value === '' ? (BOOLEAN_SETTING_DEFAULTS[setting] ?? value) : value;
  return Object.prototype.hasOwnProperty.call(BOOLEAN_WORDS, shown)
    ? (BOOLEAN_WORDS[shown]?.[locale] ?? shown)
    : shown;
}

/** “in section “Photo cards”” / „w sekcji „Karty ze zdjęciami””, with the layout's language. */
function inSection(section: SectionRef, locale: Locale, dataLocale: Locale | undefined): string {
  const version = dataLocale ? ` (${VERSION_NAMES[dataLocale][locale]})` : '';
  const name = quote(sectionLabel(section, locale), locale);
  return locale === 'pl' ? `w sekcji ${name}${version}` : `in section ${name}${version}`;
}

/** “from A to B”, “filled in: B” or “cleared (was A)”, after the subject. */
function valueChange(before: string, after: string, locale: Locale, neuter: boolean): string {
  const q = (text: string) => quote(text, locale);
  if (locale === 'pl') {
    if (before === '') return neuter ? `uzupełnione: ${q(after)}` : `uzupełniona: ${q(after)}`;
    if (after === '')
      return neuter ? `wyczyszczone (było: ${q(before)})` : `wyczyszczona (była: ${q(before)})`;
    return neuter ? `zmienione z ${q(before)} na ${q(after)}` : `zmieniona z ${q(before)} na ${q(after)}`;
  }
  if (before === '') return `set to ${q(after)}`;
  if (after === '') return `cleared (was ${q(before)})`;
  return `changed from ${q(before)} to ${q(after)}`;
}

/** A change of the media library's words for a photo the page shows. */
function photoSentence(change: Extract<Change, { kind: 'photo' }>, locale: Locale): string {
  const q = (text: string) => quote(text, locale);
  const photo = q(change.src);
  const pl = locale === 'pl';
  switch (change.part) {
    case 'alt': {
      if (!pl)
        return `Description of photo ${photo} in the media library ${valueChange(change.before, change.after, locale, false)}`;
      // „Opis” is masculine: its own endings, not the feminine or neuter of valueChange.
      const { before, after } = change;
      const what =
        before === ''
          ? `uzupełniony: ${q(after)}`
          : after === ''
            ? `wyczyszczony (był: ${q(before)})`
            : `zmieniony z ${q(before)} na ${q(after)}`;
      return `Opis zdjęcia ${photo} w bibliotece mediów ${what}`;
    }
    case 'decorative':
      if (change.after === 'true')
        return pl
          ? `Zdjęcie ${photo} oznaczone jako dekoracyjne: czytnik ekranu je pomija`
          : `Photo ${photo} marked decorative: screen readers skip it`;
      return pl
        ? `Zdjęcie ${photo} nie jest już dekoracyjne: czytnik ekranu czyta jego opis`
        : `Photo ${photo} no longer decorative: screen readers read its description`;
    case 'focus': {
      const point = (value: string) => value.replace(/^(\d+), (\d+)$/, '$1 %, $2 %');
      return pl
        ? `Punkt centralny zdjęcia ${photo} przeniesiony z ${point(change.before)} na ${point(change.after)}`
        : `Focal point of photo ${photo} moved from ${point(change.before)} to ${point(change.after)}`;
    }
    case 'credit':
      return pl
        ? `Autorstwo zdjęcia ${photo} ${valueChange(change.before, change.after, locale, true)}`
        : `Credit of photo ${photo} ${valueChange(change.before, change.after, locale, false)}`;
  }
}

/** One change as a sentence in English or Polish. */
export function describeChange(change: Change, locale: Locale): string {
  const q = (text: string) => quote(text, locale);
  const pl = locale === 'pl';
  switch (change.kind) {
    case 'renamed':
      return pl
        ? `Adres strony zmieniony z ${q(change.fromPath)} na ${q(change.toPath)}; stary adres przekierowuje na nowy`
        : `Address changed from ${q(change.fromPath)} to ${q(change.toPath)}; the old address redirects to the new one`;
    case 'unreadable':
      if (change.version === 'draft') {
        return pl
          ? 'Nie udało się odczytać pliku wersji roboczej, więc nie można wypisać zmian'
          : 'The draft file cannot be read, so its changes cannot be listed';
      }
      return pl
        ? 'Nie udało się odczytać pliku opublikowanej wersji, więc nie można wypisać zmian'
        : 'The published file cannot be read, so its changes cannot be listed';
    case 'setting': {
      const before = settingValue(change.setting, change.before, locale);
      const after = settingValue(change.setting, change.after, locale);
      const name = q(settingLabel(change.setting, locale));
      if (before === after) {
        // Written out as what it meant when unset (catalog: true): nothing changes on the site.
        return pl
          ? `Ustawienie ${name} zapisane jako ${q(after)} (bez zmiany na stronie)`
          : `Setting ${name} written out as ${q(after)} (no change on the site)`;
      }
      return pl
        ? `Ustawienie ${name} ${valueChange(before, after, locale, true)}`
        : `Setting ${name} ${valueChange(before, after, locale, true)}`;
    }
    case 'sectionAdded':
      return pl
        ? `Sekcja dodana: ${q(sectionLabel(change.section, locale))} (pozycja ${change.position})`
        : `Section added: ${q(sectionLabel(change.section, locale))} (position ${change.position})`;
    case 'sectionRemoved':
      return pl
        ? `Sekcja usunięta: ${q(sectionLabel(change.section, locale))}`
        : `Section removed: ${q(sectionLabel(change.section, locale))}`;
    case 'sectionMoved':
      return pl
        ? `Sekcja ${q(sectionLabel(change.section, locale))} przeniesiona z pozycji ${change.from} na pozycję ${change.to}`
        : `Section ${q(sectionLabel(change.section, locale))} moved from position ${change.from} to position ${change.to}`;
    case 'field': {
      const where = inSection(change.section, locale, change.locale);
      if (change.field.length === 0) {
        return pl
          ? `Treść ${where.replace(/^w sekcji/, 'sekcji')} ${valueChange(change.before, change.after, locale, false)}`
          : `Content ${where} ${valueChange(change.before, change.after, locale, false)}`;
      }
      const field = q(labelPath(change.field, locale));
      return pl
        ? `Pole ${field} ${where} ${valueChange(change.before, change.after, locale, true)}`
        : `Field ${field} ${where} ${valueChange(change.before, change.after, locale, true)}`;
    }
    case 'itemAdded': {
      const where = inSection(change.section, locale, change.locale);
      const list = q(labelPath(change.list, locale));
      const text = change.text === '' ? '' : `: ${q(change.text)}`;
      return pl
        ? `Element ${change.position} dodany do listy ${list} ${where}${text}`
        : `Item ${change.position} added to ${list} ${where}${text}`;
    }
    case 'itemMoved': {
      const where = inSection(change.section, locale, change.locale);
      const list = q(labelPath(change.list, locale));
      const text = change.text === '' ? '' : ` ${q(change.text)}`;
      return pl
        ? `Element${text} na liście ${list} ${where} przeniesiony z pozycji ${change.from} na pozycję ${change.to}`
        : `Item${text} of ${list} ${where} moved from position ${change.from} to position ${change.to}`;
    }
    case 'itemRemoved': {
      const where = inSection(change.section, locale, change.locale);
      const list = q(labelPath(change.list, locale));
      const text = change.text === '' ? '' : `: ${q(change.text)}`;
      return pl
        ? `Element ${change.position} usunięty z listy ${list} ${where}${text}`
        : `Item ${change.position} removed from ${list} ${where}${text}`;
    }
    case 'photo':
      return photoSentence(change, locale);
    default:
      return pl ? 'Zmiana' : 'Change';
  }
}

/** A page's headline: “Page created”, „Strona utworzona”, … */
export function describePageKind(kind: PageChangeKind, locale: Locale): string {
  return PAGE_HEADLINES[kind]?.[locale] ?? (locale === 'pl' ? 'Strona zmieniona' : 'Page changed');
}

import type { Locale } from '@/lib/model/i18n/locales';

/**
 * Line-breaking rules a typesetter applies to the content's texts, so that an editor never has to
 * type a non-breaking space: a number written in groups stays on one line ("801 889 880",
 * "+48 22 123 45 67"), a dash never opens a line, a short title stays with its name ("St Julian's",
 * "ul. Nowy Świat"), and in Polish a one-letter word (a, i, o, u, w, z) never ends one. Only spaces
 * change, so what a reader sees, copies or hears is the same text.
 */
const NBSP = '\u00a0';
const DIGIT_GROUP_SPACE = /(?<=\d) (?=\d)/g;
const SPACE_BEFORE_DASH = / (?=[–—] )/g;
/** After a space, a bracket, a quote or the opening `**` of emphasis in rich text. */
const POLISH_ONE_LETTER_WORD_SPACE = /(?<=(?:^|[\s(„"*])[aiouwzAIOUWZ]) /g;
/** "St Julian's", "ul. Nowy Świat": a short title of a name never ends a line without it. */
const SPACE_AFTER_NAME_TITLE = /(?<=(?:^|[\s(„"])(?:St|ul\.|al\.|pl\.|św\.)) (?=\p{Lu})/gu;

export function typesetText(text: string, locale: Locale): string {
  const typeset = text
    .replace(DIGIT_GROUP_SPACE, NBSP)
    .replace(SPACE_BEFORE_DASH, NBSP)
    .replace(SPACE_AFTER_NAME_TITLE, NBSP);
  return locale === 'pl' ? typeset.replace(POLISH_ONE_LETTER_WORD_SPACE, NBSP) : typeset;
}

/** Fields of the components' data that are addresses or names of things, not text to read. */
const NOT_TEXT = new Set(['href', 'src', 'path', 'logo', 'icon', 'imageSide']);

const typesetCache: Record<Locale, WeakMap<object, unknown>> = { en: new WeakMap(), pl: new WeakMap() };

/**
 * A component's data with every text typeset (`typesetText`). The same data object gives the same
 * result object, so a view that depends on its data does not see a change where there was none.
 */
export function typesetData<T>(data: T, locale: Locale): T {
  if (typeof data === 'string') return typesetText(data, locale) as T;
  if (typeof data !== 'object' || data === null) return data;
  const cache = typesetCache[locale];
  const cached = cache.get(data);
  if (cached !== undefined) return cached as T;
  const typeset = Array.isArray(data)
    ? data.map((item: unknown) => typesetData(item, locale))
    : Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          NOT_TEXT.has(key) ? value : typesetData(value as unknown, locale),
        ]),
      );
  cache.set(data, typeset);
  return typeset as T;
}

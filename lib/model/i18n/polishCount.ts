const polishPlural = new Intl.PluralRules('pl');

/** A number with its Polish noun: 1 znak, 2–4 znaki, 5+ znaków (and 22 znaki, 25 znaków). */
export function polishCount(count: number, one: string, few: string, many: string): string {
  const form = polishPlural.select(count);
  return `${count} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

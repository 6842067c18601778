import { DEFAULT_LOCALE, LOCALE_INFO, localeHomePath, type Locale } from '@/lib/model/i18n/locales';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A hidden field of a form. */
export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
/** The field that carries the session's CSRF token. */
export const csrfField = (csrf: string) => hidden('_csrf', csrf);

/** A notice (status) or an alert, or nothing. */
export const message = (text: string | undefined, kind: 'notice' | 'alert') =>
  text ? `<p class="${kind}" role="${kind === 'alert' ? 'alert' : 'status'}">${escapeHtml(text)}</p>` : '';
/** A select's option. */
export const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The policy of the receiver's own pages: no script at all, inline styles, forms to itself. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #10202e; background: #5dacbd; }
  header { background: #24527a; color: #fff; padding: 1rem 1.5rem; }
  header a { color: #fff; font-weight: 700; text-decoration: none; font-size: 1.25rem; }
  main { max-width: 960px; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: 12px; padding: 1.5rem; }
  h1 { font-family: Georgia, 'Times New Roman', serif; font-weight: 400; margin-top: 0; }
  a { color: #24527a; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input, select, textarea { width: 100%; font: inherit; padding: 0.6rem 0.7rem; border: 1px solid #6b7884; border-radius: 6px; background: #fff; color: #10202e; }
  input[type=checkbox] { width: 1.25rem; height: 1.25rem; flex: none; margin: 0.2rem 0.6rem 0 0; }
  :focus-visible { outline: 3px solid #b7791f; outline-offset: 2px; }
  .field { margin-bottom: 1rem; }
  .check { display: flex; align-items: flex-start; font-weight: 400; }
  .error { color: #b00020; font-size: 0.9375rem; margin: 0.25rem 0 0; }
  .hint { color: #3d4a56; font-size: 0.9375rem; margin: 0.25rem 0 0; }
  [aria-invalid=true] { border-color: #b00020; border-width: 2px; }
  .summary { border: 2px solid #b00020; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1.5rem; }
  .summary h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
  button { font: inherit; font-weight: 700; font-size: 1.125rem; color: #fff; background: #2563eb; border: 0; border-radius: 8px; padding: 0.75rem 1.5rem; cursor: pointer; }
  button.secondary { font-size: 0.9375rem; padding: 0.4rem 0.8rem; background: #24527a; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; vertical-align: top; padding: 0.6rem; border-bottom: 1px solid #d5dbe0; overflow-wrap: anywhere; }
  th { width: 8rem; }
  .hidden { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
`;

export interface PageOptions {
  title: string;
  body: string;
  /** The page's language: its `lang`, and its header's link to that language's home page. */
  locale?: Locale;
  /** The header's content instead of the link home (the desk's navigation). */
  header?: string;
  /** More style rules (the desk's tables). */
  style?: string;
  /** Attributes of <main> (the desk's: wider, and the skip link's target). */
  mainAttributes?: string;
}

/** A complete page of the receiver's, in the site's colours, never indexed. */
export function htmlPage({
  title,
  body,
  locale = DEFAULT_LOCALE,
  header,
  style = '',
  mainAttributes = '',
}: PageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(LOCALE_INFO[locale].lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${style}</style>
</head>
<body>
<header>${header ?? `<a href="${escapeHtml(localeHomePath(locale))}">Hidden Gems Malta</a>`}</header>
<main id="main"${mainAttributes}>
${body}
</main>
</body>
</html>
`;
}

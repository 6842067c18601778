import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALE_INFO, localeHomePath, type Locale } from '@/lib/model/i18n/locales';
import { BRAND, PHONE_DISPLAY } from '@/lib/model/site/config';
import { escapeHtml as e, hidden } from '../http/html';
import { warsawAt } from '../leads/warsawClock';
import { dayIn, priceIn, stayIn, totalIn } from './format';
import { optionDraftOf, type Offer, type OfferOption } from './model';
import { OFFER_ASSETS_PATH, OFFER_PATH } from './paths';
import type { OfferState } from './store';
import { OFFER_PAGE_WORDS, type OfferPageWords } from './words';

/**
 * The visitor's offer page, in the offer's language and the site's look: its colours
 * (theme/constants.ts), its self-hosted fonts (the very files the export serves, from theme/fonts/)
 * and its logo, laid out for a 390 px phone first. No script at all: a form per option to accept
 * it, and one to ask a question. Its policy allows only its own style (by hash), fonts and images.
 */

interface Asset {
  type: string;
  bytes: Buffer;
}

/** The page's files, each under a name with its content's hash (cached for good). */
export interface OfferAssets {
  files: Map<string, Asset>;
  /** The logo's and the site's icon's addresses, and each font's that is there (see FONTS). */
  logo: string;
  icon: string;
  fonts: Partial<Record<FontKey, string>>;
}

/**
 * The site's own font files, cut by `npm run fonts` (before every build) into theme/fonts/: the
 * export serves the same bytes. Before they are cut the page falls back to the stacks' system fonts.
 */
const FONTS = {
  body: 'manrope-latin-variable.woff2',
  bodyLetters: 'manrope-pl-mt-variable.woff2',
  heading: 'playfair-display-latin-600.woff2',
  headingLetters: 'playfair-display-pl-mt-600.woff2',
} as const;
type FontKey = keyof typeof FONTS;
const FONTS_DIR = '../../theme/fonts/';
const LOGO = '../../public/images/logo.svg';
const ICON = '../../public/favicon.svg';

function asset(files: Map<string, Asset>, source: string, type: string): string {
  const bytes = readFileSync(fileURLToPath(new URL(source, import.meta.url)));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const name = source.slice(source.lastIndexOf('/') + 1).replace(/(\.[a-z0-9]+)$/u, `.${hash}$1`);
  files.set(name, { type, bytes });
  return `${OFFER_ASSETS_PATH}/${name}`;
}

let toldMissing = false;

/** Reads the fonts and the logo once, when the routes are registered. */
export function loadOfferAssets(log: (message: string) => void = () => undefined): OfferAssets {
  const files = new Map<string, Asset>();
  const fonts: OfferAssets['fonts'] = {};
  const missing: string[] = [];
  for (const key of Object.keys(FONTS) as FontKey[]) {
    try {
      fonts[key] = asset(files, `${FONTS_DIR}${FONTS[key]}`, 'font/woff2');
    } catch {
      missing.push(FONTS[key]);
    }
  }
  // Said once a process: each receiver a test builds would say it again.
  if (missing.length > 0 && !toldMissing) {
    toldMissing = true;
    log(`offer page: no ${missing.join(', ')} in theme/fonts/ (npm run fonts): system fonts instead`);
  }
  return {
    files,
    fonts,
    logo: asset(files, LOGO, 'image/svg+xml'),
    icon: asset(files, ICON, 'image/svg+xml'),
  };
}

/** The letters beyond Latin-1 that Polish and Maltese need, as the site's fonts cut them (theme/fonts.ts). */
const LETTERS =
  'U+0104-0107, U+010A-010B, U+0118-0119, U+0120-0121, U+0126-0127, U+0141-0144, U+015A-015B, U+0179-017C';

/** The site's colours (theme/constants.ts). */
const INK = '#0f2a40';
const PAPER = '#24527a';
const SEA = '#5dacbd';
const GOLD = '#e7c77a';
const BUTTON = '#2563eb';

function fontFaces(fonts: OfferAssets['fonts']): string {
  const face = (url: string | undefined, family: string, weight: string, letters: boolean) =>
    url
      ? `@font-face { font-family: '${family}'; src: url(${url}) format('woff2'); font-weight: ${weight}; font-display: swap;${letters ? ` unicode-range: ${LETTERS};` : ''} }\n`
      : '';
  return (
    face(fonts.body, 'Manrope', '200 800', false) +
    face(fonts.bodyLetters, 'Manrope Letters', '200 800', true) +
    face(fonts.heading, 'Playfair Display', '600', false) +
    face(fonts.headingLetters, 'Playfair Display Letters', '600', true)
  );
}

function styleOf(fonts: OfferAssets['fonts']): string {
  return `
${fontFaces(fonts)}:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 1.0625rem/1.6 'Manrope', 'Manrope Letters', 'Helvetica Neue', Arial, sans-serif; color: ${INK}; background: ${SEA}; }
h1, h2 { font-family: 'Playfair Display', 'Playfair Display Letters', Georgia, 'Times New Roman', serif; font-weight: 600; text-wrap: balance; margin: 0; }
h1 { font-size: 2.25rem; line-height: 1.15; }
h2 { font-size: 1.5rem; line-height: 1.25; }
a { color: ${PAPER}; }
:focus-visible { outline: 3px solid ${PAPER}; outline-offset: 2px; }
/* The site's title band: ink at the top (the logo's bar) fading into the paper blue. */
.band { background: ${INK}; color: #fff; }
.band.intro { background: linear-gradient(180deg, ${INK} 0%, ${PAPER} 100%); }
.band a { color: #fff; }
.band :focus-visible { outline-color: ${GOLD}; }
.inner { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
header.band .inner { padding-top: 0.5rem; padding-bottom: 0.5rem; }
.band.intro .inner { padding-top: 0.5rem; padding-bottom: 2rem; }
.band img { display: block; width: 80px; height: 80px; }
.eyebrow { color: ${GOLD}; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; font-size: 0.875rem; margin: 0 0 0.5rem; }
.card .eyebrow { color: ${PAPER}; }
.lead { margin: 1rem 0 0; max-width: 40rem; }
.content { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 2.5rem; }
.content > .hint { color: ${INK}; font-size: 1rem; margin: 1rem 0 1.25rem; }
.card { background: #fff; border-radius: 12px; padding: 1.25rem; margin: 0 0 1.25rem; }
.status { border-left: 6px solid ${PAPER}; }
.status.done { border-left-color: #1d5e2f; }
.status.alert { border-left-color: #b00020; }
.status p { margin: 0.25rem 0; }
ol.options { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; }
ol.options > li > .card { margin: 0; height: 100%; display: flex; flex-direction: column; }
.chosen { outline: 4px solid ${GOLD}; }
dl { margin: 1rem 0; }
dl > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; padding: 0.5rem 0; border-bottom: 1px solid #d5dbe0; }
dt { font-weight: 700; }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
dl > div.total { border-bottom: 0; font-size: 1.25rem; }
dl > div.total dd { font-weight: 800; }
.note { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.5rem 0 0; }
form.accept { margin-top: auto; }
button { font: inherit; font-weight: 700; font-size: 1.1875rem; line-height: 1.3; color: #fff; background: ${BUTTON}; border: 1px solid ${BUTTON}; border-radius: 8px; padding: 12px 20px; min-height: 48px; width: 100%; cursor: pointer; }
button:hover { background: #1d4ed8; }
label { display: block; font-weight: 700; margin: 0.75rem 0 0.25rem; }
textarea { width: 100%; min-height: 8rem; font: inherit; color: ${INK}; padding: 0.6rem 0.7rem; border: 1px solid #6b7884; border-radius: 8px; }
.hint { color: #3d4a56; font-size: 0.9375rem; margin: 0.25rem 0 0.75rem; }
footer { background: ${INK}; color: #fff; }
footer .inner { padding-top: 1.5rem; padding-bottom: 1.5rem; }
footer p { margin: 0.25rem 0; }
footer a { color: #fff; }
footer :focus-visible { outline-color: ${GOLD}; }
@media (min-width: 48rem) {
  h1 { font-size: 2.75rem; }
  ol.options { grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); }
  button { width: auto; }
}
`;
}

/** The page's policy: nothing but its own style (by its hash), fonts and images, and forms to itself. */
export interface OfferPageShell {
  style: string;
  csp: string;
  logo: string;
  icon: string;
}

export function offerPageShell(assets: OfferAssets): OfferPageShell {
  const style = styleOf(assets.fonts);
  const hash = createHash('sha256').update(style).digest('base64');
  return {
    style,
    logo: assets.logo,
    icon: assets.icon,
    csp: `default-src 'none'; style-src 'sha256-${hash}'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  };
}

interface PageFrame {
  shell: OfferPageShell;
  locale: Locale;
  siteUrl: string;
  title: string;
  /** The band under the logo: the heading and what introduces the page. */
  intro: string;
  body: string;
}

function page({ shell, locale, siteUrl, title, intro, body }: PageFrame): string {
  const w = OFFER_PAGE_WORDS[locale];
  const home = `${siteUrl}${localeHomePath(locale)}`;
  return `<!doctype html>
<html lang="${e(LOCALE_INFO[locale].lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${e(title)} | ${e(BRAND.name)}</title>
<link rel="icon" href="${e(shell.icon)}" type="image/svg+xml">
<style>${shell.style}</style>
</head>
<body>
<header class="band"><div class="inner"><a href="${e(home)}"><img src="${e(shell.logo)}" alt="${e(w.logo)}" width="80" height="80"></a></div></header>
<main id="main">
<div class="band intro"><div class="inner">
${intro}
</div></div>
<div class="content">
${body}
</div>
</main>
<footer><div class="inner">
<p>${e(w.contact(PHONE_DISPLAY[locale]))}</p>
<p><a href="${e(home)}">${e(w.home)}</a></p>
</div></footer>
</body>
</html>
`;
}

export interface OfferView {
  shell: OfferPageShell;
  siteUrl: string;
  token: string;
  offer: Offer;
  options: readonly OfferOption[];
  state: OfferState;
  /** A notice after a change: the visitor's question arrived. */
  notice?: 'asked';
  /** A refusal of the change asked for (already accepted, no such option, an empty question). */
  error?: string;
  /** The question typed, shown again with its error. */
  question?: string;
  /** The question form's own key (a double submit stores one question). */
  questionKey: string;
}

function optionCard(view: OfferView, option: OfferOption, w: OfferPageWords): string {
  const { offer, state, token } = view;
  const locale = offer.locale;
  const draft = optionDraftOf(option);
  const chosen = offer.accepted_option_id === option.id;
  const id = `option-${option.position}`;
  const row = (label: string, value: string, extra = '') =>
    `<div${extra}><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`;
  const accept =
    state === 'open'
      ? `<form class="accept" method="post" action="${OFFER_PATH}/${e(token)}/accept">${hidden('option', option.id)}<button type="submit">${e(w.acceptOption(option.position))}</button></form>`
      : '';
  return `<li><article class="card${chosen ? ' chosen' : ''}" aria-labelledby="${id}">
<p class="eyebrow">${e(chosen ? `${w.option(option.position)} · ${w.chosen}` : w.option(option.position))}</p>
<h2 id="${id}">${e(option.hotel)}</h2>
<dl>
${row(w.labels.room, option.room)}
${row(w.labels.board, option.board)}
${row(w.labels.dates, stayIn(draft, locale, w.nights))}
${row(w.labels.travellers, w.travellers(option.travellers))}
${row(w.labels.price, priceIn(draft, locale, w.basis))}
${row(w.labels.total, totalIn(draft, locale), ' class="total"')}
</dl>
${accept}
</article></li>`;
}

/** The offer itself: open to accept, or accepted (the choice shown); the question form either way. */
export function offerPage(view: OfferView): string {
  const { offer, options, state } = view;
  const locale = offer.locale;
  const w = OFFER_PAGE_WORDS[locale];
  const chosen = options.find((option) => option.id === offer.accepted_option_id);
  const status =
    state === 'accepted' && chosen && offer.accepted_at
      ? `<section class="card status done" aria-labelledby="accepted-title"><h2 id="accepted-title">${e(w.accepted(chosen.position, dayIn(warsawAt(new Date(offer.accepted_at)).date, locale)))}</h2><p>${e(w.acceptedNext)}</p></section>`
      : '';
  const alert = view.error
    ? `<div class="card status alert" role="alert"><p>${e(view.error)}</p></div>`
    : view.notice === 'asked'
      ? `<div class="card status done" role="status"><p>${e(w.question.sent)}</p></div>`
      : '';
  const note = offer.note
    ? `<section class="card" aria-labelledby="note-title"><h2 id="note-title">${e(w.fromOffice)}</h2><p class="note">${e(offer.note)}</p></section>`
    : '';
  const question = `<section class="card" aria-labelledby="question-title"><h2 id="question-title">${e(w.question.title)}</h2>
<form method="post" action="${OFFER_PATH}/${e(view.token)}/question">${hidden('key', view.questionKey)}
<label for="question">${e(w.question.label)}</label>
<textarea id="question" name="question" required maxlength="5000" aria-describedby="question-hint">${e(view.question ?? '')}</textarea>
<p class="hint" id="question-hint">${e(w.question.hint)}</p>
<button type="submit">${e(w.question.send)}</button>
</form></section>`;
  const intro = `<p class="eyebrow">${e(w.version(offer.version))}</p>
<h1>${e(w.title)}</h1>
<p class="lead">${e(w.intro)}</p>
<p class="lead">${e(w.validUntil(dayIn(offer.valid_until, locale)))}</p>`;
  const body = `${alert}${status}${note}
<ol class="options">${options.map((option) => optionCard(view, option, w)).join('\n')}</ol>
${state === 'open' ? `<p class="hint">${e(w.acceptHint)}</p>` : ''}
${question}`;
  return page({ shell: view.shell, locale, siteUrl: view.siteUrl, title: w.title, intro, body });
}

/** Why a link opens no offer: unknown (404), withdrawn or expired (410), said plainly. */
export function offerGonePage(
  shell: OfferPageShell,
  siteUrl: string,
  locale: Locale,
  reason: 'unknown' | 'withdrawn' | 'expired',
  details: { validUntil?: string; replaced?: boolean; error?: string } = {},
): string {
  const w = OFFER_PAGE_WORDS[locale];
  const title =
    reason === 'unknown' ? w.unknown.title : reason === 'withdrawn' ? w.withdrawn.title : w.expired.title;
  const text =
    reason === 'unknown'
      ? [w.unknown.body]
      : reason === 'withdrawn'
        ? [w.withdrawn.body, ...(details.replaced ? [w.withdrawn.replaced] : [])]
        : [w.expired.body(dayIn(details.validUntil ?? '', locale))];
  const body = `<div class="card status alert">${details.error ? `<p role="alert">${e(details.error)}</p>` : ''}${text.map((line) => `<p>${e(line)}</p>`).join('')}</div>`;
  return page({ shell, locale, siteUrl, title, intro: `<h1>${e(title)}</h1>`, body });
}

/** Too many requests from one address: a page in both languages (which one is unknown before a lookup). */
export function offerTooManyPage(shell: OfferPageShell, siteUrl: string): string {
  const lines = {
    pl: 'Zbyt wiele prób z tego adresu. Prosimy spróbować ponownie za minutę.',
    en: 'Too many attempts from this address. Please try again in a minute.',
  };
  return page({
    shell,
    locale: 'pl',
    siteUrl,
    title: 'Zbyt wiele prób',
    intro: `<h1>Zbyt wiele prób</h1>`,
    body: `<div class="card status alert"><p>${e(lines.pl)}</p><p lang="en">${e(lines.en)}</p></div>`,
  });
}

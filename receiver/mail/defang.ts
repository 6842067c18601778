/**
 * Making text that a visitor typed safe to quote in an email we send. A plain-text email has no
 * links of its own, but mail clients turn anything that looks like an address into one, so a
 * bot that puts `http://evil.example` in an enquiry would have us deliver a clickable link.
 * Defanged addresses (`evil[.]example`, `name[at]mail[.]com`) stay readable to a person, and no
 * client links them. Pure string functions: the same text always gives the same result, and
 * defanging defanged text changes nothing.
 */

/** A dot, and the ideographic and full-width dots that IDNA reads as one. */
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const DOTS = new RegExp(DOT, 'gu');
/** A host name's label (letters of any script, digits, inner hyphens). */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';

/**
 * `scheme://…` up to white space. `hxxp://` and `fxp://` are the conventional defanged spellings,
 * which no client links: they are left as they are.
 */
const SCHEME_URL = /(?<![\p{L}\p{N}])(?!hxxps?:|fxp:)[a-z][a-z0-9+.-]{0,20}:\/\/[^\s<>"'`]*/giu;
/** Schemes without `//` that clients link or run. `data:` only before a media type: "Data: 12 maja" is Polish. */
const BARE_SCHEME = /(?<![\p{L}\p{N}])(mailto|javascript|vbscript|data(?=:[a-z]+\/)):(?=\S)/giu;
const EMAIL = new RegExp(`([\\p{L}\\p{N}._%+-]+)@(${LABEL}(?:${DOT}${LABEL})+)`, 'gu');
/** A run of dotted labels, with a `/` after it captured (a path makes it an address whatever its end). */
const DOTTED = new RegExp(`(?<![\\p{L}\\p{N}_-])${LABEL}(?:${DOT}${LABEL})+(?=(/?))`, 'gu');
/** What usually ends a sentence after an address, and is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’\u3002\uFF0E\uFF61]+$/u;

/**
 * Top-level domains beyond the two-letter country codes (all of which count), chosen for how
 * often they appear in links, spam and this trade. Ordinary words stay readable ("Ok.Thanks"),
 * while an address whose ending is not listed is still defanged when it has a path, `www.`, a
 * scheme or an `@`.
 */
const TOP_LEVEL_DOMAINS = new Set(
  (
    'com net org info biz edu gov mil int app dev xyz top online site website web shop store club ' +
    'link click live life tech space fun icu vip win bet casino poker games game hotel hotels travel ' +
    'tours holiday vacations cruises flights loan loans money finance cash bank credit pro name mobi ' +
    'tel asia cloud today news blog page email support services agency digital network world group ' +
    'global zone solutions center company work buzz rest bar cam sbs cfd quest monster cyou lol wtf ' +
    'red pink bid trade date racing review stream download men party science faith accountant ' +
    'cricket gdn ooo one new best plus free deals sale gift gifts lat porn sex xxx adult dating ' +
    'love bio crypto exchange market ltd inc llc eus cat amsterdam berlin london moscow warszawa ' +
    'waw krakow'
  ).split(' '),
);

function isTopLevelDomain(label: string): boolean {
  if (!/^\p{L}{2,24}$/u.test(label)) return false;
  return [...label].length === 2 || TOP_LEVEL_DOMAINS.has(label.toLowerCase());
}

const bracketDots = (host: string) => host.replace(DOTS, '[.]');

/** Applies `change` to `match` without the punctuation that ends the sentence around it. */
function beforePunctuation(match: string, change: (core: string) => string): string {
  const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
  return change(match.slice(0, match.length - trailing.length)) + trailing;
}

/** `http://user@evil.example/path` -> `user[at]evil[.]example/path`: no scheme, a host no client links. */
function defangSchemeUrl(url: string): string {
  const rest = url.slice(url.indexOf('//') + 2);
  const end = rest.search(/[/?#]/u);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const path = end === -1 ? '' : rest.slice(end);
  return bracketDots(authority).replace(/@/gu, '[at]') + path;
}

function defangDotted(run: string, slash: string): string {
  const labels = run.split(DOTS);
  const isAddress =
    /^www\d{0,3}$/iu.test(labels[0] ?? '') ||
    (labels.length === 4 && labels.every((label) => /^\d{1,3}$/u.test(label))) ||
    labels.slice(1).some(isTopLevelDomain) ||
    (slash === '/' && /^\p{L}{2,24}$/u.test(labels[labels.length - 1] ?? ''));
  return isAddress ? bracketDots(run) : run;
}

/**
 * Web addresses, `www.` names, bare domains (`evil.com`, `evil.example/login`), IPv4 addresses
 * and email addresses made unclickable: `http://evil.example` -> `evil[.]example`,
 * `anna@mail.pl` -> `anna[at]mail[.]pl`, `mailto:` -> `mailto[:]`. Sentences with dots in them
 * ("Ok.Thanks", "3.5 stars", "e.g.") are left as they were.
 */
export function defangLinks(text: string): string {
  return text
    .replace(SCHEME_URL, (url) => beforePunctuation(url, defangSchemeUrl))
    .replace(BARE_SCHEME, '$1[:]')
    .replace(EMAIL, (_email, local: string, domain: string) => `${local}[at]${bracketDots(domain)}`)
    .replace(DOTTED, (run: string, slash: string) => defangDotted(run, slash));
}

/**
 * Format characters (zero-width spaces and joiners, bidirectional overrides, soft hyphens) and the
 * control characters other than line breaks and tabs: invisible, they could hide an address from
 * defanging (`evil\u200b.com`) or reorder what a reader sees.
 */
const INVISIBLE = /[\p{Cf}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;

/**
 * Text a visitor typed as a reader sees it: line breaks made `\n`, compatibility forms folded
 * (NFKC: `ｅｖｉｌ．ｃｏｍ` is `evil.com`, which clients would link) and invisible characters removed.
 */
export function visibleText(text: string): string {
  return text.replace(/\r\n?/gu, '\n').normalize('NFKC').replace(INVISIBLE, '');
}

/** Text a visitor typed, made safe to quote in an email: visible, and its links defanged. */
export function inertText(text: string): string {
  return defangLinks(visibleText(text));
}

import { SITE_URL } from '@/lib/model/site/config';
import { canonicalUrl, DEFAULT_META } from '@/lib/model/site/meta';
import { DESCRIPTION_ADVISED, TITLE_ADVISED } from './settingsDraft';

/**
 * How a page will look in a search result and in a link preview (Open Graph card), from its
 * settings as typed: the same defaults the site's head applies, cut the way the results cut them.
 */

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // Cut inside a word only when the first word alone is longer than the room.
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—|]+$/, '')}…`;
}

export interface PreviewInput {
  title: string;
  description: string;
  path: string;
}

export interface SearchResultPreview {
  title: string;
  /** `www.hiddengemsmalta.com › offers › gozo-october`, as results show the address. */
  breadcrumb: string;
  url: string;
  description: string;
}

const host = new URL(SITE_URL).host;

const orDefault = (value: string, fallback: string) => (value.trim() === '' ? fallback : value.trim());

export function searchResultPreview({ title, description, path }: PreviewInput): SearchResultPreview {
  const segments = path.split('/').filter(Boolean);
  return {
    title: truncateAtWord(orDefault(title, DEFAULT_META.title), TITLE_ADVISED),
    breadcrumb: [host, ...segments].join(' › '),
    url: canonicalUrl(path),
    description: truncateAtWord(orDefault(description, DEFAULT_META.description), DESCRIPTION_ADVISED),
  };
}

export interface SocialCardPreview {
  /** Upper case, as the large link previews show it. */
  domain: string;
  title: string;
  description: string;
}

/** Link previews show about two lines of title and of description. */
const CARD_TITLE = 70;
const CARD_DESCRIPTION = 110;

export function socialCardPreview({ title, description }: PreviewInput): SocialCardPreview {
  return {
    domain: host.replace(/^www\./, '').toUpperCase(),
    title: truncateAtWord(orDefault(title, DEFAULT_META.title), CARD_TITLE),
    description: truncateAtWord(orDefault(description, DEFAULT_META.description), CARD_DESCRIPTION),
  };
}

import type { DeletePageBody, PageLink } from '@/lib/editor/contract/pageRequests';
import type { Locale } from '@/lib/model/i18n/locales';
import { LINK_CHOICES_WORDS } from './words/linkChoices';

/** What the delete dialog says about the links to a page, and the body it sends. Pure. */

export type LinkChoice = 'drop' | 'replace';

/** `Header navigation (public/data/HeadersVariant7Hotels.json)`, `public/data/index/X.json: data.btnPath`. */
export function describeLink(link: PageLink, uiLocale: Locale): string {
  return link.navigation
    ? LINK_CHOICES_WORDS[uiLocale].headerNavigation(link.file)
    : `${link.file}: ${link.field}`;
}

/** Links from content (not the header's navigation) cannot simply be dropped. */
export function contentLinks(links: readonly PageLink[]): PageLink[] {
  return links.filter((link) => !link.navigation);
}

/** Why the deletion cannot be sent as chosen, or undefined when it can. */
export function deleteProblem(
  links: readonly PageLink[],
  choice: LinkChoice,
  replacement: string,
  uiLocale: Locale,
): string | undefined {
  const words = LINK_CHOICES_WORDS[uiLocale];
  if (choice === 'replace' && replacement === '') return words.chooseReplacement;
  if (choice === 'drop' && contentLinks(links).length > 0) return words.contentLinksHere;
  return undefined;
}

export function deleteBody(pageName: string, choice: LinkChoice, replacement: string): DeletePageBody {
  return choice === 'replace' ? { pageName, replacement } : { pageName };
}

/** The links an API error carries (a 409 from a deletion whose page is linked from content). */
export function linksOfError(error: unknown): PageLink[] | undefined {
  if (typeof error !== 'object' || error === null || !('links' in error)) return undefined;
  const { links } = error as { links: unknown };
  return Array.isArray(links) ? (links as PageLink[]) : undefined;
}

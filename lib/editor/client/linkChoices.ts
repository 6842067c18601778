import type { DeletePageBody, PageLink } from '@/lib/editor/contract/pageRequests';

/** What the delete dialog says about the links to a page, and the body it sends. Pure. */

export type LinkChoice = 'drop' | 'replace';

/** `Header navigation (public/data/HeadersVariant7Hotels.json)`, `public/data/index/X.json: data.btnPath`. */
export function describeLink(link: PageLink): string {
  return link.navigation ? `Header navigation (${link.file})` : `${link.file}: ${link.field}`;
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
): string | undefined {
  if (choice === 'replace' && replacement === '') return 'Choose the page the links should go to';
  if (choice === 'drop' && contentLinks(links).length > 0)
    return 'The page’s content links here: choose a page to send those links to';
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

import { useRouter } from 'next/router';
import type { MouseEvent } from 'react';
import { clientNavigationPath } from '@/lib/browser/internalLink';

/**
 * A click handler for an element whose links have no router of their own (HTML kept from the
 * export, or a section hydrated in a root of its own): a plain click on a link to one of the
 * site's pages navigates on the client, like every other link of the site.
 */
export function useInternalLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    const path = clientNavigationPath(
      event,
      { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      new URL(window.location.href),
    );
    if (path === undefined) return;
    event.preventDefault();
    void router.push(path);
  };
}

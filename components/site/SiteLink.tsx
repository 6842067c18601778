import { useRouter } from 'next/compat/router';
import type { NextRouter } from 'next/router';
import { useRef, type ComponentProps } from 'react';
import { useInternalLinkNavigation } from '@/hooks/useInternalLinkNavigation';
import { isPageLink } from '@/lib/model/pages/pageRules';

export type SiteLinkProps = ComponentProps<'a'> & { href: string };

/**
 * The address as next/link wrote it (trailingSlash: false): `/pl/` as `/pl`, so the exported HTML
 * keeps its links, and a section hydrated without a router renders the same href as the server.
 */
function writtenHref(href: string): string {
  return href.startsWith('/') && !href.startsWith('//')
    ? href.replace(/^(\/[^?#]*?)\/(?=[?#]|$)/, '$1')
    : href;
}

/**
 * A plain link for the site's own links, in place of next/link (whose viewport prefetching costs
 * the first load its code): a plain click on a link to one of the site's pages navigates on the
 * client, by the rules the kept HTML's links follow, and the page's code is fetched once the
 * visitor shows intent (pointer, focus, touch). Takes what an `<a>` takes, ref included, so MUI's
 * `component={SiteLink}` works.
 */
export function SiteLink(props: SiteLinkProps) {
  const router = useRouter();
  // A section hydrated in a root of its own has no router: its wrapper routes the clicks.
  if (!router) return <a {...props} href={writtenHref(props.href)} />;
  return <RoutedLink {...props} router={router} />;
}

function RoutedLink({
  router,
  href,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: SiteLinkProps & { router: NextRouter }) {
  const followLink = useInternalLinkNavigation();
  const prefetchedHref = useRef<string | undefined>(undefined);
  const written = writtenHref(href);

  // Once per address: a second hover or focus would only repeat the router's work.
  const prefetch = () => {
    if (prefetchedHref.current === written || !isPageLink(written)) return;
    prefetchedHref.current = written;
    // Only a head start: should it fail, the click loads the page.
    router.prefetch(written).catch(() => undefined);
  };

  return (
    <a
      {...rest}
      href={written}
      onClick={(event) => {
        onClick?.(event);
        // A caller's preventDefault is respected: clientNavigationPath leaves such clicks alone.
        followLink(event);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}

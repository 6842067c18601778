import { useState, type ComponentType } from 'react';
import { useInternalLinkNavigation } from '@/hooks/useInternalLinkNavigation';
import { isHydratingServerHtml, KEEP_SERVER_HTML } from '@/lib/browser/hydration';
import { LazySectionView } from './LazySectionView';

interface StaticSectionProps {
  /** The section's view (React.lazy): loaded on demand, and by the server before it writes the page. */
  view: ComponentType<{ data: unknown }>;
  data: unknown;
}

/**
 * A section with no interactivity of its own. The exported HTML already holds it, so during the
 * page's first hydration the browser keeps that HTML as it is (KEEP_SERVER_HTML) and the
 * section's code is never downloaded. A section mounted later (after a client-side navigation) or
 * given new data (the editor's preview) renders normally, loading its code then.
 *
 * Links inside kept HTML have no React handlers, so a click on one of them is routed here: links
 * to the site's pages navigate on the client like the rest of the site.
 */
export function StaticSection({ view: View, data }: StaticSectionProps) {
  const followLink = useInternalLinkNavigation();
  // Captured once per mount: the data the server HTML was rendered from, or nothing to keep.
  const [serverData] = useState<{ data: unknown } | undefined>(() =>
    isHydratingServerHtml() ? { data } : undefined,
  );

  if (serverData !== undefined && serverData.data === data) {
    return (
      // The handler only forwards clicks on the links inside, which are keyboard operable.
      <div onClick={followLink} {...KEEP_SERVER_HTML} />
    );
  }
  return (
    <div>
      <LazySectionView view={View} data={data} />
    </div>
  );
}

import { Activity, useEffect, useState, type ReactNode } from 'react';
import { countRegionToHydrate, isHydratingServerHtml, regionHydrated } from '@/lib/browser/hydration';

interface Region {
  /** First rendered over the exported HTML: it hydrates after the page's first commit. */
  fromServerHtml: boolean;
  /** Counted among the regions the page waits for. */
  counted: boolean;
  /** Hydrated (or gone). */
  done: boolean;
  mounted: boolean;
}

/**
 * The region's outer part has committed (with the page's first commit): from now on the page
 * waits for it, unless it has hydrated in that same commit already. Counted here rather than
 * while rendering, which development's strict mode does twice.
 */
function regionMounted(region: Region): void {
  region.mounted = true;
  if (!region.fromServerHtml || region.counted || region.done) return;
  region.counted = true;
  countRegionToHydrate();
}

/** A region unmounted for good before it hydrated is no longer waited for. */
function regionUnmounted(region: Region): void {
  region.mounted = false;
  // Development's strict mode unmounts and mounts every effect once, at once.
  setTimeout(() => {
    if (!region.mounted) settle(region);
  }, 0);
}

function settle(region: Region): void {
  if (region.done) return;
  region.done = true;
  if (region.counted) regionHydrated();
}

/** Inside the boundary: its effect runs when the region's hydration commits. */
function RegionHydrated({ region }: { region: Region }) {
  useEffect(() => settle(region), [region]);
  return null;
}

/**
 * A part of the page (the header, the main area, the footer) that React hydrates on its own,
 * after the page's first commit and in slices the browser may interrupt, instead of in one long
 * task with the rest of the page: an Activity boundary, which the server writes inline (a comment
 * on each side, no script) and the browser hydrates at a low priority. A visitor's click or key
 * on a region not yet hydrated makes React hydrate that region first and then replays the event.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const [region] = useState<Region>(() => ({
    fromServerHtml: isHydratingServerHtml(),
    counted: false,
    done: false,
    mounted: false,
  }));
  useEffect(() => {
    regionMounted(region);
    return () => regionUnmounted(region);
  }, [region]);
  return (
    <Activity mode="visible">
      <RegionHydrated region={region} />
      {children}
    </Activity>
  );
}

import Box from '@mui/system/Box';
import { useRouter } from 'next/router';
import { lazy, Suspense } from 'react';
import { localeOfPath } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { OVERLAY_LOADER_SIZE } from '@/theme/constants';

// react-loader-spinner brings its own CSS-in-JS runtime: it is fetched the first time a route
// change starts, so the first page load does not pay for it. The black overlay shows at once.
const InfinitySpin = lazy(() =>
  import('react-loader-spinner').then((module) => ({ default: module.InfinitySpin })),
);

/**
 * Full-screen black overlay with a centred infinity loader while a route change is in progress. It
 * sits outside the page's locale context (it outlives the page), so its label is in the language
 * of the page being left, read from the address: the language the document is still in.
 */
export function RouteChangeOverlay() {
  const { asPath } = useRouter();
  return (
    <Box
      role="status"
      aria-label={MESSAGES[localeOfPath(asPath)].loading.nextPage}
      data-testid="route-change-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1500,
        bgcolor: '#000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {/* The infinity symbol is drawn 2:1, centred in the spec's 200 x 200 loader box. */}
      <Box
        data-testid="route-change-loader"
        sx={{
          width: OVERLAY_LOADER_SIZE,
          height: OVERLAY_LOADER_SIZE,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Suspense fallback={null}>
          <InfinitySpin
            width={String(OVERLAY_LOADER_SIZE)}
            height={String(OVERLAY_LOADER_SIZE)}
            color="#ffffff"
          />
        </Suspense>
      </Box>
    </Box>
  );
}

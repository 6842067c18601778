import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/**
 * True from the start of a route change until it completes or fails (spec section 2). `onStart`
 * runs as one starts: the page wrapper fetches the sections' code, which a first visit mostly does
 * not load, alongside the next page's data. It should be a stable function.
 */
export function useRouteChangeLoading(onStart?: () => void): boolean {
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = () => {
      onStart?.();
      setLoading(true);
    };
    const stop = () => setLoading(false);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', stop);
    events.on('routeChangeError', stop);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', stop);
      events.off('routeChangeError', stop);
    };
  }, [events, onStart]);

  return loading;
}

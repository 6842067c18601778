import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { preloadSections } from '@/components/registry/views';

/**
 * True from the start of a route change until it completes or fails (spec section 2). The sections'
 * code, which a first visit mostly does not load, is fetched alongside the next page's data.
 */
export function useRouteChangeLoading(): boolean {
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = () => {
      void preloadSections();
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
  }, [events]);

  return loading;
}

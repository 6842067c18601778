import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

/** True from the start of a route change until it completes or fails (spec section 2). */
export function useRouteChangeLoading(): boolean {
  const { events } = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = () => setLoading(true);
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

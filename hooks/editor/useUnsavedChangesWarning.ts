import { useRouter } from 'next/router';
import { useEffect } from 'react';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving them?';

/** Warns before the tab closes or the app navigates away while there are unsaved changes. */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGE;
    };
    const beforeRoute = (url: string) => {
      if (url !== router.asPath && !window.confirm(UNSAVED_MESSAGE)) {
        router.events.emit('routeChangeError');
        throw new Error('Navigation cancelled: unsaved changes');
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    router.events.on('routeChangeStart', beforeRoute);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      router.events.off('routeChangeStart', beforeRoute);
    };
  }, [dirty, router]);
}

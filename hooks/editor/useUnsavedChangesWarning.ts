import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useEditorLanguage } from '@/hooks/editor/useEditorLanguage';
import type { Locale } from '@/lib/model/i18n/locales';

/** The question before leaving with unsaved changes, in the editor's language. */
export const UNSAVED_MESSAGES: Record<Locale, string> = {
  en: 'You have unsaved changes. Leave without saving them?',
  pl: 'Masz niezapisane zmiany. Wyjść bez ich zapisywania?',
};

/**
 * Warns before the tab closes or the app navigates away while there are unsaved changes. (Browsers
 * show their own words when the tab closes; the app's navigation asks in the editor's language.)
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const router = useRouter();
  const message = UNSAVED_MESSAGES[useEditorLanguage()];
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    const beforeRoute = (url: string) => {
      if (url !== router.asPath && !window.confirm(message)) {
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
  }, [dirty, router, message]);
}

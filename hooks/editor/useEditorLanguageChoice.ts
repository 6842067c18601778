import { useCallback, useEffect, useState } from 'react';
import { isLocale, type Locale } from '@/lib/model/i18n/locales';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';

/** Where `npm run dev` keeps the editor's language (there is no account to keep it). */
const DEV_LANGUAGE_KEY = 'editor-language';

function storedDevLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(DEV_LANGUAGE_KEY);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The language of the editor's own words: in the studio the signed-in account's choice (kept on
 * the account, so it follows them to any browser); under `npm run dev`, where there is no
 * account, this browser's. `ready` once the studio has answered (or said there is none), so the
 * editor never shows a flash of the other language.
 */
export function useEditorLanguageChoice() {
  const [account, setAccount] = useState<StudioAccount | undefined>();
  const [devLocale, setDevLocale] = useState<Locale>('en');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    const settle = (me: StudioAccount | undefined) => {
      if (!live) return;
      setAccount(me);
      setDevLocale(storedDevLanguage());
      setReady(true);
    };
    studioApi.me().then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, []);

  const locale = account?.locale ?? devLocale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const choose = useCallback(
    async (next: Locale) => {
      if (account) {
        await studioApi.language(next);
        setAccount({ ...account, locale: next });
        return;
      }
      try {
        window.localStorage.setItem(DEV_LANGUAGE_KEY, next);
      } catch {
        // A browser that keeps nothing still switches, for this visit.
      }
      setDevLocale(next);
    },
    [account],
  );

  return { account, setAccount, locale, choose, ready };
}

import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  cancel: 'Cancel',
};

export const DIALOG_FOOTER_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    cancel: 'Anuluj',
  },
};

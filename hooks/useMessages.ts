import { useLocale } from '@/context/LocaleContext';
import { MESSAGES, type Messages } from '@/lib/model/site/messages';

/** The chrome's texts in the page's language. */
export function useMessages(): Messages {
  return MESSAGES[useLocale()];
}

import { useLocale } from '@/context/LocaleContext';
import { typesetData } from '@/lib/model/text/typeset';

/** Component data with its texts typeset for the page's language (see lib/model/text/typeset.ts). */
export function useTypesetData<T>(data: T): T {
  return typesetData(data, useLocale());
}

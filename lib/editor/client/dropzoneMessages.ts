import type { Locale } from '@/lib/model/i18n/locales';
import { DROPZONE_WORDS } from '@/lib/editor/client/words/dropzone';

/**
 * The spec's messages for refused files (section 5), in the editor's language. react-dropzone
 * reports a code per problem; its own texts round sizes to KB and MB, while the spec states sizes in
 * bytes.
 */
export interface DropzoneRules {
  accept: Record<string, readonly string[]>;
  minSize: number;
  maxSize: number;
}

export function acceptedList(accept: DropzoneRules['accept']): string[] {
  return Object.entries(accept).flatMap(([type, extensions]) => [type, ...extensions]);
}

/**
 * The message for one problem of a refused file. `fallback` (the drop zone's own text, in English)
 * stands for a problem without a message of its own, in English only.
 */
export function rejectionMessage(
  code: string,
  rules: DropzoneRules,
  fallback: string | undefined,
  uiLocale: Locale,
): string {
  const w = DROPZONE_WORDS[uiLocale];
  switch (code) {
    case 'file-invalid-type': {
      const list = acceptedList(rules.accept);
      return list.length > 1 ? w.typeOneOf(list) : w.typeMustBe(list[0] ?? '');
    }
    case 'file-too-large':
      return w.tooLarge(w.bytes(rules.maxSize));
    case 'file-too-small':
      return w.tooSmall(w.bytes(rules.minSize));
    case 'too-many-files':
      return w.tooMany;
    default:
      return (uiLocale === 'en' ? fallback : undefined) ?? w.refused;
  }
}

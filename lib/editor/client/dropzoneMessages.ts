/**
 * The spec's messages for refused files (section 5). react-dropzone reports a code per problem;
 * its own texts round sizes to KB and MB, while the spec states sizes in bytes.
 */
export interface DropzoneRules {
  accept: Record<string, readonly string[]>;
  minSize: number;
  maxSize: number;
}

const bytes = (size: number) => `${size} ${size === 1 ? 'byte' : 'bytes'}`;

export function acceptedList(accept: DropzoneRules['accept']): string[] {
  return Object.entries(accept).flatMap(([type, extensions]) => [type, ...extensions]);
}

export function rejectionMessage(code: string, rules: DropzoneRules, fallback = 'File refused'): string {
  switch (code) {
    case 'file-invalid-type': {
      const list = acceptedList(rules.accept);
      return list.length > 1
        ? `File type must be one of ${list.join(', ')}`
        : `File type must be ${list[0] ?? ''}`;
    }
    case 'file-too-large':
      return `File is larger than ${bytes(rules.maxSize)}`;
    case 'file-too-small':
      return `File is smaller than ${bytes(rules.minSize)}`;
    case 'too-many-files':
      return 'Too many files';
    default:
      return fallback;
  }
}

import type { z } from 'zod';

/** A content file that cannot be used, with the file and the field that is wrong. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(field ? `${file}: ${field}: ${reason}` : `${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** `['data', 'navLinks', 0, 'icon']` -> `data.navLinks[0].icon`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out === '' ? name : `${out}.${name}`;
  }, '');
}

export function contentErrorFromZod(file: string, error: z.ZodError): ContentError {
  const issue = error.issues[0];
  if (!issue) return new ContentError(file, '', 'invalid content');
  if (issue.code === 'unrecognized_keys') {
    const [first = ''] = issue.keys;
    return new ContentError(file, formatFieldPath([...issue.path, first]), 'unknown field');
  }
  return new ContentError(file, formatFieldPath(issue.path), issue.message);
}

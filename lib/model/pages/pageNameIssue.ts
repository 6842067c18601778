/** What is wrong with a page name, as data: the words for it are pageNameWords.ts's. */
export type PageNameIssue =
  | { kind: 'empty' | 'tooLong' | 'emptyPart' | 'characters' | 'index' }
  | { kind: 'tooManyParts' | 'partTooLong'; max: number }
  | { kind: 'reserved'; first: string }
  | { kind: 'publicFile'; first: string; entry: string };

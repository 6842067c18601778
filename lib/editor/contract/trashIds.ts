/**
 * The ids of deleted pages in the trash, which the editor's screen sends back to restore one: made
 * by the dev API when it deletes a page, checked by it when one comes back in a request.
 */

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
/**
 * `20261123T063000Z-offers--gozo-october`: when (UTC, to the second; `.2` for a second deletion of
 * the same name in that second), then the page name with `--` for each slash (a name never has
 * `--`): up to three parts, as in `pl/offers/gozo`.
 */
export const TRASH_ID_PATTERN = new RegExp(
  `^\\d{8}T\\d{6}Z(?:\\.\\d{1,3})?-${SEGMENT}(?:--${SEGMENT}){0,2}$`,
);
export const MAX_TRASH_ID_LENGTH = 160;

export function isTrashId(id: string): boolean {
  return id.length <= MAX_TRASH_ID_LENGTH && TRASH_ID_PATTERN.test(id);
}

/** The id of a page deleted at `when`; `attempt` > 0 when an entry of that second already exists. */
export function trashId(pageName: string, when: Date, attempt = 0): string {
  const stamp = when
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${stamp}${attempt > 0 ? `.${attempt + 1}` : ''}-${pageName.replaceAll('/', '--')}`;
}

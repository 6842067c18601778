/**
 * A page's old addresses (`redirectFrom`) as pages move (pure). An old address answers with a
 * permanent redirect, so links and bookmarks to it keep working; an address that is a page's own
 * never redirects.
 */

const unique = (list: readonly string[]) => [...new Set(list)];

/** After renaming: the page's old addresses and its previous address, except the new one. */
export function redirectsAfterRename(
  redirectFrom: readonly string[],
  oldPath: string,
  newPath: string,
): string[] {
  return unique([...redirectFrom, oldPath]).filter((from) => from !== newPath);
}

/**
 * When a deleted page is replaced by another: the replacement keeps its own old addresses and
 * takes the deleted page's address and old addresses.
 */
export function redirectsAfterReplacing(
  replacement: { path: string; redirectFrom: readonly string[] },
  deleted: { path: string; redirectFrom: readonly string[] },
): string[] {
  return unique([...replacement.redirectFrom, deleted.path, ...deleted.redirectFrom]).filter(
    (from) => from !== replacement.path,
  );
}

import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file of the static export that answers a request path, as nginx's
 * `try_files $uri $uri.html $uri/index.html` finds it: the file itself, the page without its
 * `.html`, a folder's index page. A folder without an index, a path outside the export, and a path
 * that is not well-formed, and a link leading out, find nothing (the 404 page).
 */
export function siteFileFor(root: string, requestPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestPath.split('?', 1)[0] ?? '');
  } catch {
    return undefined;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0')) return undefined;
  const base = realpathSync(root);
  const inside = (file: string) => file.startsWith(`${base}${path.sep}`);
  for (const candidate of [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, '')}/index.html`]) {
    const file = path.resolve(base, `.${candidate}`);
    if (file !== base && !inside(file)) return undefined;
    try {
      // A symbolic link leading out of the export finds nothing either.
      if (statSync(file).isFile() && inside(realpathSync(file))) return path.relative(base, file);
    } catch {
      // Not there: the next candidate.
    }
  }
  return undefined;
}

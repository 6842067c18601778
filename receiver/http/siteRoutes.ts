import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { CACHE_REVALIDATE, responseHeaders, securityHeaders } from '@/lib/server/headers';
import { findRedirect, parseRedirectsFile, REDIRECTS_FILE, type SiteRedirect } from '@/lib/model/redirects';
import { DEFAULT_LOCALE, localeOfPath } from '@/lib/model/i18n/locales';
import { siteFileFor } from './siteFiles';

/** The export's `_redirects` (renamed pages), as static hosts read it; none when it has none. */
function exportRedirects(root: string): SiteRedirect[] {
  try {
    return parseRedirectsFile(readFileSync(path.join(root, REDIRECTS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The redirects of the release the root names now: the studio switches the root (a symbolic link)
 * from one release to the next, so they are read again when it points elsewhere.
 */
function currentRedirects(root: string): () => SiteRedirect[] {
  let seen: { release: string; redirects: SiteRedirect[] } | undefined;
  return () => {
    const release = realpathSync(root);
    if (seen?.release !== release) seen = { release, redirects: exportRedirects(release) };
    return seen.redirects;
  };
}

/**
 * The static export, served as production serves it (`npm start`): clean URLs, the 404 page, gzip,
 * the header policy of lib/server/headers.ts on every file, as nginx and `_headers` apply it, and
 * the renamed pages' permanent redirects of `_redirects` (query string kept).
 */
export async function siteRoutes(app: FastifyInstance, { root }: { root: string }) {
  const redirects = currentRedirects(root);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    // The build's brotli copies (scripts/deploy/precompress.ts), as nginx's brotli_static sends them;
    // @fastify/compress leaves an encoded response alone and compresses the rest (gzip, no copy).
    preCompressed: true,
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
      // A language's home has one address, /pl/ (the router writes links to it as /pl).
      const home = localeOfPath(pathname);
      if (home !== DEFAULT_LOCALE && pathname === `/${home}`) {
        reply.code(301).headers({ ...securityHeaders(), 'Cache-Control': CACHE_REVALIDATE });
        return reply.redirect(query ? `/${home}/?${query}` : `/${home}/`, 301);
      }
      const redirect = findRedirect(redirects(), pathname);
      if (redirect) {
        reply.code(301).headers({ ...securityHeaders(), 'Cache-Control': CACHE_REVALIDATE });
        return reply.redirect(query ? `${redirect.to}?${query}` : redirect.to, 301);
      }
      const file = siteFileFor(root, pathname);
      if (!file) {
        // An unknown address under /pl/ gets the Polish 404 page, as nginx and static hosts do.
        const locale = localeOfPath(pathname);
        const notFound =
          locale !== DEFAULT_LOCALE && existsSync(path.join(root, locale, '404.html'))
            ? `${locale}/404.html`
            : '404.html';
        reply.code(404).headers(responseHeaders(`/${notFound}`));
        return reply.sendFile(notFound);
      }
      reply.headers(responseHeaders(`/${file.split('\\').join('/')}`));
      return reply.sendFile(file);
    },
  });
}

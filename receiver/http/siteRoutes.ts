import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { responseHeaders } from '@/lib/deploy/headers';
import { siteFileFor } from './siteFiles';

/**
 * The static export, served as production serves it (`npm start`): clean URLs, the 404 page, gzip,
 * and the header policy of lib/deploy/headers.ts on every file, as nginx and `_headers` apply it.
 */
export async function siteRoutes(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny' });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const file = siteFileFor(root, pathname);
      if (!file) {
        reply.code(404).headers(responseHeaders('/404.html'));
        return reply.sendFile('404.html');
      }
      reply.headers(responseHeaders(`/${file.split('\\').join('/')}`));
      return reply.sendFile(file);
    },
  });
}

import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.plugin';

/**
 * Serves the built PWA on the api's origin. Unknown non-API paths get
 * index.html (client-side routes); hashed assets are cached for a year, the
 * shell and the service worker never.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string | null }) => {
  const hasWeb = opts.root !== null && existsSync(join(opts.root, 'index.html'));
  if (!hasWeb || !opts.root) {
    if (opts.root) app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve it');
    app.setNotFoundHandler((request, reply) => sendError(reply, 'NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`));
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes(`${join('assets', '')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || /\.[a-z0-9]+$/i.test(path)) {
      return sendError(reply, 'NOT_FOUND', `Not found: ${request.method} ${path}`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

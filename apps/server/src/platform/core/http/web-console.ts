import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';

/**
 * Serves the built console at `/` from the same process as the API, so one command runs the
 * whole product. Paths that are not files get index.html (client-side routes); `/api/...`
 * paths never do, they answer JSON 404s.
 */
export async function registerWebConsole(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = `${config.webDistDir}/index.html`;
  if (!fs.existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    serve: false,
    // Files under /assets carry content hashes and never change.
    setHeaders: (res, filePath) => {
      if (filePath.includes('/assets/'))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // The console's pages are not operations of the API: left out of its document.
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/*', options, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const candidate = url.replace(/^\/+/, '');
    if (
      candidate &&
      !candidate.includes('..') &&
      fs.existsSync(`${config.webDistDir}/${candidate}`) &&
      fs.statSync(`${config.webDistDir}/${candidate}`).isFile()
    ) {
      return reply.sendFile(candidate);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

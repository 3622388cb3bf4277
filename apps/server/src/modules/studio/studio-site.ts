import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built studio client at /studio/: one small page that loads only the launched game's
 * code (the lobby never downloads it). Hashed assets are immutable.
 */
export async function studioSite(app: FastifyInstance): Promise<void> {
  const root = app.config.studioDistDir;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the studio games are not built: run `npm run build` (npm start does it)');
    fs.mkdirSync(root, { recursive: true });
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/studio/',
    decorateReply: false,
    index: ['index.html'],
    // `npm run build` writes .br and .gz beside each text file (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

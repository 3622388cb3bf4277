import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves one of the front ends' `npm run build` output under its prefix: the .br and .gz files
 * written beside each text file (scripts/precompress.mjs), hashed assets immutable, the rest
 * revalidated. A missing build is a warning, not a crash, so the API still starts.
 */
export async function serveBuiltApp(
  app: FastifyInstance,
  options: { root: string; prefix: string; name: string } & Pick<FastifyStaticOptions, 'index' | 'wildcard'>,
): Promise<void> {
  const { root, prefix, name, ...rest } = options;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, `${name} is not built: run \`npm run build\` (npm start does it)`);
    fs.mkdirSync(root, { recursive: true });
  }
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    preCompressed: true,
    ...rest,
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

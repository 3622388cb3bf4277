import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built back-office console at /admin/ (issue 15 part 1), its own bundle beside the
 * player site's: hashed assets immutable, and any other /admin path gets index.html so the
 * console's router takes over (a reload on /admin/players/12 opens that page).
 */
export async function adminSite(app: FastifyInstance): Promise<void> {
  const root = app.config.adminDistDir;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the back office is not built: run `npm run build` (npm start does it)');
    fs.mkdirSync(root, { recursive: true });
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/admin/',
    decorateReply: false,
    wildcard: false,
    index: false,
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
  const sendIndex = (reply: FastifyReply) => {
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return reply.code(404).send();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(index));
  };
  const page = { schema: { hide: true } };
  app.get('/admin', page, (_req, reply) => reply.redirect('/admin/'));
  // Every file of the build has its own route (wildcard: false); what is left is a console route,
  // except a missing asset, which is a 404 rather than a page.
  app.get('/admin/*', page, (req, reply) => {
    const relative = (req.params as { '*': string })['*'];
    if (relative.startsWith('assets/')) return reply.code(404).send();
    return sendIndex(reply);
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serveBuiltApp } from '../../lib/built-app.ts';

/**
 * Serves the built back-office console at /admin/ (issue 15 part 1), its own bundle beside the
 * player site's: hashed assets immutable, and any other /admin path gets index.html so the
 * console's router takes over (a reload on /admin/players/12 opens that page).
 */
export async function adminSite(app: FastifyInstance): Promise<void> {
  const root = app.config.adminDistDir;
  await serveBuiltApp(app, {
    root,
    prefix: '/admin/',
    name: 'the back office',
    wildcard: false,
    index: false,
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
  // Every file of the build at start has its own route (wildcard: false). What is left: a file
  // built since (served from disk), a missing asset (404, not a page), or a console route.
  app.get('/admin/*', page, (req, reply) => {
    const relative = safeDecode((req.params as { '*': string })['*']);
    const file = path.join(root, relative);
    if (relative && file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply
        .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(file));
    }
    if (relative.startsWith('assets/')) return reply.code(404).send();
    return sendIndex(reply);
  });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

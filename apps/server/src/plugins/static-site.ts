import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HomePage } from './home-page.ts';
import { hostName } from './request-context.ts';

// The route table's home aliases (spec section 2) that are not files of the build.
const HOME_ALIASES = ['/m', '/m/index', '/m/home'];

/**
 * Serves the built mobile site at /m with history fallback (any /m/* path that is not a file gets
 * index.html, and the client router takes over), and the demo images at /static.
 */
export async function staticSite(app: FastifyInstance): Promise<void> {
  const { webDistDir, staticDir } = app.config;

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });

  const indexPath = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ webDistDir }, 'the mobile site is not built: run `npm run build` (npm start does it)');
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/m/',
    wildcard: false,
    index: false,
    decorateReply: true,
    // `npm run build` writes .br and .gz beside each text file (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; the service worker and the manifest must be re-checked.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);

  // The home carries the answers of the site's first calls (home-page.ts).
  const homePage = new HomePage(app.db, webDistDir, app.config.defaultMerchant);
  app.addHook('onClose', async () => homePage.close());
  const sendHome = async (req: FastifyRequest, reply: FastifyReply) => {
    let page: Awaited<ReturnType<HomePage['render']>>;
    try {
      page = await homePage.render(hostName(req.hostname));
    } catch (error) {
      req.log.warn({ err: error }, 'home page without its first answers');
    }
    if (!page) return sendIndex(reply);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };

  // Pages of the site, not operations of the API: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };
  app.get('/', page, (_req, reply) => reply.redirect('/m/'));
  for (const alias of HOME_ALIASES) app.get(alias, page, sendHome);
  app.get('/m/*', page, (req, reply) => {
    const relative = safeDecode((req.params as { '*': string })['*']);
    const file = path.join(webDistDir, relative);
    // A real file of the build (asset, sw.js, manifest); anything else is a client route.
    if (
      relative &&
      file.startsWith(webDistDir + path.sep) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(relative, webDistDir);
    }
    return relative === '' ? sendHome(req, reply) : sendIndex(reply);
  });
}

/** CSP hashes of the inline scripts in the built index.html (the theme-before-paint script). */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexPath = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexPath)) return [];
  const html = fs.readFileSync(indexPath, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

import type { FastifyInstance } from 'fastify';
import { serveBuiltApp } from '../../lib/built-app.ts';

/**
 * Serves the built studio client at /studio/: one small page that loads only the launched game's
 * code (the lobby never downloads it). Hashed assets are immutable.
 */
export async function studioSite(app: FastifyInstance): Promise<void> {
  await serveBuiltApp(app, {
    root: app.config.studioDistDir,
    prefix: '/studio/',
    name: 'the studio games',
    index: ['index.html'],
  });
}

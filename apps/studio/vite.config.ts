import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The in-house studio's game client, served at /studio/ and opened in the launch frame. One small
 * shell; each game is its own chunk, fetched only when that game is launched.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const apiTarget = `http://127.0.0.1:${env.FICHA_API_PORT ?? '8080'}`;
  return {
    base: '/studio/',
    server: {
      port: 5174,
      proxy: { '/studio/api': apiTarget, '/studio/ws': { target: apiTarget, ws: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // Same reason as the mobile site: the contract's modules are declarations only.
        treeshake: { moduleSideEffects: [{ test: /packages\/(contract|games)\/src\//, sideEffects: false }] },
      },
    },
    plugins: [react()],
  };
});

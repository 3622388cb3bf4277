import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The back-office console (issue 15), served at /admin/ by the same server: its own bundle, so the
 * player site never loads Mantine, the tables or the charts. Each screen is its own chunk.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', '');
  const apiTarget = `http://127.0.0.1:${env.FICHA_API_PORT ?? '8080'}`;
  return {
    base: '/admin/',
    resolve: { tsconfigPaths: true },
    server: { port: 5175, proxy: { '/ops': apiTarget } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The dashboard's chunk carries the charts (Recharts, about 160 kB gzipped): a desk screen
      // loads it once, after login; the player site never does.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        // Same reason as the mobile site: the contract's modules are declarations only.
        treeshake: { moduleSideEffects: [{ test: /packages\/(contract|games)\/src\//, sideEffects: false }] },
      },
    },
    plugins: [react()],
  };
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite takes a few seconds to start; each API test file shares one database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker on a 2-core machine (cores - 1); API test files spend much of
    // their time waiting on the database, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // The files of a worker share their imported modules (the server's ~400 routes are read
          // once per worker, not once per file): the project ran in 551 s instead of 853 s. Each
          // file still builds its own app and database; a test that changes a module's setting
          // (the agents' pay clock) puts it back.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/studio/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      // Component tests of the front ends: React in happy-dom, with each app's own Vite config
      // (its aliases and JSX), so a component is tested as the app builds it.
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: './apps/studio/vite.config.ts',
        test: {
          name: 'studio',
          root: './apps/studio',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: './apps/admin',
          // The console's pure tests too: they import through its @/ alias.
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});

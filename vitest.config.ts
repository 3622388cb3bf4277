import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    // PGlite takes a few seconds to start; each API test file shares one database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

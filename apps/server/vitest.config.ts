import { defineProject } from 'vitest/config';

// API tests against a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (test/README.md).
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Forks, not threads: PGlite's WASM heap is released when the process ends.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    // A demo-data setup seeds a whole data set (about 20 s on a quiet machine, three times that on a busy one).
    hookTimeout: 120_000,
  },
});

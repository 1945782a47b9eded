import { defineConfig } from 'vitest/config';

// `npm test`: unit tests of the domain package, API tests of the server (docs/architecture.md §7) and the web's
// component tests.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Each server test file holds an embedded PostgreSQL (PGlite, about 300 MB): two at a time is what a
    // two-core CI machine runs fastest without swapping.
    maxWorkers: 2,
  },
});

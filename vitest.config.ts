import { defineConfig } from 'vitest/config';

// `npm test`: unit tests of the domain package and API tests of the server (ARCHITECTURE §7).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server'],
    // Each server test file holds an embedded PostgreSQL (PGlite, about 300 MB): two at a time is what a
    // two-core CI machine runs fastest without swapping.
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';

// e2e: the built web app served by the real server on a fresh embedded database, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // The login waits 1500 ms before it submits (spec 01 §9); UI polls get room for that and a server round trip.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});

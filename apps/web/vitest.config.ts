import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests of the web app: React in happy-dom, no server (the few that read a list answer `fetch` themselves).
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/zod-jitless.ts') }],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // antd's first render of a table takes a few seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});

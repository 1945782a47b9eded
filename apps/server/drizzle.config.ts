import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables (the module registry lists the same files: modules/registry.test.ts keeps them in step).
  schema: './src/modules/*/*.tables.ts',
  out: './src/migrations',
  casing: 'snake_case',
});

import { config } from 'zod/v4';

// What `import … from 'zod'` is in the web build (vite.config.ts): zod set jitless before any schema is made. The
// server's Content-Security-Policy has no 'unsafe-eval' (issue 29 §5), and without this zod probes `new Function` as
// it makes its first object schema, which the browser reports as a policy violation.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

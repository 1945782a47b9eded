import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built web app (and the Swagger UI at /api/docs) may load: its own scripts only, never inline or eval'd
 * ones. Checked in a browser on every screen by e2e/csp.e2e.ts. No upgrade-insecure-requests (a helmet default): a
 * deployment may serve plain HTTP on the warehouse network (COOKIE_SECURE=0), where upgrading breaks every request.
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  // The camera's barcode reader compiles its WebAssembly (zxing-wasm) where the phone has no BarcodeDetector.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  // antd's CSS-in-JS writes <style> tags at run time and e-mail previews (srcdoc, which inherits this policy) carry
  // their own styles; a nonce would also void 'unsafe-inline' for style attributes. Styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Catalogue images are given by any https URL (ImageUrlInput); demo images and previews are data: / blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  // No one may frame the app (clickjacking on Approve or Mark paid); X-Frame-Options DENY says it to old browsers.
  'frame-ancestors': ["'none'"],
};

/**
 * Helmet's headers on every reply (API, web app, SPA fallback, uploads): CSP, X-Frame-Options DENY, Referrer-Policy
 * no-referrer (the public quote link carries its number in the query), nosniff, and the rest of its defaults.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Issue 13 §4: the login page loads at most 250 kB of gzipped JavaScript and CSS before its first paint; the shell
// and every other screen arrive later, lazily. Read from the build the e2e server serves.

const LIMIT_BYTES = 250_000;
const dist = join(import.meta.dirname, '..', 'apps/web/dist');

/** The assets index.html loads (script, modulepreload, stylesheet) and every module they import statically. */
function eagerAssets(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` loads later.
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`assets/${match[1]}`);
    }
  }
  return [...seen];
}

describe('the login page', () => {
  it('loads at most 250 kB of gzipped JavaScript and CSS before its first paint', () => {
    const assets = eagerAssets();
    const sizes = assets.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`Login page: ${assets.length} files, ${(total / 1000).toFixed(1)} kB gzipped (limit 250 kB)`);
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
    expect(total, sizes.map(({ file, gzip }) => `${file} ${gzip}`).join('\n')).toBeLessThanOrEqual(LIMIT_BYTES);
  });
});

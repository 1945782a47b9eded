import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The spec's checklists (api-endpoints.tsv, routes.tsv) live beside the repository, in ../shared/spec, as the
// project's tools expect; PACKLINE_SPEC_DIR points elsewhere. Tests that need them are skipped when absent.
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SPEC_DIR = process.env.PACKLINE_SPEC_DIR ?? join(REPO_ROOT, '..', 'shared', 'spec');
export const HAS_SPEC = existsSync(join(SPEC_DIR, 'api-endpoints.tsv')) && existsSync(join(SPEC_DIR, 'routes.tsv'));

/** The rows of a spec TSV file as objects keyed by the header row. */
export function readSpecTable(file: 'api-endpoints.tsv' | 'routes.tsv'): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(SPEC_DIR, file), 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = header.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

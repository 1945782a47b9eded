// `npm start`: build the web app and the server when they are missing or older than their sources, then start the
// server from its JavaScript build (it migrates and seeds itself).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerIfStale, SERVER_BUNDLE } from '../apps/server/scripts/build.mjs';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time of the files under `paths` (0 when none exists). */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    newest = Math.max(
      newest,
      stat.isDirectory() ? newestChange(readdirSync(path).map((name) => join(path, name))) : stat.mtimeMs,
    );
  }
  return newest;
}

const webIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];
if (newestChange([webIndex]) < newestChange(webSources.map((path) => join(root, path)))) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildServerIfStale();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

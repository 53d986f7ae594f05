// What the builds are made of: one list, read by scripts/lib/project.mjs (npm start, npm test,
// npm run build) and by cli/bin/fitrater.mjs (npm run cli), so both rebuild after the same edits.
// Node built-ins only: the launcher imports it before anything is installed or built.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Outputs of `node scripts/build.mjs server` (keys of SERVER_ENTRIES there). */
export const SERVER_OUTPUTS = ['dist/api/server.js', 'dist/workers/main.js', 'dist/workers/scheduler.js', 'dist/cli/main.js'];
/** What the server bundles (the CLI's among them) are built from. */
export const SERVER_SOURCES = ['contracts/src', 'stylist/src', 'platform/src', 'providers/src', 'cards/src', 'core/src', 'api/src', 'workers/src', 'cli/src', 'migrations/src', 'package-lock.json', 'scripts/build.mjs'];
/** What the web bundle is built from. */
export const WEB_SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src', 'package-lock.json'];
export const WEB_OUTPUT = 'web/dist/index.html';

/** Newest modification time (ms) of the files under `paths` (folders walked, node_modules skipped). */
export function newestMtime(paths, root = ROOT) {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(join(root, p));
  return newest;
}

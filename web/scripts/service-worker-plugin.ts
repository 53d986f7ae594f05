import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The service worker is hand-written (public/service-worker.js). Its file names
 * in the build are hashed, so after the bundle is written this plugin fills in
 * the precache list (every emitted asset plus the shell pages) and a version
 * derived from it; a new build therefore installs a new worker and drops the
 * old caches. In `vite dev` the worker is not registered at all.
 */
const MARKER = /\/\*__PRECACHE__\*\/[\s\S]*?\/\*__END__\*\//;
const VERSION_MARKER = /\/\*__VERSION__\*\/'[^']*'/;

export function serviceWorkerPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fitrater-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // The bundle as written (after Vite has dropped the empty JS of CSS-only chunks).
    writeBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((fileName) => !fileName.endsWith('.html') && !fileName.endsWith('.map'))
        .map((fileName) => `/${fileName}`);
      const file = join(outDir, 'service-worker.js');
      const source = readFileSync(file, 'utf8');
      if (!MARKER.test(source)) throw new Error('service-worker.js lost its precache marker');
      const list = ['/index.html', '/offline.html', '/offline.js', '/lang-boot.js', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png', ...assets.sort()];
      const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
      const filled = source
        .replace(MARKER, `/*__PRECACHE__*/${JSON.stringify(list)}/*__END__*/`)
        .replace(VERSION_MARKER, `/*__VERSION__*/'${version}'`);
      writeFileSync(file, filled);
    },
  };
}

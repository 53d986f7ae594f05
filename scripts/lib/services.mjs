#!/usr/bin/env node
// Finds, starts or installs Postgres and Redis for `npm start`, `npm test` and `.ci/run`.
//
// Node built-ins only: this runs before `npm ci`.
//
// For each service, in order:
//   1. DATABASE_URL / REDIS_URL when set (must be reachable, else a clear error);
//   2. a server already listening on 127.0.0.1:5432 / 6379;
//   3. a local server started from installed binaries, data in .data/postgres and .data/redis;
//   4. as root with apt: Debian's `postgresql` / `redis-server` installed and started;
//   5. otherwise a clear message naming `docker compose up`.
//
// The decision (`decideService`) and every file/argument builder are pure (services/plan.mjs, unit
// tested in services.test.mjs); services/postgres.mjs and services/redis.mjs gather the facts and carry
// the decision out, and `ensureServices` does both.
//
// Usage as a command: `node scripts/lib/services.mjs` prints DATABASE_URL=… and REDIS_URL=… lines.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORTS, PROJECT_ROOT, ServiceError } from './services/plan.mjs';
import { ensurePostgres } from './services/postgres.mjs';
import { ensureRedis } from './services/redis.mjs';

// What the start, test, load and fault scripts use; the parts live in ./services/.
export { ServiceError, withDatabase } from './services/plan.mjs';
export { isListening } from './services/probes.mjs';
export { aptInstall, commandInPath, isRootUser } from './services/system.mjs';

/**
 * Makes sure Postgres and Redis are reachable and returns their URLs.
 * @param {{ log?: (msg: string) => void, env?: Record<string,string|undefined>, host?: string,
 *           ports?: { postgres?: number, redis?: number }, dataDir?: string, allowInstall?: boolean }} [options]
 * @returns {Promise<{ DATABASE_URL: string, REDIS_URL: string, how: { postgres: string, redis: string } }>}
 */
export async function ensureServices(options = {}) {
  const log = options.log ?? ((msg) => console.log(`[services] ${msg}`));
  const env = options.env ?? process.env;
  const host = options.host ?? DEFAULT_HOST;
  const ports = { ...DEFAULT_PORTS, ...(options.ports ?? {}) };
  const dataDir = resolve(PROJECT_ROOT, options.dataDir ?? env.DATA_DIR ?? '.data');
  const allowInstall = options.allowInstall ?? true;
  const base = { env, host, dataDir, log, allowInstall };
  const postgres = await ensurePostgres({ ...base, port: ports.postgres });
  const redis = await ensureRedis({ ...base, port: ports.redis });
  return { DATABASE_URL: postgres.url, REDIS_URL: redis.url, how: { postgres: postgres.how, redis: redis.how } };
}

// `node scripts/lib/services.mjs`: ensure both and print the URLs (used by .ci/run).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const started = Date.now();
    const urls = await ensureServices({ log: (msg) => console.error(`[services] ${msg}`) });
    console.log(`DATABASE_URL=${urls.DATABASE_URL}`);
    console.log(`REDIS_URL=${urls.REDIS_URL}`);
    console.error(`[services] ready in ${Date.now() - started} ms (postgres: ${urls.how.postgres}, redis: ${urls.how.redis})`);
  } catch (error) {
    console.error(error instanceof ServiceError ? `\n${error.message}\n` : error);
    process.exit(1);
  }
}

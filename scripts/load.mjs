#!/usr/bin/env node
// `npm run load -- <scenario> [--duration SECONDS] [--json]`: one load scenario of loadtest/ against
// a stack the run starts itself (fresh database and Redis prefix on the local servers, api and workers
// from dist/, the OpenAI-wire fake with a fixed latency). Exits 1 when a threshold fails, 2 on bad usage.
// See loadtest/README.md.
import { ensureDependencies, staleBuilds, build } from './lib/project.mjs';
import { ensureServices, ServiceError } from './lib/services.mjs';
import { runTs } from './lib/run-ts.mjs';

const log = (message) => console.error(`[load] ${message}`);
const args = process.argv.slice(2);
const help = args.length === 0 || args.includes('--help') || args.includes('-h');

if (!help) {
  try {
    ensureDependencies({ log });
    const services = await ensureServices({ log });
    process.env.DATABASE_URL ??= services.DATABASE_URL;
    process.env.REDIS_URL ??= services.REDIS_URL;
    process.env.TEST_DATABASE_URL ??= services.DATABASE_URL;
    process.env.TEST_REDIS_URL ??= services.REDIS_URL;
    build(staleBuilds().filter((t) => t === 'server'), { log });
  } catch (error) {
    console.error(error instanceof ServiceError ? error.message : error);
    process.exit(1);
  }
}
await runTs('loadtest/src/load.ts');

// `node loadtest/run.mjs` — runs loadtest/src/run.ts (the k6 scenario, with autocannon).
import { runTs } from '../scripts/lib/run-ts.mjs';

await runTs('loadtest/src/run.ts');

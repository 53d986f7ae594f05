// `npm run bench` entry: see fallback.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/fallback.bench.ts');

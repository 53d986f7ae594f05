// `npm run bench` entry: see garments.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/garments.bench.ts');

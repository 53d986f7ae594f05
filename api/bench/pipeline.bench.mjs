// `npm run bench` entry: see pipeline.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/pipeline.bench.ts');

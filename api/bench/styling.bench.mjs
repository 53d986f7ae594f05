// `npm run bench` entry: see styling.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/styling.bench.ts');

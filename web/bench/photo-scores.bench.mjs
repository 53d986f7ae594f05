// `npm run bench` entry: see photo-scores.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('web/bench/photo-scores.bench.ts');

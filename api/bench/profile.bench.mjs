// `npm run bench` entry: see profile.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/profile.bench.ts');

// `npm run bench` entry: see closet-offer.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/closet-offer.bench.ts');

// `npm run bench` entry: see phone.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('web/bench/phone.bench.ts');

// `npm run bench` entry: see chat.bench.ts.
import { runTs } from '../../scripts/lib/run-ts.mjs';

await runTs('api/bench/chat.bench.ts');

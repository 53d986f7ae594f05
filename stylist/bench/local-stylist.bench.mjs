import { runTs } from '../../scripts/lib/run-ts.mjs';
await runTs('stylist/bench/local-stylist.bench.ts');

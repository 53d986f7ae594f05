import { runTs } from '../../scripts/lib/run-ts.mjs';
await runTs('cards/bench/card.bench.ts');

import { runTs } from '../../scripts/lib/run-ts.mjs';
await runTs('core/bench/card.bench.ts');

import { runTs } from '../../scripts/lib/run-ts.mjs';
await runTs('stylist/bench/vision.bench.ts');

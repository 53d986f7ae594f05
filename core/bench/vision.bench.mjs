import { runTs } from '../../scripts/lib/run-ts.mjs';
await runTs('core/bench/vision.bench.ts');

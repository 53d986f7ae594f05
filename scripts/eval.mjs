#!/usr/bin/env node
// `npm run eval [-- --verbose] [-- --pairs | --photos]`: the stylist's evaluation set (stylist/eval/).
import { runTs } from './lib/run-ts.mjs';

await runTs('stylist/eval/run.ts');

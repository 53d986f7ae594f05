#!/usr/bin/env node
// `npm run arrows`: fails when an import breaks the arrows between workspaces (.dependency-cruiser.cjs).
import { arrowViolations } from './lib/arrows.mjs';

const started = Date.now();
const violations = await arrowViolations();
for (const line of violations) console.error(`  ${line}`);
console.log(violations.length === 0 ? `arrows hold (${Date.now() - started} ms)` : `${violations.length} forbidden imports`);
process.exit(violations.length === 0 ? 0 : 1);

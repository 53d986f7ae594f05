#!/usr/bin/env node
// `npm run arrows`: fails when an import breaks the arrows between workspaces (.dependency-cruiser.cjs).
// The same analysis checks that docs/ARCHITECTURE.md's domain map is the one the code draws.
import { arrowReport } from './lib/arrows.mjs';
import { domainMapDrift } from './lib/domain-map.mjs';
import { ROOT } from './lib/project.mjs';

const started = Date.now();
const { violations, modules } = await arrowReport();
for (const line of violations) console.error(`  ${line}`);
const drift = await domainMapDrift(ROOT, modules);
if (drift) console.error(`  ${drift}`);
console.log(violations.length ? `${violations.length} forbidden imports` : `arrows hold${drift ? ', the domain map does not' : ''} (${Date.now() - started} ms)`);
process.exit(violations.length === 0 && !drift ? 0 : 1);

#!/usr/bin/env node
// `npm run domain-map`: rewrites the domain map in docs/ARCHITECTURE.md from the code (scripts/lib/domain-map.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainMapMarkdown, readDomainMap, withDomainMap } from './lib/domain-map.mjs';
import { ROOT } from './lib/project.mjs';

const file = join(ROOT, 'docs/ARCHITECTURE.md');
writeFileSync(file, withDomainMap(readFileSync(file, 'utf8'), domainMapMarkdown(await readDomainMap())));
console.log('docs/ARCHITECTURE.md: domain map written');

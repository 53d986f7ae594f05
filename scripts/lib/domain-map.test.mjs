import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainMapMarkdown, readDomainMap, withDomainMap } from './domain-map.mjs';
import { ROOT } from './project.mjs';

describe('the domain map in docs/ARCHITECTURE.md', () => {
  it('is the one the code draws (run `npm run domain-map` after changing a domain\'s imports or reactions)', async () => {
    const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    const map = await readDomainMap();
    expect(map.reactors.get('rating.firstCompleted')).toEqual(['community']);
    expect(withDomainMap(doc, domainMapMarkdown(map))).toBe(doc);
  }, 120_000);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainMapDrift, domainMapMarkdown, readDomainMap, withDomainMap } from './domain-map.mjs';

// Whether the real docs/ARCHITECTURE.md shows the real map is checked by `node scripts/arrows.mjs` (the
// `arrows` step of `npm test`), from the same analysis of the imports as the arrows: here, a miniature core.
const roots = [];
afterAll(() => { for (const root of roots) rmSync(root, { recursive: true, force: true }); });
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'fitrater-domain-map-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  roots.push(root);
  return root;
}

const CORE = {
  'core/src/domain-events.ts': 'export const emitDomainEvent = (ctx: unknown, name: string) => name;\nexport const onDomainEvent = (name: string, f: unknown) => [name, f];\n',
  'core/src/users/index.ts': "export const userName = () => 'u';\nexport const evictCachedUser = (ctx: unknown, id: string) => id;\n",
  'core/src/community/index.ts': 'export const completeReferralOnRating = (db: unknown, id: string) => id;\n',
  'core/src/ratings/index.ts': "import { userName } from '../users';\nimport { emitDomainEvent } from '../domain-events';\nexport const rate = (ctx: unknown) => [userName(), emitDomainEvent(ctx, 'rating.firstCompleted')];\n",
  'core/src/billing/index.ts': "import { emitDomainEvent } from '../domain-events';\nexport const pay = (ctx: unknown) => emitDomainEvent(ctx, 'membership.changed');\n",
  'core/src/reactions.ts': [
    "import { onDomainEvent } from './domain-events';",
    "import { completeReferralOnRating } from './community';",
    "import { evictCachedUser } from './users';",
    '',
    "onDomainEvent('rating.firstCompleted', ({ userId }, ctx) => completeReferralOnRating(ctx.db, userId));",
    "onDomainEvent('membership.changed', ({ userId }, ctx) => { evictCachedUser(ctx, userId); });",
    '',
  ].join('\n'),
};
const DOC_AROUND = (block) => `# Architecture\n\nBefore.\n\n${block}\n\nAfter.\n`;

describe('the domain map drawn from the code', () => {
  it('reads which domain imports which, who emits each event and who reacts to it', async () => {
    const map = await readDomainMap(tree(CORE));
    expect(Object.fromEntries([...map.edges].map(([from, to]) => [from, [...to].sort()]))).toEqual({ ratings: ['users'] });
    expect(Object.fromEntries(map.emitters)).toEqual({ 'rating.firstCompleted': ['ratings'], 'membership.changed': ['billing'] });
    expect(Object.fromEntries(map.reactors)).toEqual({ 'rating.firstCompleted': ['community'], 'membership.changed': ['users'] });
    const block = domainMapMarkdown(map);
    expect(block).toContain('  ratings --> users');
    expect(block).toContain('  ratings -- "rating.firstCompleted" --> community');
    expect(block).toContain('  billing -- "membership.changed" --> users');
  }, 60_000);

  it('finds a document whose map is out of date, and none in one that is current', async () => {
    const root = tree(CORE);
    const block = domainMapMarkdown(await readDomainMap(root));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/ARCHITECTURE.md'), DOC_AROUND(block));
    expect(await domainMapDrift(root)).toBeNull();
    // A new import between domains the document does not show yet.
    writeFileSync(join(root, 'core/src/billing/index.ts'), "import { userName } from '../users';\nimport { emitDomainEvent } from '../domain-events';\nexport const pay = (ctx: unknown) => [userName(), emitDomainEvent(ctx, 'membership.changed')];\n");
    expect(await domainMapDrift(root)).toMatch(/npm run domain-map/);
    expect(withDomainMap(DOC_AROUND(block), domainMapMarkdown(await readDomainMap(root)))).toContain('  billing --> users');
  }, 60_000);
});

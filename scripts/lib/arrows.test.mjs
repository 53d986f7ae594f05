import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arrowViolations } from './arrows.mjs';

/** A miniature repository with the real layout; `files` maps a path to its source. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'fitrater-arrows-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  roots.push(root);
  return root;
}
const roots = [];
afterAll(() => { for (const root of roots) rmSync(root, { recursive: true, force: true }); });

const ALLOWED = {
  'contracts/src/values.ts': 'export const A = 1;\n',
  'contracts/src/index.ts': "export * from './values';\n",
  'stylist/src/index.ts': "import { A } from '../../contracts/src/index';\nexport const S = A;\n",
  'migrations/src/index.ts': 'export const M = [];\n',
  'platform/src/index.ts': "import { A } from '../../contracts/src/index';\nimport { M } from '../../migrations/src/index';\nexport const PL = [A, M];\n",
  'providers/src/index.ts': "import { A } from '../../contracts/src/index';\nimport { PL } from '../../platform/src/index';\nimport { S } from '../../stylist/src/index';\nexport const PR = [A, PL, S];\n",
  'cards/src/index.ts': "import { A } from '../../contracts/src/index';\nexport const CA = A;\n",
  'core/src/index.ts': "import { S } from '../../stylist/src/index';\nimport { PL } from '../../platform/src/index';\nimport { PR } from '../../providers/src/index';\nimport { CA } from '../../cards/src/index';\nexport * from './users/index';\nexport * from './ratings/index';\nexport const C = [S, PL, PR, CA];\n",
  'core/src/context.ts': 'export interface Ctx { now(): Date }\n',
  'core/src/domain-events.ts': 'export const emit = (name: string) => name;\n',
  'core/src/users/index.ts': "export * from './user.model';\n",
  'core/src/users/user.model.ts': "import type { Ctx } from '../context';\nexport const U = (ctx: Ctx) => ctx.now();\n",
  'core/src/users/secret.ts': 'export const US = 7;\n',
  'core/src/ratings/index.ts': "export * from './rating.service';\n",
  'core/src/ratings/rating.service.ts': "import { U } from '../users';\nimport { emit } from '../domain-events';\nexport const RS = [U, emit];\n",
  'api/src/app.ts': "import { C } from '../../core/src/index';\nexport const P = C;\n",
  'workers/src/main.ts': "import { C } from '../../core/src/index';\nexport const W = C;\n",
  'web/src/features/closet/index.ts': "import { A } from '../../../../contracts/src/values';\nimport type { A as B } from '../../../../contracts/src/index';\nexport const F: typeof B = A;\n",
  'web/src/features/rating/index.ts': "export const R = 1;\n",
  'web/src/app/routes.ts': "import { F } from '../features/closet/index';\nimport { R } from '../features/rating/index';\nexport const ROUTES = [F, R];\n",
};

describe('the arrows between workspaces (.dependency-cruiser.cjs)', () => {
  it('pass a tree that keeps them', async () => {
    expect(await arrowViolations({ root: tree(ALLOWED) })).toEqual([]);
  });

  it.each([
    ['web-only-contracts', 'web/src/lib/x.ts', "import { C } from '../../../core/src/index';\nexport const X = C;\n"],
    ['contracts-alone', 'contracts/src/x.ts', "import { S } from '../../stylist/src/index';\nexport const X = S;\n"],
    ['stylist-only-contracts', 'stylist/src/x.ts', "import { C } from '../../core/src/index';\nexport const X = C;\n"],
    ['core-not-entry-points', 'core/src/x.ts', "import { P } from '../../api/src/app';\nexport const X = P;\n"],
    ['api-not-workers', 'api/src/x.ts', "import { W } from '../../workers/src/main';\nexport const X = W;\n"],
    ['workers-not-api', 'workers/src/x.ts', "import { P } from '../../api/src/app';\nexport const X = P;\n"],
    ['web-contracts-values', 'web/src/lib/x.ts', "import { A } from '../../../contracts/src/index';\nexport const X = A;\n"],
    ['contracts-values-plain', 'contracts/src/x.ts', "import { S } from './schemas/s';\nexport const X = S;\n"],
    ['web-features-apart', 'web/src/features/rating/x.ts', "import { F } from '../closet/index';\nexport const X = F;\n"],
    ['web-shared-below-features', 'web/src/lib/x.ts', "import { F } from '../features/closet/index';\nexport const X = F;\n"],
    ['web-app-through-feature-doors', 'web/src/app/x.ts', "import { F } from '../features/closet/secret';\nexport const X = F;\n"],
  ])('fail on a wrong import: %s', async (rule, path, source) => {
    const extra = { [path]: source, 'web/src/features/closet/secret.ts': 'export const F = 2;\n', 'contracts/src/schemas/s.ts': 'export const S = 3;\n' };
    const violations = await arrowViolations({ root: tree({ ...ALLOWED, ...extra }) });
    expect(violations.some((line) => line.startsWith(`${rule}:`)), violations.join('\n')).toBe(true);
  });

  // The layers under core: platform, providers and cards never reach up or sideways.
  it.each([
    ['platform-only-contracts', 'platform reaching a domain', 'platform/src/x.ts', "import { C } from '../../core/src/index';\nexport const X = C;\n"],
    ['platform-only-contracts', 'platform reaching a provider', 'platform/src/x.ts', "import { PR } from '../../providers/src/index';\nexport const X = PR;\n"],
    ['platform-only-contracts', 'platform reaching an entry point', 'platform/src/x.ts', "import { P } from '../../api/src/app';\nexport const X = P;\n"],
    ['providers-only-platform', 'a provider reaching a domain', 'providers/src/x.ts', "import { C } from '../../core/src/index';\nexport const X = C;\n"],
    ['providers-only-platform', 'a provider reaching the card renderer', 'providers/src/x.ts', "import { CA } from '../../cards/src/index';\nexport const X = CA;\n"],
    ['cards-only-contracts', 'cards reaching a domain', 'cards/src/x.ts', "import { C } from '../../core/src/index';\nexport const X = C;\n"],
    ['cards-only-contracts', 'cards reaching platform', 'cards/src/x.ts', "import { PL } from '../../platform/src/index';\nexport const X = PL;\n"],
    ['product-not-test-support', 'platform reaching test-support', 'platform/src/x.ts', "import { T } from '../../test-support/src/index';\nexport const X = T;\n"],
    ['contracts-alone', 'contracts reaching platform', 'contracts/src/x.ts', "import { PL } from '../../platform/src/index';\nexport const X = PL;\n"],
    ['stylist-only-contracts', 'a stylist dev launcher reaching up into scripts', 'stylist/src/x.dev.mjs', "import { R } from '../../scripts/lib/run-ts.mjs';\nexport const X = R;\n"],
    ['test-support-through-front-doors', 'test-support reaching into api', 'test-support/src/x.ts', "import { P } from '../../api/src/app';\nexport const X = P;\n"],
    ['test-support-through-front-doors', 'test-support reaching an api test', 'test-support/src/x.ts', "import { Q } from '../../api/test/client';\nexport const X = Q;\n"],
  ])('fail on a wrong import: %s (%s)', async (rule, _what, path, source) => {
    const support = { 'test-support/src/index.ts': 'export const T = 4;\n', 'scripts/lib/run-ts.mjs': 'export const R = 5;\n', 'api/test/client.ts': 'export const Q = 6;\n' };
    const violations = await arrowViolations({ root: tree({ ...ALLOWED, [path]: source, ...support }) });
    expect(violations.some((line) => line.startsWith(`${rule}:`)), violations.join('\n')).toBe(true);
  });

  // The domains inside core (core/src/<domain>/): front doors only, no circles, nothing above them.
  it.each([
    ['core-domains-through-front-doors', 'a domain reaching into another\'s files', 'core/src/ratings/x.ts', "import { US } from '../users/secret';\nexport const X = US;\n"],
    ['core-domains-below-the-front-door', 'a domain importing core\'s own front door', 'core/src/ratings/x.ts', "import { C } from '../index';\nexport const X = C;\n"],
    ['entry-points-through-core-front-door', 'an entry point reaching into a domain', 'api/src/x.ts', "import { U } from '../../core/src/users/user.model';\nexport const X = U;\n"],
    ['no-domain-circle', 'two domains importing each other\'s front doors', 'core/src/users/x.ts', "import { RS } from '../ratings';\nexport const X = RS;\n"],
  ])('fail on a wrong import: %s (%s)', async (rule, _what, path, source) => {
    const violations = await arrowViolations({ root: tree({ ...ALLOWED, [path]: source }) });
    expect(violations.some((line) => line.startsWith(`${rule}:`)), violations.join('\n')).toBe(true);
  });

  it('fail on an import circle', async () => {
    const violations = await arrowViolations({
      root: tree({ ...ALLOWED, 'core/src/a.ts': "import { B } from './b';\nexport const A2 = B;\n", 'core/src/b.ts': "import { A2 } from './a';\nexport const B = () => A2;\n" }),
    });
    expect(violations.some((line) => line.startsWith('no-circular:')), violations.join('\n')).toBe(true);
  });
});

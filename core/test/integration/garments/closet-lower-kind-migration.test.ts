import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@fitrater/migrations';
import { UserModel, type CoreContext } from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;
beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => env?.dispose());

const migration = migrations.find(([name]) => name === '20261127081500_closet_item_lower_kind')![1];
const hasColumn = () => ctx.db.schema.hasColumn('closet_items', 'lower_kind');

async function insertItem(userId: string, lowerKind: string | null) {
  return ctx.db('closet_items').insert({
    userId, name: 'Burgundy skirt', category: 'bottom', formality: 'casual', source: 'upload', lowerKind,
    imageKey: 'k', sourceImageKey: 'k', originalMaskKey: 'k', maskKey: 'k',
  }).returning('id');
}

describe('the closet item lower kind migration', () => {
  it('adds a nullable column that takes only the listed kinds, and down removes it with the rows kept', async () => {
    const user = await UserModel.query(ctx.db).insertAndFetch({ email: 'lower.kind@example.test', name: 'L', passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
    expect(await hasColumn()).toBe(true);
    await insertItem(user.id, 'skirt');
    await insertItem(user.id, null);
    await expect(insertItem(user.id, 'kilt')).rejects.toMatchObject({ constraint: 'closet_items_lower_kind_check' });

    await migration.down(ctx.db);
    expect(await hasColumn()).toBe(false);
    expect(await ctx.db('closet_items').where({ userId: user.id }).count('* as n').first()).toMatchObject({ n: '2' });

    await migration.up(ctx.db);
    expect(await hasColumn()).toBe(true);
    expect((await ctx.db('closet_items').where({ userId: user.id }).select('lowerKind')).map((r) => r.lowerKind)).toEqual([null, null]);
    await expect(insertItem(user.id, 'kilt')).rejects.toMatchObject({ constraint: 'closet_items_lower_kind_check' });
  });
});

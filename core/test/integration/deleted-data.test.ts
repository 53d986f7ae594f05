import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  MailOutboxModel, UserModel, deleteAccount, hashPassword, queueMail, renderRatingCard, runMaintenance, type CoreContext,
} from '@fitrater/core';
import { createTestEnvironment, storedOutfit, type TestEnvironment } from '@fitrater/test-support';

// A deleted rating or account leaves no file, mail or cached answer behind.
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
});
afterAll(async () => env?.dispose());

const PASSWORD = 'Velvet#Closet42';
async function user(tag: string) {
  return UserModel.query(ctx.db).insertAndFetch({
    email: `${tag}.${randomUUID().slice(0, 8)}@x.test`, name: tag, passwordHash: await hashPassword(PASSWORD), role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
}
const media = (key: string) => join(env.dataDir, 'media', key);
const contentHashOf = async (ratingId: string) => ((await ctx.db('ratings').select('contentHash').where({ id: ratingId }).first()) as { contentHash: string }).contentHash;
const cacheRows = (hash: string) => ctx.db('ratingCache').where({ contentHash: hash });

describe('files of a job that finishes after its rating was deleted', () => {
  it('a share card drawn while its rating (or account) is deleted is not kept', async () => {
    const owner = await user('card');
    const ratingId = await storedOutfit(ctx, owner.id);
    // The rating is deleted while the card is being drawn: just before the job writes the file.
    const racing: CoreContext = {
      ...ctx,
      storage: {
        ...ctx.storage,
        async put(key, data) {
          await ctx.db('ratings').delete().where({ id: ratingId });
          await ctx.storage.put(key, data);
        },
      },
    };
    expect(await renderRatingCard(racing, ratingId)).toBeNull();
    expect(existsSync(media(`users/${owner.id}/ratings/${ratingId}/card.png`))).toBe(false);
  });

  it('a card for a live rating is still written', async () => {
    const owner = await user('live');
    const ratingId = await storedOutfit(ctx, owner.id);
    expect(await renderRatingCard(ctx, ratingId)).not.toBeNull();
    expect(existsSync(media(`users/${owner.id}/ratings/${ratingId}/card.png`))).toBe(true);
  });
});

describe('the maintenance job sweeps orphans', () => {
  it('removes folders of deleted accounts and ratings, keeps live ones and folders younger than the grace period', async () => {
    const owner = await user('sweep');
    const liveRating = await storedOutfit(ctx, owner.id);
    const put = (key: string, hoursOld: number) => {
      mkdirSync(join(media(key), '..'), { recursive: true });
      writeFileSync(media(key), 'x');
      const when = new Date(Date.now() - hoursOld * 3_600_000);
      utimesSync(join(media(key), '..'), when, when);
    };
    const ghostUser = randomUUID();
    const goneRating = randomUUID();
    const freshRating = randomUUID();
    put(`users/${ghostUser}/ratings/${randomUUID()}/card.png`, 0);
    put(`users/${owner.id}/ratings/${goneRating}/prepared.jpg`, 2);
    put(`users/${owner.id}/ratings/${freshRating}/original.jpg`, 0);
    put(`users/${owner.id}/avatar-abc.webp`, 2);
    const orphanHash = 'f'.repeat(64);
    await ctx.db('ratingCache').insert({ contentHash: orphanHash, engine: 'local', answer: JSON.stringify({}) });

    const report = await runMaintenance(ctx);
    expect(report.orphanFiles).toBe(2);
    expect(report.orphanCacheEntries).toBe(1);
    expect(existsSync(media(`users/${ghostUser}`))).toBe(false);
    expect(existsSync(media(`users/${owner.id}/ratings/${goneRating}`))).toBe(false);
    expect(existsSync(media(`users/${owner.id}/ratings/${freshRating}/original.jpg`))).toBe(true);
    expect(existsSync(media(`users/${owner.id}/ratings/${liveRating}/prepared.jpg`))).toBe(true);
    expect(existsSync(media(`users/${owner.id}/avatar-abc.webp`))).toBe(true);
  });
});

describe('deleting an account', () => {
  it('takes its outbox mail (also the mail sent before the account existed) and the cached answers derived from its photos', async () => {
    const gone = await user('gone');
    const stays = await user('stays');
    const goneRating = await storedOutfit(ctx, gone.id);
    const staysRating = await storedOutfit(ctx, stays.id);
    const [goneHash, staysHash] = [await contentHashOf(goneRating), await contentHashOf(staysRating)];
    // The other user rated the very same content too: that answer is still theirs.
    const shared = 'a'.repeat(64);
    await ctx.db('ratings').where({ id: staysRating }).update({ contentHash: shared });
    const goneSecond = await storedOutfit(ctx, gone.id, { photo: false });
    await ctx.db('ratings').where({ id: goneSecond }).update({ contentHash: shared });
    for (const hash of [goneHash, staysHash, shared]) await ctx.db('ratingCache').insert({ contentHash: hash, engine: 'local', answer: JSON.stringify({}) });
    await queueMail(ctx.db, { to: gone.email, kind: 'verify_email', language: 'en', vars: { name: 'G', code: '123456' }, userId: null });
    await queueMail(ctx.db, { to: gone.email, kind: 'welcome', language: 'en', vars: { name: 'G' }, userId: gone.id });
    await queueMail(ctx.db, { to: stays.email, kind: 'welcome', language: 'en', vars: { name: 'S' }, userId: stays.id });

    await deleteAccount(ctx, gone.id, PASSWORD);

    expect(await MailOutboxModel.query(ctx.db).where({ toAddress: gone.email })).toHaveLength(0);
    expect(await MailOutboxModel.query(ctx.db).where({ toAddress: stays.email })).toHaveLength(1);
    expect(await cacheRows(goneHash)).toHaveLength(0);
    expect(await cacheRows(shared)).toHaveLength(1);
    expect(await cacheRows(staysHash)).toHaveLength(1);
    expect(existsSync(media(`users/${gone.id}`))).toBe(false);
  });
});

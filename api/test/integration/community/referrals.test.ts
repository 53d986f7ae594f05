import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { REFERRAL_REWARDS_PER_MONTH } from '@fitrater/contracts';
import { failStylingRequest, mailboxOf, userChangesSeen } from '@fitrater/core';
import { startTestStack, waitForMail, codeFromMail, type TestStack } from '@fitrater/test-support';
import { STRONG_PASSWORD, httpClient, signUp, uniqueEmail } from '../../client';
import { connectEvents } from '../../realtime-client';
import { NAVY_OUTFIT, grantPremium, insertRating } from '../styling/fixtures';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

const stats = async (token: string) => (await http.get('/api/referrals/stats', token)).body;
const credits = async (userId: string) => Number((await stack.ctx.db('users').where({ id: userId }).first()).freeSuggestionCredits);
const codeOf = async (token: string) => (await http.post('/api/referrals/create', undefined, token)).body.code as string;

/** The friend's first rating, through the API, the queue and the real rating worker. */
async function rateOnce(token: string, description = 'white shirt, navy chinos, brown loafers') {
  const events = await connectEvents(stack.url, token);
  const res = await http.post('/api/ratings', { description, occasion: 'work' }, token);
  expect(res.status).toBe(202);
  await events.next('rating.done', (e) => e.data.ratingId === res.body.ratingId, 30_000);
  events.close();
}

describe('referral link', () => {
  it('is one stable code per user, on the public address, behind sign-in', async () => {
    const ann = await signUp(stack);
    const bob = await signUp(stack);
    expect((await http.post('/api/referrals/create')).status).toBe(401);
    expect((await http.get('/api/referrals/stats')).status).toBe(401);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => http.post('/api/referrals/create', undefined, ann.token)));
    expect(a!.status).toBe(200);
    expect(a!.body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(a!.body.shareLink).toBe(`${stack.ctx.config.publicUrl}/r/${a!.body.code}`);
    expect(b!.body).toEqual(a!.body);
    expect(c!.body).toEqual(a!.body);
    expect(await codeOf(ann.token)).toBe(a!.body.code);
    expect(await codeOf(bob.token)).not.toBe(a!.body.code);
    expect(await stats(ann.token)).toEqual({ totalReferrals: 0, completedReferrals: 0, pendingRewards: 0, rewardsThisMonth: 0, monthlyRewardLimit: REFERRAL_REWARDS_PER_MONTH });
  });
});

describe('signing up with a code', () => {
  it('stores the code on the pending registration and links the account when it is verified', async () => {
    const ann = await signUp(stack, { name: 'Ann' });
    const code = await codeOf(ann.token);
    const email = uniqueEmail('friend');
    const registered = await http.post('/api/auth/register', { name: 'Friend', email, password: STRONG_PASSWORD, referralCode: ` ${code.toLowerCase()} ` });
    expect(registered.status).toBe(201);
    expect((await stack.ctx.db('pending_registrations').where({ id: registered.body.tempUserId }).first()).referralCode).toBe(code);
    expect((await stats(ann.token)).totalReferrals).toBe(0);
    const mail = await waitForMail(stack.ctx, email, 'verify_email');
    const verified = await http.post('/api/auth/verify-email', { tempUserId: registered.body.tempUserId, code: codeFromMail(mail) });
    expect(verified.status).toBe(200);
    const body = await http.get('/api/referrals/stats', ann.token);
    expect(body.body).toMatchObject({ totalReferrals: 1, completedReferrals: 0, pendingRewards: 0 });
    // The friend's e-mail and name are never part of what the referrer sees.
    expect(JSON.stringify(body.body)).not.toContain(email.split('@')[0]);
    expect(JSON.stringify(body.body)).not.toContain('Friend');
  });

  it('never blocks sign-up with an unknown or malformed code, and links nothing', async () => {
    for (const referralCode of ['ZZZZZZZZ', 'nope', '', 'x'.repeat(200)]) {
      const friend = await signUp(stack, { referralCode });
      expect(await stack.ctx.db('referrals').where({ referredUserId: friend.userId }).first()).toBeUndefined();
    }
  });

  it('refuses self-referral: the same mailbox spelled another way gets no referral', async () => {
    const email = uniqueEmail('self');
    const ann = await signUp(stack, { email });
    const code = await codeOf(ann.token);
    const [local, domain] = email.split('@');
    const alias = await signUp(stack, { email: `${local}+second@${domain}`, referralCode: code });
    expect(await stack.ctx.db('referrals').where({ referredUserId: alias.userId }).first()).toBeUndefined();
    expect((await stats(ann.token)).totalReferrals).toBe(0);
    expect(mailboxOf('A.n.n+x@GoogleMail.com')).toBe(mailboxOf('ann@gmail.com'));
    expect(mailboxOf('a.nn@example.com')).not.toBe(mailboxOf('ann@example.com'));
  });
});

describe('completing a referral', () => {
  it("completes on the friend's first finished rating (real worker) and rewards one free suggestion, once", async () => {
    const ann = await signUp(stack);
    const friend = await signUp(stack, { referralCode: await codeOf(ann.token) });
    expect(await stats(ann.token)).toMatchObject({ totalReferrals: 1, completedReferrals: 0, pendingRewards: 0 });
    await rateOnce(friend.token);
    expect(await stats(ann.token)).toMatchObject({ totalReferrals: 1, completedReferrals: 1, pendingRewards: 1, rewardsThisMonth: 1 });
    // The reward is announced in the referrer's inbox, once.
    const inbox = (await http.get('/api/notifications/inbox', ann.token)).body;
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toMatchObject([{ kind: 'referral_reward', title: 'You earned a free suggestion', url: '/history', readAt: null }]);
    await rateOnce(friend.token, 'black jeans, grey hoodie, white sneakers');
    expect(await stats(ann.token)).toMatchObject({ completedReferrals: 1, pendingRewards: 1 });
    expect((await http.get('/api/notifications/inbox', ann.token)).body.items).toHaveLength(1);
    expect((await http.get('/api/notifications/inbox', friend.token)).body.items).toHaveLength(0);
    // The friend earned nothing by being referred, and has no referrals of their own.
    expect(await stats(friend.token)).toMatchObject({ totalReferrals: 0, pendingRewards: 0 });
  });

  it(`rewards at most ${REFERRAL_REWARDS_PER_MONTH} a calendar month; past the cap the referral still completes`, async () => {
    const ann = await signUp(stack);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
    // Ten friends rewarded this month and two last month (those do not count against this month).
    for (let i = 0; i < REFERRAL_REWARDS_PER_MONTH + 2; i++) {
      const [user] = await stack.ctx.db('users').insert({ email: uniqueEmail('past'), name: 'Past', passwordHash: 'x' }).returning('id');
      await stack.ctx.db('referrals').insert({ referrerId: ann.userId, referredUserId: user.id, status: 'completed', rewarded: true, completedAt: i < 2 ? lastMonth : now });
    }
    await stack.ctx.db('users').where({ id: ann.userId }).update({ freeSuggestionCredits: REFERRAL_REWARDS_PER_MONTH });
    await userChangesSeen(stack.ctx);
    const friend = await signUp(stack, { referralCode: await codeOf(ann.token) });
    await rateOnce(friend.token);
    expect(await stats(ann.token)).toMatchObject({
      totalReferrals: REFERRAL_REWARDS_PER_MONTH + 3, completedReferrals: REFERRAL_REWARDS_PER_MONTH + 3,
      pendingRewards: REFERRAL_REWARDS_PER_MONTH, rewardsThisMonth: REFERRAL_REWARDS_PER_MONTH,
    });
    expect(await stack.ctx.db('referrals').where({ referredUserId: friend.userId }).first()).toMatchObject({ status: 'completed', rewarded: false });
  });

  it('keeps the cap when two friends finish their first ratings at the same time', async () => {
    const ann = await signUp(stack);
    const now = new Date();
    for (let i = 0; i < REFERRAL_REWARDS_PER_MONTH - 1; i++) {
      const [user] = await stack.ctx.db('users').insert({ email: uniqueEmail('past'), name: 'Past', passwordHash: 'x' }).returning('id');
      await stack.ctx.db('referrals').insert({ referrerId: ann.userId, referredUserId: user.id, status: 'completed', rewarded: true, completedAt: now });
    }
    const code = await codeOf(ann.token);
    const [one, two] = await Promise.all([signUp(stack, { referralCode: code }), signUp(stack, { referralCode: code })]);
    await Promise.all([rateOnce(one!.token), rateOnce(two!.token, 'beige trench, white tee, loafers')]);
    expect(await stats(ann.token)).toMatchObject({ completedReferrals: REFERRAL_REWARDS_PER_MONTH + 1, pendingRewards: 1, rewardsThisMonth: REFERRAL_REWARDS_PER_MONTH });
    const rows = await stack.ctx.db('referrals').whereIn('referredUserId', [one!.userId, two!.userId]);
    expect(rows.map((r) => r.rewarded).sort()).toEqual([false, true]);
  });
});

describe('the referral ledger outlives deleted accounts', () => {
  const deleteAccount = async (friend: { token: string; password: string }) =>
    expect((await http.request('DELETE', '/api/user', { body: { password: friend.password }, token: friend.token })).status).toBe(204);

  it('keeps the monthly cap when referred friends rate once and delete their accounts, again and again', async () => {
    const ann = await signUp(stack);
    const now = new Date();
    // Nine rewards this month already, from friends who since deleted their accounts.
    for (let i = 0; i < REFERRAL_REWARDS_PER_MONTH - 1; i++) {
      await stack.ctx.db('referrals').insert({ referrerId: ann.userId, referredUserId: null, status: 'completed', rewarded: true, completedAt: now });
    }
    const code = await codeOf(ann.token);
    for (let round = 0; round < 3; round++) {
      const friend = await signUp(stack, { referralCode: code });
      await rateOnce(friend.token);
      await deleteAccount(friend);
    }
    expect(await stats(ann.token)).toMatchObject({ pendingRewards: 1, rewardsThisMonth: REFERRAL_REWARDS_PER_MONTH, completedReferrals: REFERRAL_REWARDS_PER_MONTH + 2 });
    expect(await credits(ann.userId)).toBe(1);
    // The rows keep what the cap needs and nothing that names the friend.
    const rows = await stack.ctx.db('referrals').where({ referrerId: ann.userId });
    expect(rows.every((r) => r.referredUserId === null && (r.referredMailboxHash === null || /^[0-9a-f]{64}$/.test(r.referredMailboxHash)))).toBe(true);
  });

  it('never rewards the same mailbox twice, even after its account was deleted', async () => {
    const ann = await signUp(stack);
    const code = await codeOf(ann.token);
    const email = uniqueEmail('again');
    const first = await signUp(stack, { email, referralCode: code });
    await rateOnce(first.token);
    await deleteAccount(first);
    const [local, domain] = email.split('@');
    const second = await signUp(stack, { email: `${local}+back@${domain}`, referralCode: code });
    expect(await stack.ctx.db('referrals').where({ referredUserId: second.userId }).first()).toBeUndefined();
    await rateOnce(second.token);
    expect(await stats(ann.token)).toMatchObject({ totalReferrals: 1, completedReferrals: 1, pendingRewards: 1, rewardsThisMonth: 1 });
  });
});

describe('spending a free suggestion', () => {
  it('lets a free member with a credit ask for one per-rating suggestion and spends exactly one', async () => {
    const ann = await signUp(stack);
    const outfit = await insertRating(stack, ann.userId, 7.4, NAVY_OUTFIT);
    const none = await http.post('/api/style-suggestions', { outfitId: outfit }, ann.token);
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('PREMIUM_REQUIRED');

    await stack.ctx.db('users').where({ id: ann.userId }).update({ freeSuggestionCredits: 1 });
    await userChangesSeen(stack.ctx);
    const events = await connectEvents(stack.url, ann.token);
    // Three at once with one credit: exactly one goes through.
    const tries = await Promise.all([0, 1, 2].map(() => http.post('/api/style-suggestions', { outfitId: outfit }, ann.token)));
    expect(tries.map((r) => r.status).sort()).toEqual([202, 403, 403]);
    expect(await credits(ann.userId)).toBe(0);
    const { requestId } = tries.find((r) => r.status === 202)!.body;
    await events.next('styling.done', (e) => e.data.requestId === requestId, 30_000);
    events.close();
    const read = await http.get(`/api/premium/suggestions/${requestId}`, ann.token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: requestId, status: 'done', kind: 'suggest' });
    // Reopening the rating finds the suggestion that was earned for it.
    const kept = await http.get(`/api/style-suggestions/${outfit}`, ann.token);
    expect(kept.status).toBe(200);
    expect(kept.body.suggestion).toMatchObject({ id: requestId, status: 'done', outfitId: outfit });
    // Other premium routes stay premium.
    expect((await http.get('/api/premium/suggestions', ann.token)).status).toBe(403);
  });

  it("never spends a credit on another user's outfit, and never shows another user's suggestion", async () => {
    const ann = await signUp(stack);
    const bob = await signUp(stack);
    await stack.ctx.db('users').whereIn('id', [ann.userId, bob.userId]).update({ freeSuggestionCredits: 1 });
    const bobsOutfit = await insertRating(stack, bob.userId, 6.8, NAVY_OUTFIT);
    const res = await http.post('/api/style-suggestions', { outfitId: bobsOutfit }, ann.token);
    expect(res.status).toBe(404);
    expect(await credits(ann.userId)).toBe(1);
    const bobs = await http.post('/api/style-suggestions', { outfitId: bobsOutfit }, bob.token);
    expect(bobs.status).toBe(202);
    const peek = await http.get(`/api/premium/suggestions/${bobs.body.requestId}`, ann.token);
    expect([403, 404]).toContain(peek.status);
    // Asking for the advice on Bob's outfit finds nothing of his.
    const peekByOutfit = await http.get(`/api/style-suggestions/${bobsOutfit}`, ann.token);
    expect(peekByOutfit.status).toBe(200);
    expect(peekByOutfit.body).toEqual({ suggestion: null });
    expect((await http.get('/api/style-suggestions/not-a-uuid', ann.token)).status).toBe(400);
    expect(JSON.stringify(peek.body)).not.toContain(bobsOutfit);
    await grantPremium(stack, ann.userId);
    expect((await http.get(`/api/premium/suggestions/${bobs.body.requestId}`, ann.token)).status).toBe(404);
  });

  it('gives the credit back once when the suggestion fails for good', async () => {
    const ann = await signUp(stack);
    const outfit = await insertRating(stack, ann.userId, 7.1, NAVY_OUTFIT);
    const id = randomUUID();
    await stack.ctx.db('styling_requests').insert({ id, userId: ann.userId, kind: 'suggest', status: 'processing', stage: 'reading', outfitId: outfit, input: { paidWithCredit: true } });
    await failStylingRequest(stack.ctx, id, new Error('engine exploded'));
    await failStylingRequest(stack.ctx, id, new Error('engine exploded again'));
    expect(await credits(ann.userId)).toBe(1);
    // A premium request that fails gives nothing.
    const paid = randomUUID();
    await stack.ctx.db('styling_requests').insert({ id: paid, userId: ann.userId, kind: 'suggest', status: 'queued', stage: 'queued', outfitId: outfit, input: {} });
    await failStylingRequest(stack.ctx, paid, new Error('nope'));
    expect(await credits(ann.userId)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { CHALLENGE_THEMES, weekKey } from '@fitrater/contracts';
import { rotateChallenges } from '@fitrater/core';
import { startTestStack, type TestStack, storedOutfit } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;
type Account = Awaited<ReturnType<typeof signUp>>;
let ann: Account;
let ben: Account;
let cat: Account;
let challengeId: string;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
  [ann, ben, cat] = await Promise.all([signUp(stack, { name: 'Ann' }), signUp(stack, { name: 'Ben' }), signUp(stack, { name: 'Cat' })]);
  await establish(ann, ben, cat);
  challengeId = (await http.get('/api/challenges/current', ann.token)).body.id;
});
afterAll(async () => stack?.close());

/** Members a month old with three finished ratings: their votes count and their reports weigh fully. */
async function establish(...accounts: Account[]): Promise<void> {
  await stack.ctx.db('users').whereIn('id', accounts.map((a) => a.userId)).update({ createdAt: new Date(Date.now() - 30 * 86_400_000), ratingsDone: 3 });
}

const del = (path: string, token: string) => http.request('DELETE', path, { token });
const enter = (token: string, outfitId: string, id = challengeId) => http.post(`/api/challenges/${id}/submissions`, { outfitId }, token);
const voteOn = (token: string, submissionId: string, voteType: string) => http.post('/api/challenges/vote', { submissionId, voteType }, token);

describe('weekly challenge', () => {
  it("has this week's challenge with a catalogued theme, ending next Monday 00:00 UTC", async () => {
    expect(CHALLENGE_THEMES.length).toBeGreaterThanOrEqual(26);
    const current = await http.get('/api/challenges/current', ben.token);
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(challengeId);
    const end = new Date(current.body.endDate);
    expect(end.getUTCDay()).toBe(1);
    expect(end.getUTCHours()).toBe(0);
    expect(end.getTime()).toBeGreaterThan(Date.now());
    expect(CHALLENGE_THEMES.map((t) => t.id)).toContain(current.body.themeId);
    expect(current.body).toMatchObject({ status: 'active', submissionCount: 0, winner: null });
    expect((await http.get('/api/challenges/current')).status).toBe(401);
  });

  it('accepts only your own rated photo outfits, one entry per user, replaceable and withdrawable', async () => {
    const text = await storedOutfit(stack.ctx, ann.userId, { photo: false });
    const queued = await storedOutfit(stack.ctx, ann.userId, { status: 'queued' });
    const bens = await storedOutfit(stack.ctx, ben.userId);
    expect((await enter(ann.token, text)).status).toBe(400);
    expect((await enter(ann.token, queued)).status).toBe(400);
    expect((await enter(ann.token, bens)).status).toBe(404);

    const first = await storedOutfit(stack.ctx, ann.userId, { rating: 7.1 });
    const second = await storedOutfit(stack.ctx, ann.userId, { rating: 8.4 });
    const entered = await enter(ann.token, first);
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({ isOwn: true, voteCount: 0, user: { username: 'Ann' }, outfit: { id: first, rating: 7.1 } });
    expect(JSON.stringify(entered.body)).not.toContain('@');

    const replaced = await enter(ann.token, second);
    expect(replaced.body.id).toBe(entered.body.id);
    expect(replaced.body.outfit.id).toBe(second);
    const list = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, ben.token)).body;
    expect(list.filter((s: { user: { username: string } }) => s.user.username === 'Ann')).toHaveLength(1);

    // The photo is visible to other signed-in users through the entry, never through the rating.
    const image = await http.request('GET', `/api/challenges/submissions/${entered.body.id}/image`, { token: ben.token });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await http.get(`/api/ratings/${second}/image`, ben.token)).status).toBe(404);
    expect((await http.get(`/api/challenges/submissions/${entered.body.id}/image`)).status).toBe(401);

    expect((await del(`/api/challenges/${challengeId}/submissions`, ann.token)).status).toBe(204);
    expect((await http.get(`/api/challenges/submissions/${entered.body.id}/image`, ben.token)).status).toBe(404);
    expect((await del(`/api/challenges/${challengeId}/submissions`, ann.token)).status).toBe(404);
  });

  it('deleting the rating takes the entry and its photo down', async () => {
    const outfit = await storedOutfit(stack.ctx, cat.userId);
    const entry = (await enter(cat.token, outfit)).body;
    expect((await del(`/api/ratings/${outfit}`, cat.token)).status).toBe(204);
    expect((await http.get(`/api/challenges/submissions/${entry.id}/image`, ann.token)).status).toBe(404);
  });

  it('counts one vote per user per entry, lets it change, refuses own entries, and stays exact under concurrency', async () => {
    const entry = (await enter(ben.token, await storedOutfit(stack.ctx, ben.userId))).body;
    const own = await voteOn(ben.token, entry.id, 'fire');
    expect(own.status).toBe(403);
    expect(own.body.error.message).toMatch(/^Vote failed/);

    const voters = [ann, cat, ...(await Promise.all([signUp(stack, { name: 'Dee' }), signUp(stack, { name: 'Eve' }), signUp(stack, { name: 'Fay' })]))];
    await establish(...voters);
    // Every voter sends three different votes at once, all voters together.
    const types = ['like', 'love', 'fire'];
    const results = await Promise.all(voters.flatMap((v) => types.map((t) => voteOn(v.token, entry.id, t))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, ann.token)).body.find((s: { id: string }) => s.id === entry.id);
    expect(after.voteCount).toBe(voters.length);
    expect(after.votes.like + after.votes.love + after.votes.fire).toBe(voters.length);

    const changed = await voteOn(ann.token, entry.id, 'love');
    expect(changed.body.userVote).toBe('love');
    expect(changed.body.voteCount).toBe(voters.length);
    expect((await voteOn(ann.token, entry.id, 'meh')).status).toBe(400);
  });

  it('ranks by votes, ties to the earliest entry', async () => {
    const board = (await http.get(`/api/challenges/leaderboard?challengeId=${challengeId}`, cat.token)).body as Array<{ rank: number; submission: { voteCount: number; submittedAt: string } }>;
    expect(board[0]!.rank).toBe(1);
    for (let i = 1; i < board.length; i++) {
      const [a, b] = [board[i - 1]!.submission, board[i]!.submission];
      expect(a.voteCount > b.voteCount || (a.voteCount === b.voteCount && a.submittedAt <= b.submittedAt)).toBe(true);
    }
  });

  it('hides an entry after 3 reports until an operator restores it', async () => {
    const entry = (await enter(ann.token, await storedOutfit(stack.ctx, ann.userId))).body;
    const reporters = [ben, cat, await signUp(stack, { name: 'Gus' })];
    await establish(reporters[2]!);
    for (const r of reporters.slice(0, 2)) expect((await http.post(`/api/challenges/submissions/${entry.id}/report`, undefined, r.token)).status).toBe(204);
    // The same reporter twice counts once.
    await http.post(`/api/challenges/submissions/${entry.id}/report`, undefined, ben.token);
    const visible = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, cat.token)).body;
    expect(visible.some((s: { id: string }) => s.id === entry.id)).toBe(true);
    await http.post(`/api/challenges/submissions/${entry.id}/report`, undefined, reporters[2]!.token);
    const after = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, cat.token)).body;
    expect(after.some((s: { id: string }) => s.id === entry.id)).toBe(false);
    expect((await http.get(`/api/challenges/submissions/${entry.id}/image`, cat.token)).status).toBe(404);
    const mine = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, ann.token)).body.find((s: { id: string }) => s.id === entry.id);
    expect(mine.hidden).toBe(true);
  });

  it('counts votes only from members with a finished rating; a crowd of new accounts cannot stuff an entry', async () => {
    const entry = (await enter(cat.token, await storedOutfit(stack.ctx, cat.userId))).body;
    const fresh = await Promise.all([0, 1, 2, 3, 4].map((i) => signUp(stack, { name: `New${i}` })));
    for (const f of fresh) expect((await voteOn(f.token, entry.id, 'fire')).status).toBe(200);
    const seen = async () => (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, ann.token)).body.find((s: { id: string }) => s.id === entry.id);
    expect((await seen()).voteCount).toBe(0);
    // The voter still sees their own vote, and it starts counting once they finish a rating.
    const mine = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, fresh[0]!.token)).body.find((s: { id: string }) => s.id === entry.id);
    expect(mine.userVote).toBe('fire');
    await stack.ctx.db('users').where({ id: fresh[0]!.userId }).update({ ratingsDone: 1 });
    expect(await seen()).toMatchObject({ voteCount: 1, votes: { fire: 1 } });
    const board = (await http.get(`/api/challenges/leaderboard?challengeId=${challengeId}`, ann.token)).body as Array<{ submission: { id: string; voteCount: number } }>;
    expect(board.find((b) => b.submission.id === entry.id)?.submission.voteCount).toBe(1);
    await del(`/api/challenges/${challengeId}/submissions`, cat.token);
  });

  it('reports of brand-new accounts queue an entry for an operator but do not hide it', async () => {
    const dan = await signUp(stack, { name: 'Dan' });
    const entry = (await enter(dan.token, await storedOutfit(stack.ctx, dan.userId))).body;
    const fresh = await Promise.all([0, 1, 2, 3, 4].map((i) => signUp(stack, { name: `Reporter${i}` })));
    for (const f of fresh) expect((await http.post(`/api/challenges/submissions/${entry.id}/report`, undefined, f.token)).status).toBe(204);
    const list = (await http.get(`/api/challenges/submissions?challengeId=${challengeId}`, ann.token)).body;
    expect(list.some((s: { id: string }) => s.id === entry.id)).toBe(true);
    const row = await stack.ctx.db('challenge_submissions').where({ id: entry.id }).first();
    expect(row).toMatchObject({ reportCount: 5, hiddenAt: null });
    expect(Number(row.reportWeight)).toBeCloseTo(0.5);
    await del(`/api/challenges/${challengeId}/submissions`, dan.token);
  });

  it('refuses votes and entries once the challenge has ended, and the rotation picks one winner with a badge', async () => {
    const board = (await http.get(`/api/challenges/leaderboard?challengeId=${challengeId}`, cat.token)).body;
    const leader = board[0].submission;
    // End this challenge now (as if the week had passed).
    await stack.ctx.db('challenges').where({ id: challengeId }).update({
      weekStart: weekKey(new Date(Date.now() - 7 * 86_400_000)), startsAt: new Date(Date.now() - 8 * 86_400_000), endsAt: new Date(Date.now() - 1000),
    });
    const late = await voteOn(cat.token, leader.id, 'like');
    expect(late.status).toBe(403);
    expect(late.body.error.message).toMatch(/^Vote failed/);
    expect((await enter(cat.token, await storedOutfit(stack.ctx, cat.userId))).status).toBe(403);

    await Promise.all([rotateChallenges(stack.ctx), rotateChallenges(stack.ctx)]);
    const archive = (await http.get('/api/challenges?status=ended', ann.token)).body;
    expect(archive[0]).toMatchObject({ id: challengeId, status: 'ended', winner: { submissionId: leader.id, user: { username: 'Ben' } } });
    const achievements = (await http.get('/api/achievements', ben.token)).body as Array<{ id: string; isUnlocked: boolean }>;
    expect(achievements.find((a) => a.id === 'weekly-winner')?.isUnlocked).toBe(true);
    const current = (await http.get('/api/challenges/current', ann.token)).body;
    expect(current.id).not.toBe(challengeId);
    expect(await stack.ctx.db('challenges').count({ n: '*' }).first()).toMatchObject({ n: '2' });
  });

  it('enqueues one rotation job per week however often the scheduler (re)starts', async () => {
    const monday = new Date(Date.UTC(2026, 10, 30, 0, 0, 0));
    for (let i = 0; i < 3; i++) await stack.ctx.producer.enqueue('challenge.rotate', { week: weekKey(monday) });
    await stack.ctx.producer.enqueue('challenge.rotate', { week: weekKey(new Date(monday.getTime() + 3 * 86_400_000)) });
    const queue = new Queue('default', { connection: stack.ctx.redis, prefix: `${stack.ctx.config.redisPrefix}:bull` });
    const jobs = (await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed'])).filter((j) => j.name === 'challenge.rotate');
    expect(jobs.map((j) => j.id)).toEqual(['challenge-rotate-2026-11-30']);
    await queue.close();
    // Running the week's rotation twice (a restart mid-way) still leaves one challenge for that week.
    await rotateChallenges(stack.ctx, monday);
    await rotateChallenges(stack.ctx, new Date(monday.getTime() + 1000));
    expect((await stack.ctx.db('challenges').where({ weekStart: '2026-11-30' })).length).toBe(1);
  });
});

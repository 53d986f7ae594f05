import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { RATING_COMPONENTS, type Rating } from '@fitrater/contracts';
import { RatingModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ env: { FREE_MONTHLY_RATINGS: '50' } });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function waitDone(token: string, ratingId: string): Promise<Rating> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await http.get<Rating>(`/api/ratings/${ratingId}`, token);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`rating stuck: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('rating an outfit photo, live', () => {
  it('queues, reports each stage over the socket, and stores a full result', async () => {
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await outfitPhoto()), description: 'navy knit top, cream trousers, black loafers', occasion: 'work' }, account.token);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ratingId: expect.any(String), status: 'queued' });
    const { ratingId } = res.body;

    const done = await events.next('rating.done', (e) => e.data.ratingId === ratingId);
    const stages = events.events.filter((e) => e.type === 'rating.progress').map((e) => (e.data as { stage: string }).stage);
    expect(stages).toEqual(['preparing', 'analysing', 'scoring', 'saving']);
    const result = done.data.result;
    expect(result).toMatchObject({ id: ratingId, status: 'done', stage: 'done', percent: 100, occasion: 'work', hasImage: true, dayStreak: 1, isNewDay: true });
    expect(result.overallRating).toBeGreaterThanOrEqual(0);
    expect(result.overallRating).toBeLessThanOrEqual(10);
    expect(Number.isInteger(result.overallRating! * 10)).toBe(true);
    expect(result.summary).toBeTruthy();
    expect(result.feedback).toBeTruthy();
    for (const part of RATING_COMPONENTS) {
      const c = result.components![part];
      expect(['visible', 'not_assessable']).toContain(c.status);
      if (c.status === 'not_assessable') expect(c.rating).toBeNull();
    }
    expect(result.newBadges.map((b) => b.badgeId)).toContain('first-rating');
    // The stored row says the same thing a reloading client reads.
    expect(await waitDone(account.token, ratingId)).toMatchObject({ status: 'done', overallRating: result.overallRating });
    // The share card is rendered after the result and announced on the same socket.
    const card = await events.next('card.ready', (e) => e.data.ratingId === ratingId);
    expect(card.data.cardUrl).toBe(`/api/ratings/${ratingId}/card.png`);
    events.close();
  });

  it('serves the prepared photo to its owner only: rotated, ≤ 1024 px, without EXIF or GPS', async () => {
    const account = await signUp(stack);
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await outfitPhoto({ width: 1600, height: 2400 })), occasion: 'casual' }, account.token);
    const rating = await waitDone(account.token, res.body.ratingId);
    expect(rating.imageUrl).toBe(`/api/ratings/${rating.id}/image`);
    const image = await fetch(`${stack.url}${rating.imageUrl}`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    const stranger = await signUp(stack);
    for (const path of [`/api/ratings/${rating.id}`, `/api/ratings/${rating.id}/image`, `/api/ratings/${rating.id}/card.png`]) {
      expect((await http.get(path, stranger.token)).status).toBe(404);
      expect((await http.get(path)).status).toBe(401);
    }
    expect((await http.request('DELETE', `/api/ratings/${rating.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('rates a text-only description', async () => {
    const account = await signUp(stack);
    const res = await http.post('/api/ratings', { imageUrl: null, description: 'charcoal suit, white shirt, burgundy tie, oxford shoes', occasion: 'interview' }, account.token);
    const rating = await waitDone(account.token, res.body.ratingId);
    expect(rating).toMatchObject({ status: 'done', hasImage: false, imageUrl: null });
    expect(rating.components!.footwear.status).toBe('visible');
  });

  it('accepts the same form as multipart, with the type taken from the bytes', async () => {
    const account = await signUp(stack);
    const form = new FormData();
    form.append('occasion', 'date');
    form.append('description', 'black dress');
    form.append('file', new Blob([new Uint8Array(await outfitPhoto())], { type: 'application/octet-stream' }), 'photo.bin');
    const res = await http.request('POST', '/api/ratings', { token: account.token, raw: form });
    expect(res.status).toBe(202);
    expect((await waitDone(account.token, res.body.ratingId)).status).toBe('done');
  });

  it('gives the same score for the same photo, occasion and description', async () => {
    const account = await signUp(stack);
    const photo = await outfitPhoto({ top: '#7a1f2b', bottom: '#1c1c1c' });
    const submit = (key: string) =>
      http.request('POST', '/api/ratings', { token: account.token, body: { imageUrl: dataUrl(photo), occasion: 'party' }, headers: { 'idempotency-key': key } });
    const a = await waitDone(account.token, (await submit('same-photo-first')).body.ratingId);
    const b = await waitDone(account.token, (await submit('same-photo-second')).body.ratingId);
    expect(b.id).not.toBe(a.id);
    expect(b.overallRating).toBe(a.overallRating);
    expect(b.summary).toBe(a.summary);
    expect(b.components).toEqual(a.components);
  });

  it('renders the share card as a 1080x1920 PNG for the owner', async () => {
    const account = await signUp(stack);
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await outfitPhoto()), description: '</text><image href="/etc/passwd"/>', occasion: 'concert' }, account.token);
    const rating = await waitDone(account.token, res.body.ratingId);
    const card = await fetch(`${stack.url}${rating.cardUrl}`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1080, height: 1920 });
    expect(rating.description).toBe('</text><image href="/etc/passwd"/>');
  });
});

describe('history, streaks and badges', () => {
  it('lists newest first, filters by occasion, pages with a cursor, and deletes', async () => {
    const account = await signUp(stack);
    const ids: string[] = [];
    for (const [i, occasion] of (['casual', 'work', 'casual'] as const).entries()) {
      const res = await http.post('/api/ratings', { description: `look number ${i} with jeans and a white tee`, occasion }, account.token);
      ids.push(res.body.ratingId);
      await waitDone(account.token, res.body.ratingId);
    }
    const all = await http.get('/api/ratings', account.token);
    expect(all.body.items.map((r: Rating) => r.id)).toEqual([...ids].reverse());
    const casual = await http.get('/api/ratings?occasion=casual', account.token);
    expect(casual.body.items.map((r: Rating) => r.id)).toEqual([ids[2], ids[0]]);
    const page1 = await http.get('/api/ratings?limit=2', account.token);
    expect(page1.body.items).toHaveLength(2);
    const page2 = await http.get(`/api/ratings?limit=2&cursor=${page1.body.nextCursor}`, account.token);
    expect(page2.body.items.map((r: Rating) => r.id)).toEqual([ids[0]]);
    expect(page2.body.nextCursor).toBeNull();
    expect((await http.get('/api/ratings?occasion=moon', account.token)).status).toBe(400);

    const second = await http.get<Rating>(`/api/ratings/${ids[1]}`, account.token);
    expect(second.body).toMatchObject({ dayStreak: 1, isNewDay: false });

    expect((await http.request('DELETE', `/api/ratings/${ids[1]}`, { token: account.token })).status).toBe(204);
    expect((await http.get(`/api/ratings/${ids[1]}`, account.token)).status).toBe(404);
    expect((await http.get('/api/user/outfits', account.token)).body).toHaveLength(2);
    // The profile counters (kept on the user row) leave with the deleted rating.
    const kept = [ids[0], ids[2]].map(async (id) => (await http.get<Rating>(`/api/ratings/${id}`, account.token)).body.overallRating!);
    const scores = await Promise.all(kept);
    expect((await http.get('/api/user/profile', account.token)).body).toMatchObject({
      totalRatings: 2,
      averageRating: Math.round(((scores[0]! + scores[1]!) / 2) * 10) / 10,
    });
  });

  it('extends the day streak on consecutive days and restarts it after a gap', async () => {
    const account = await signUp(stack);
    // Yesterday's rating, recorded as the streak state the worker would have left.
    await stack.ctx.db('users').update({ day_streak: 2, last_rating_day: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    const res = await http.post('/api/ratings', { description: 'olive jacket, denim, white sneakers', occasion: 'casual' }, account.token);
    expect(await waitDone(account.token, res.body.ratingId)).toMatchObject({ dayStreak: 3, isNewDay: true });
    const badges = (await http.get<Rating>(`/api/ratings/${res.body.ratingId}`, account.token)).body.newBadges.map((b) => b.badgeId);
    expect(badges).toEqual(expect.arrayContaining(['first-rating', 'streak-3']));

    await stack.ctx.db('users').update({ last_rating_day: '2020-01-01' }).where({ id: account.userId });
    await userChangesSeen(stack.ctx);
    const later = await http.post('/api/ratings', { description: 'grey hoodie and black joggers', occasion: 'travel' }, account.token);
    expect(await waitDone(account.token, later.body.ratingId)).toMatchObject({ dayStreak: 1, isNewDay: true });
  });

  it('decides achievements on the server, with progress', async () => {
    const account = await signUp(stack);
    const before = await http.get('/api/achievements', account.token);
    expect(before.body.find((a: { id: string }) => a.id === 'first-rating')).toMatchObject({ isUnlocked: false, progress: 0, maxProgress: 1 });
    const res = await http.post('/api/ratings', { description: 'white shirt and chinos', occasion: 'brunch' }, account.token);
    await waitDone(account.token, res.body.ratingId);
    const after = await http.get('/api/achievements', account.token);
    expect(after.body.find((a: { id: string }) => a.id === 'first-rating')).toMatchObject({ isUnlocked: true, progress: 1 });
    expect(after.body.find((a: { id: string }) => a.id === 'ratings-10')).toMatchObject({ isUnlocked: false, progress: 1, maxProgress: 10 });
    expect(after.body.find((a: { id: string }) => a.id === 'all-occasions')).toMatchObject({ progress: 1, maxProgress: 5 });
  });

  it('computes analytics, the profile counters and locked/unlocked style insights from real history', async () => {
    const account = await signUp(stack);
    const locked = await http.get('/api/user/style-insights', account.token);
    expect(locked.body).toMatchObject({ locked: true, totalOutfits: 0, insights: [] });
    const scores: number[] = [];
    for (const description of ['navy blazer and white trousers', 'red hoodie with green cargo pants', 'black dress and gold earrings', 'camel coat over a cream sweater']) {
      const res = await http.post('/api/ratings', { description, occasion: 'work' }, account.token);
      scores.push((await waitDone(account.token, res.body.ratingId)).overallRating!);
    }
    const insights = await http.get('/api/user/style-insights', account.token);
    expect(insights.body.locked).toBe(false);
    expect(insights.body.totalOutfits).toBe(4);
    expect(insights.body.insights.map((i: { type: string }) => i.type)).toContain('rating_trend');
    for (const insight of insights.body.insights) {
      expect(insight.confidence).toBeGreaterThan(0);
      expect(insight.confidence).toBeLessThanOrEqual(1);
      expect(insight.dataPoints).toBeGreaterThan(0);
    }
    const average = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
    const analytics = await http.get('/api/user/analytics', account.token);
    expect(analytics.body).toMatchObject({ totalOutfits: 4, averageRating: average, favoriteOccasion: 'work', styleStreak: 1 });
    const profile = await http.get('/api/user/profile', account.token);
    expect(profile.body).toMatchObject({ totalRatings: 4, averageRating: average, dayStreak: 1 });
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(4);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Rating } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl } from '../../fixtures';
import { connectEvents } from '../../realtime-client';

const PHOTOS = new URL('../../../../stylist/test/fixtures/photos/', import.meta.url);

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

// The real ratings worker with the local engine and its person detection (LOCAL_VISION on by default).
beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
}, 120_000);
afterAll(async () => stack?.close());

/** The ceiling of a real hotel lobby (the top strip of the group photo, above everyone's heads). */
const ceiling = () => sharp(readFileSync(new URL('group.jpg', PHOTOS))).extract({ left: 300, top: 0, width: 980, height: 190 }).jpeg().toBuffer();

describe('a photo with no outfit in it', () => {
  it.each([
    ['a landscape with nobody in it', async () => readFileSync(new URL('no-person.jpg', PHOTOS)), 'en', /No outfit found/],
    ['a real ceiling, no person', ceiling, 'es', /No encontramos ningún look/],
  ])('%s: ends as NO_OUTFIT_FOUND in the user\'s language, no score, no card, the unit given back', async (_name, photo, language, message) => {
    const account = await signUp(stack);
    expect((await http.request('PATCH', '/api/user/profile', { token: account.token, body: { language } })).status).toBe(200);
    const events = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await photo()), description: 'navy suit, white shirt', occasion: 'work' }, account.token);
    expect(res.status).toBe(202);
    expect((await http.get('/api/usage', account.token)).body.used).toBe(1);
    const failed = await events.next('rating.failed', (e) => e.data.ratingId === res.body.ratingId, 90_000);
    expect(failed.data.error).toMatchObject({ code: 'NO_OUTFIT_FOUND', message: expect.stringMatching(message) });
    expect(events.events.some((e) => e.type === 'rating.done')).toBe(false);
    const row = (await http.get<Rating>(`/api/ratings/${res.body.ratingId}`, account.token)).body;
    expect(row).toMatchObject({ status: 'failed', overallRating: null, cardUrl: null, error: { code: 'NO_OUTFIT_FOUND' } });
    expect((await http.get('/api/usage', account.token)).body.used).toBe(0);
    events.close();
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';
import { doneOf, history, premiumAccount, send } from './support';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ env: { CHAT_RATE_LIMIT_MAX: '4', CHAT_RATE_LIMIT_WINDOW_SECONDS: '600' } });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('chat validation, limits and ownership', () => {
  it('is premium only, and needs a session', async () => {
    const free = await signUp(stack);
    const res = await http.post('/api/chat/send', { message: 'hi', personality: 'sassy' }, free.token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PREMIUM_REQUIRED');
    expect((await http.get('/api/chat/history', free.token)).status).toBe(403);
    expect((await http.get('/api/chat/history')).status).toBe(401);
  });

  it('trims text, refuses empty and long messages, and sends (image) for a photo alone', async () => {
    const account = await premiumAccount(stack);
    const empty = await http.post('/api/chat/send', { message: '   ', imageUrl: null, personality: 'chill' }, account.token);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/^Empty message/);
    const long = await http.post('/api/chat/send', { message: 'a'.repeat(2001), personality: 'chill' }, account.token);
    expect(long.status).toBe(400);
    const badPersonality = await http.post('/api/chat/send', { message: 'hi', personality: 'grumpy' }, account.token);
    expect(badPersonality.status).toBe(400);
    const notImage = await http.post('/api/chat/send', { message: 'hi', imageUrl: dataUrl(Buffer.from('not an image at all')), personality: 'chill' }, account.token);
    expect(notImage.status).toBe(415);
    const huge = await http.post('/api/chat/send', { message: 'hi', imageUrl: dataUrl(Buffer.alloc(10 * 1024 * 1024 + 10, 1)), personality: 'chill' }, account.token);
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/smaller than 10MB/);
    // None of the refused sends left a message behind.
    expect((await history(stack, account.token)).messages).toEqual([]);

    const events = await connectEvents(stack.url, account.token);
    const trimmed = await send(stack, account.token, '  What to wear for brunch?  ', 'chill');
    await doneOf(events, trimmed.replyId);
    const photo = await send(stack, account.token, '', 'brutal', dataUrl(await outfitPhoto()));
    const reply = await doneOf(events, photo.replyId, 60_000);
    expect(reply.message).toMatch(/\/10/);
    const page = await history(stack, account.token);
    const byId = new Map(page.messages.map((m) => [m.id, m]));
    expect(byId.get(trimmed.messageId)!.message).toBe('What to wear for brunch?');
    expect(byId.get(photo.messageId)).toMatchObject({ message: '(image)', imageUrl: `/api/chat/messages/${photo.messageId}/image` });
    const image = await fetch(`${stack.url}/api/chat/messages/${photo.messageId}/image`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const stranger = await premiumAccount(stack);
    expect((await http.get(`/api/chat/messages/${photo.messageId}/image`, stranger.token)).status).toBe(404);
    expect((await http.get(`/api/chat/history?before=${photo.messageId}`, stranger.token)).status).toBe(404);
    events.close();
  }, 90_000);

  it('limits messages per user per window', async () => {
    const account = await premiumAccount(stack);
    for (let i = 0; i < 4; i++) await send(stack, account.token, `hello ${i}`);
    const over = await http.post('/api/chat/send', { message: 'one more', personality: 'sassy' }, account.token);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await premiumAccount(stack);
    await send(stack, other.token, 'hello');
  });

  it('pages the history backwards and clears it', async () => {
    const account = await premiumAccount(stack);
    const events = await connectEvents(stack.url, account.token);
    const sent = [];
    for (const text of ['hi', 'thanks', 'what is trending?']) {
      const s = await send(stack, account.token, text, 'vintage');
      await doneOf(events, s.replyId);
      sent.push(s);
    }
    const last = await history(stack, account.token, '?limit=2');
    expect(last.hasMore).toBe(true);
    expect(last.messages.map((m) => m.id)).toEqual([sent[2]!.messageId, sent[2]!.replyId]);
    const before = await history(stack, account.token, `?limit=10&before=${last.messages[0]!.id}`);
    expect(before.hasMore).toBe(false);
    expect(before.messages.map((m) => m.id)).toEqual([sent[0]!.messageId, sent[0]!.replyId, sent[1]!.messageId, sent[1]!.replyId]);
    expect((await http.request('DELETE', '/api/chat/history', { token: account.token })).status).toBe(204);
    expect((await history(stack, account.token)).messages).toEqual([]);
    events.close();
  });
});

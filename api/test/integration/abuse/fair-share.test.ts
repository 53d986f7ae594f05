import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { connectEvents, type EventClient } from '../../realtime-client';
import { grantPremium } from '../styling/fixtures';

/**
 * One member's burst waits behind their own jobs, not everyone's (QUEUE_USER_SHARE, 2 by default):
 * the real api, the styling workers (local engine) and Redis. The AI limit is raised so that the
 * burst reaches the queue at all.
 */
let stack: TestStack;
let http: ReturnType<typeof httpClient>;
const sockets: EventClient[] = [];

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default', 'styling'], env: { AI_RATE_LIMIT_MAX: '100000' } });
  http = httpClient(stack);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await stack?.close();
});

async function premiumMember() {
  const account = await signUp(stack);
  await grantPremium(stack, account.userId);
  const events = await connectEvents(stack.url, account.token);
  sockets.push(events);
  return { ...account, events };
}

const ask = (token: string, n = 0) => http.post('/api/premium/outfit-suggestion', { occasion: n % 2 ? 'brunch' : 'date-night' }, token);

/** POST, then wait for this request's styling.done: the member's whole wait. */
async function timedRequest(member: Awaited<ReturnType<typeof premiumMember>>): Promise<number> {
  const started = performance.now();
  const res = await ask(member.token);
  expect(res.status).toBe(202);
  const id = res.body.requestId as string;
  await member.events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === id, 60_000);
  return performance.now() - started;
}

describe('fair share of the styling queue', () => {
  it('another member\'s request after a 400-request burst finishes in about its quiet time', async () => {
    const a = await premiumMember();
    const b = await premiumMember();
    // Quiet: the median of three, with the workers warm.
    const quietRuns = [await timedRequest(b), await timedRequest(b), await timedRequest(b)].sort((x, y) => x - y);
    const quiet = quietRuns[1]!;
    for (let i = 0; i < 400; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, k) => ask(a.token, i + k)));
      expect(batch.every((r) => r.status === 202)).toBe(true);
    }
    const underBurst = await timedRequest(b);
    // Behind at most QUEUE_USER_SHARE of A's jobs, not 400 of them.
    expect(underBurst, `quiet ${quiet.toFixed(0)} ms, after A's burst ${underBurst.toFixed(0)} ms`).toBeLessThan(Math.max(4 * quiet, quiet + 1500));
    const aRows = await stack.ctx.db('styling_requests').where({ user_id: a.userId }).whereIn('status', ['queued']).count('* as n').first();
    // A's burst is still mostly waiting in A's own line.
    expect(Number(aRows!.n)).toBeGreaterThan(300);
  }, 180_000);

  it('loses nothing: every job of a 12-request burst runs, never more than two of them at once', async () => {
    const c = await premiumMember();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ask(c.token, i);
      expect(res.status).toBe(202);
      ids.push(res.body.requestId as string);
    }
    for (const id of ids) await c.events.next('styling.done', (e) => (e.data as { requestId: string }).requestId === id, 60_000);
    const rows = await stack.ctx.db('styling_requests').whereIn('id', ids).select('status');
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'done'));
    // At no moment did more than two of C's jobs run at the same time (the queue's own record of each run).
    const jobs = await Promise.all(ids.map((id) => stack.ctx.producer.queue('styling').getJob(`styling-${id}`)));
    const spans = jobs.map((job) => [job!.processedOn!, job!.finishedOn!] as const);
    const overlapAt = (t: number) => spans.filter(([s, e]) => s <= t && t < e).length;
    expect(Math.max(...spans.map(([s]) => overlapAt(s)))).toBeLessThanOrEqual(2);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCodeModel, PendingRegistrationModel, phantomSubjectId } from '@fitrater/core';
import { pauseQueue, resumeQueue } from '@fitrater/platform';
import { codeFromMail, startTestStack, waitForMail, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp, STRONG_PASSWORD, uniqueEmail } from '../client';

// Code guessing capped per address per day (default 20) across re-issues,
// answering the same for known and unknown addresses; code e-mails capped per recipient address.
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ env: { CODE_MAILS_PER_ADDRESS_HOUR: '3', CODE_MAILS_PER_ADDRESS_DAY: '4' } });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const answer = (res: { status: number; body: any }) => `${res.status} ${res.body?.error?.code} ${res.body?.error?.message}`;

/** Waits until the reset jobs have run (the request's own stand-in code is then replaced by the worker's). */
async function resetJobsDone(): Promise<void> {
  const queue = stack.ctx.producer.queue('default');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((n) => n === 0)) return;
    if (Date.now() > deadline) throw new Error('reset jobs still pending');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Asks for a reset code and waits until the worker has issued it (a mail, or the stand-in code). */
async function requestReset(email: string, known: boolean, previous: string[]): Promise<{ code: string | null; id: string }> {
  expect((await http.post('/api/auth/forgot-password', { email })).status).toBe(202);
  if (known) {
    const mail = await waitForMail(stack.ctx, email, 'reset_password', { exceptIds: previous });
    return { code: codeFromMail(mail), id: mail.id };
  }
  await resetJobsDone();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await AuthCodeModel.query(stack.ctx.db).where({ subjectId: phantomSubjectId(email) }).whereNotIn('id', previous).first();
    if (row) return { code: null, id: row.id };
    if (Date.now() > deadline) throw new Error('no stand-in code issued');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('per-address code guessing cap', () => {
  it('answers wrong reset codes identically for known and unknown addresses and caps them per day across re-issues', async () => {
    const known = (await signUp(stack)).email;
    const unknown = uniqueEmail('nobody');
    const answers: Record<string, string[]> = { [known]: [], [unknown]: [] };
    const ms: Record<string, number[]> = { [known]: [], [unknown]: [] };
    const ids: Record<string, string[]> = { [known]: [], [unknown]: [] };
    let lastKnownCode = '';

    // Four rounds: a fresh code, then 5 wrong tries (the fifth locks that code) = 20 failures.
    for (let round = 0; round < 4; round++) {
      for (const email of [known, unknown]) {
        const issued = await requestReset(email, email === known, ids[email]!);
        ids[email]!.push(issued.id);
        if (issued.code) lastKnownCode = issued.code;
        const guess = email === known ? wrong(lastKnownCode) : '000000';
        for (let i = 0; i < 5; i++) {
          const [res, took] = await timed(() => http.post('/api/auth/verify-reset-code', { email, code: guess }));
          answers[email]!.push(answer(res));
          ms[email]!.push(took);
        }
      }
    }
    expect(answers[unknown]).toEqual(answers[known]);
    expect(answers[known]!.slice(0, 5).map((a) => a.split(' ')[1])).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_LOCKED']);

    // A fifth code: the daily cap holds across the re-issue, even for the right code.
    const fresh = await requestReset(known, true, ids[known]!);
    await requestReset(unknown, false, ids[unknown]!);
    const right = await http.post('/api/auth/verify-reset-code', { email: known, code: fresh.code });
    const guessed = await http.post('/api/auth/verify-reset-code', { email: unknown, code: '000000' });
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe('CODE_LOCKED');
    expect(answer(guessed)).toBe(answer(right));
    expect(Math.abs(Number(right.headers.get('retry-after')) - Number(guessed.headers.get('retry-after')))).toBeLessThan(10);
    const reset = await http.post('/api/auth/reset-password', { email: known, code: fresh.code, newPassword: 'Another#Pass99' });
    expect(answer(reset)).toBe(answer(right));

    // Timing: the same work on both paths (the unknown address is checked against a stand-in code).
    const [k, u] = [median(ms[known]!), median(ms[unknown]!)];
    console.info(`verify-reset-code median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.75 + 25);

    // The counter is keyed by a hash: the address appears in no Redis key.
    const keys = await stack.ctx.redis.keys(`${stack.env.config.redisPrefix}:*`);
    expect(keys.some((key) => key.includes('code-fail:'))).toBe(true);
    expect(keys.filter((key) => key.includes(known) || key.includes(unknown))).toEqual([]);
  });

  it('answers wrong reset codes alike for known and unknown addresses before the reset job has run', async () => {
    const known = (await signUp(stack)).email;
    const unknown = uniqueEmail('early');
    await pauseQueue(stack.ctx, 'default');
    try {
      const answers: Record<string, string[]> = { [known]: [], [unknown]: [] };
      for (const email of [known, unknown]) {
        expect((await http.post('/api/auth/forgot-password', { email })).status).toBe(202);
        for (let i = 0; i < 5; i++) answers[email]!.push(answer(await http.post('/api/auth/verify-reset-code', { email, code: '000000' })));
      }
      expect(answers[unknown]).toEqual(answers[known]);
      expect(answers[known]!.map((a) => a.split(' ')[1])).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_LOCKED']);
    } finally {
      await resumeQueue(stack.ctx, 'default');
    }
    await resetJobsDone();
  });

  it('an expired code answers the same for known and unknown addresses', async () => {
    const known = (await signUp(stack)).email;
    const unknown = uniqueEmail('ghost');
    const k = await requestReset(known, true, []);
    await requestReset(unknown, false, []);
    await AuthCodeModel.query(stack.ctx.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where({ purpose: 'reset_password' });
    const a = await http.post('/api/auth/verify-reset-code', { email: known, code: k.code });
    const b = await http.post('/api/auth/verify-reset-code', { email: unknown, code: '123456' });
    expect(a.body.error.code).toBe('CODE_EXPIRED');
    expect(answer(b)).toBe(answer(a));
  });

  it('caps failed e-mail verification per address across a resend', async () => {
    const email = uniqueEmail('verify');
    const res = await http.post('/api/auth/register', { name: 'Grace', email, password: STRONG_PASSWORD });
    const tempUserId = res.body.tempUserId as string;
    const first = codeFromMail(await waitForMail(stack.ctx, email, 'verify_email'));
    for (let i = 0; i < 20; i++) {
      expect((await http.post('/api/auth/verify-email', { tempUserId, code: wrong(first) })).status).toBe(400);
    }
    await PendingRegistrationModel.query(stack.ctx.db).patch({ lastCodeSentAt: new Date(Date.now() - 3600_000) }).where({ id: tempUserId });
    const before = await waitForMail(stack.ctx, email, 'verify_email');
    expect((await http.post('/api/auth/resend-code', { tempUserId })).status).toBe(200);
    const second = codeFromMail(await waitForMail(stack.ctx, email, 'verify_email', { exceptIds: [before.id] }));
    const right = await http.post('/api/auth/verify-email', { tempUserId, code: second });
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe('CODE_LOCKED');
  });
});

describe('code e-mails per recipient address', () => {
  it('caps registrations and resends to one address per hour, counted under a hash', async () => {
    const email = uniqueEmail('inbox');
    const register = () => http.post('/api/auth/register', { name: 'Flood', email, password: STRONG_PASSWORD });
    const first = await register();
    expect(first.status).toBe(201);
    await PendingRegistrationModel.query(stack.ctx.db).patch({ lastCodeSentAt: new Date(Date.now() - 3600_000) }).where({ id: first.body.tempUserId });
    expect((await http.post('/api/auth/resend-code', { tempUserId: first.body.tempUserId })).status).toBe(200);
    expect((await register()).status).toBe(201);
    const over = await register();
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    await PendingRegistrationModel.query(stack.ctx.db).patch({ lastCodeSentAt: new Date(Date.now() - 3600_000) }).where({ id: first.body.tempUserId });
    expect((await http.post('/api/auth/resend-code', { tempUserId: first.body.tempUserId })).status).toBe(429);
    const keys = await stack.ctx.redis.keys(`${stack.env.config.redisPrefix}:rl:code-mail-address-*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes(email))).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp, uniqueEmail, STRONG_PASSWORD } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

/** Moves a user's session back in time, as if it had been created/used then. */
async function age(userId: string, fields: { created_at?: Date; last_used_at?: Date }) {
  await stack.ctx.db('sessions').where({ user_id: userId }).update(fields);
}

describe('sessions expire', () => {
  it('slides the idle timeout on use: 29 idle days still work and count as a fresh use', async () => {
    const account = await signUp(stack);
    await age(account.userId, { created_at: daysAgo(40), last_used_at: daysAgo(29) });
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    const [row] = await stack.ctx.db('sessions').where({ user_id: account.userId });
    expect(Date.now() - new Date(row.lastUsedAt ?? row.last_used_at).getTime()).toBeLessThan(60_000);
  });

  it('answers 401 after 30 idle days, like a revoked session', async () => {
    const account = await signUp(stack);
    await age(account.userId, { last_used_at: daysAgo(31) });
    const res = await http.get('/api/user/profile', account.token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 after 90 days however often the session was used', async () => {
    const account = await signUp(stack);
    await age(account.userId, { created_at: daysAgo(91), last_used_at: new Date() });
    expect((await http.get('/api/user/profile', account.token)).status).toBe(401);
  });

  it('lets the user sign in again, and maintenance purges the expired sessions only', async () => {
    const idle = await signUp(stack);
    const old = await signUp(stack, { email: uniqueEmail('old') });
    const live = await signUp(stack);
    await age(idle.userId, { last_used_at: daysAgo(31) });
    await age(old.userId, { created_at: daysAgo(91), last_used_at: daysAgo(1) });
    const login = await http.post('/api/auth/login', { email: old.email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect((await http.get('/api/user/profile', login.body.token)).status).toBe(200);

    const report = await runMaintenance(stack.ctx);
    expect(report.oldSessions).toBeGreaterThanOrEqual(2);
    expect(await stack.ctx.db('sessions').where({ user_id: idle.userId }).count('* as n')).toEqual([{ n: '0' }]);
    expect(await stack.ctx.db('sessions').where({ user_id: old.userId }).count('* as n')).toEqual([{ n: '1' }]);
    expect((await http.get('/api/user/profile', live.token)).status).toBe(200);
  });
});

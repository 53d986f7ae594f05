import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutboxModel, SessionModel } from '@fitrater/core';
import { codeFromMail, waitForMail } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, OTHER_STRONG_PASSWORD, signUp, STRONG_PASSWORD, uniqueEmail } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

describe('login and logout', () => {
  it('logs in with the right password and any letter case of the address', async () => {
    const account = await signUp(stack);
    const res = await http.post('/api/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { id: account.userId, email: account.email }, isPremium: false });
    expect(res.body.token).not.toBe(account.token);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const account = await signUp(stack);
    const wrong = await http.post('/api/auth/login', { email: account.email, password: 'Wrong#Password1' });
    const unknown = await http.post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid credentials');
  });

  it('revokes exactly the token that logs out', async () => {
    const account = await signUp(stack);
    const second = (await http.post('/api/auth/login', { email: account.email, password: account.password })).body.token;
    expect((await http.post('/api/auth/logout', undefined, account.token)).status).toBe(204);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(401);
    expect((await http.get('/api/user/profile', second)).status).toBe(200);
    const session = await SessionModel.query(stack.ctx.db).where({ userId: account.userId }).whereNotNull('revokedAt').first();
    expect(session!.revokedReason).toBe('logout');
  });

  it('refuses missing, malformed and unknown tokens', async () => {
    expect((await http.get('/api/user/profile')).status).toBe(401);
    expect((await http.get('/api/user/profile', 'not-a-token')).status).toBe(401);
    const unknown = await http.get('/api/user/profile', 'fr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('change password', () => {
  it('keeps the current session, revokes the others, and the new password works', async () => {
    const account = await signUp(stack);
    const other = (await http.post('/api/auth/login', { email: account.email, password: account.password })).body.token;
    const res = await http.post('/api/auth/change-password', { currentPassword: account.password, newPassword: OTHER_STRONG_PASSWORD }, account.token);
    expect(res.status).toBe(200);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(200);
    expect((await http.get('/api/user/profile', other)).status).toBe(401);
    expect((await http.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
    expect((await http.post('/api/auth/login', { email: account.email, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
  });

  it('names the problem: wrong current password, same password, weak password', async () => {
    const account = await signUp(stack);
    const wrongCurrent = await http.post('/api/auth/change-password', { currentPassword: 'Nope#12345', newPassword: OTHER_STRONG_PASSWORD }, account.token);
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error.message).toMatch(/Current password incorrect/);
    const same = await http.post('/api/auth/change-password', { currentPassword: account.password, newPassword: account.password }, account.token);
    expect(same.body.error.message).toMatch(/Password must be different/);
    const weak = await http.post('/api/auth/change-password', { currentPassword: account.password, newPassword: 'weakpass' }, account.token);
    expect(weak.body.error.message).toMatch(/Password requirements/);
    expect((await http.post('/api/auth/change-password', { currentPassword: account.password, newPassword: OTHER_STRONG_PASSWORD })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers identically for known and unknown addresses, and only the known one gets a code', async () => {
    const account = await signUp(stack);
    const ghost = uniqueEmail('ghost');
    const resetCodes = async () => Number((await stack.ctx.db('auth_codes').where({ purpose: 'reset_password' }).count('* as n').first())!.n);
    const codesBefore = await resetCodes();
    const known = await http.post('/api/auth/forgot-password', { email: account.email });
    const unknown = await http.post('/api/auth/forgot-password', { email: ghost });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(JSON.stringify(known.body)).not.toMatch(/\d{6}/);
    const mail = await waitForMail(stack.ctx, account.email, 'reset_password');
    expect(codeFromMail(mail)).toMatch(/^\d{6}$/);
    // The worker has handled the unknown address's job once its stand-in code exists: it must have sent nothing.
    await expect.poll(resetCodes, { timeout: 15_000 }).toBe(codesBefore + 2);
    expect(await MailOutboxModel.query(stack.ctx.db).where({ toAddress: ghost })).toHaveLength(0);
  });

  it('takes about the same time for known and unknown addresses', async () => {
    const account = await signUp(stack);
    const time = async (email: string) => {
      const started = performance.now();
      await http.post('/api/auth/forgot-password', { email });
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 11; i++) {
      known.push(await time(account.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    // Both paths only enqueue a job; the account lookup happens in the worker. A lookup in the request
    // would add a database round trip to one side only; the tolerance scales with the machine's load.
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 0.75 + 25);
  });

  it('verifies the code, resets the password, revokes every session and refuses the code twice', async () => {
    const account = await signUp(stack);
    await http.post('/api/auth/forgot-password', { email: account.email });
    const code = codeFromMail(await waitForMail(stack.ctx, account.email, 'reset_password'));
    expect((await http.post('/api/auth/verify-reset-code', { email: account.email, code })).status).toBe(200);
    const reset = await http.post('/api/auth/reset-password', { email: account.email, code, newPassword: OTHER_STRONG_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(401);
    expect((await http.post('/api/auth/login', { email: account.email, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
    const again = await http.post('/api/auth/reset-password', { email: account.email, code, newPassword: 'Another#Pass99' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/Invalid verification code/);
  });

  it('treats a code for an unknown address like a wrong code', async () => {
    const res = await http.post('/api/auth/verify-reset-code', { email: uniqueEmail('ghost'), code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CODE');
  });

  it('locks the reset code after 5 wrong tries', async () => {
    const account = await signUp(stack);
    await http.post('/api/auth/forgot-password', { email: account.email });
    const code = codeFromMail(await waitForMail(stack.ctx, account.email, 'reset_password'));
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await http.post('/api/auth/verify-reset-code', { email: account.email, code: wrong });
    const res = await http.post('/api/auth/reset-password', { email: account.email, code, newPassword: OTHER_STRONG_PASSWORD });
    expect(res.body.error.code).toBe('CODE_LOCKED');
    expect((await http.post('/api/auth/login', { email: account.email, password: STRONG_PASSWORD })).status).toBe(200);
  });
});

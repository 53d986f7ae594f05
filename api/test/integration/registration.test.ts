import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthCodeModel, PendingRegistrationModel, UserModel } from '@fitrater/core';
import { codeFromMail, waitForMail } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, STRONG_PASSWORD, uniqueEmail } from '../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

async function register(email = uniqueEmail(), name = 'Grace Hopper') {
  const res = await http.post('/api/auth/register', { name, email, password: STRONG_PASSWORD });
  expect(res.status).toBe(201);
  const mail = await waitForMail(stack.ctx, email, 'verify_email');
  return { email, tempUserId: res.body.tempUserId as string, code: codeFromMail(mail), mailId: mail.id };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration and e-mail verification', () => {
  it('registers, e-mails a 6-digit code, verifies and returns a working session', async () => {
    const { email, tempUserId, code } = await register();
    expect(code).toMatch(/^\d{6}$/);
    const verified = await http.post('/api/auth/verify-email', { tempUserId, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ user: { email, name: 'Grace Hopper' }, isPremium: false, sendWelcomeEmail: true });
    expect(verified.body.token).toMatch(/^fr_/);

    const profile = await http.get('/api/user/profile', verified.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, role: 'user', totalRatings: 0, isPremium: false });
    // The welcome mail goes out through the queue and its status is visible on the profile.
    // The mail is in the outbox a moment before the user row says 'sent' and the api's cached user hears of it.
    await waitForMail(stack.ctx, email, 'welcome');
    await expect.poll(async () => (await http.get('/api/user/profile', verified.body.token)).body.welcomeEmailStatus, { timeout: 10_000 }).toBe('sent');
    // Nothing of the pending registration is left behind.
    expect(await PendingRegistrationModel.query(stack.ctx.db).where({ id: tempUserId })).toHaveLength(0);
  });

  it('stores only hashes: neither the code nor the password appears in the database', async () => {
    const { tempUserId, code } = await register();
    const pending = await PendingRegistrationModel.query(stack.ctx.db).findById(tempUserId);
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const codes = await AuthCodeModel.query(stack.ctx.db).where({ subjectId: tempUserId });
    expect(codes).toHaveLength(1);
    expect(codes[0]!.codeHash).not.toContain(code);
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { tempUserId, code } = await register();
    for (let i = 0; i < 4; i++) {
      const res = await http.post('/api/auth/verify-email', { tempUserId, code: wrong(code) });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Invalid verification code/);
    }
    const fifth = await http.post('/api/auth/verify-email', { tempUserId, code: wrong(code) });
    expect(fifth.body.error.code).toBe('CODE_LOCKED');
    const right = await http.post('/api/auth/verify-email', { tempUserId, code });
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe('CODE_LOCKED');
  });

  it('refuses an expired code', async () => {
    const { tempUserId, code } = await register();
    await AuthCodeModel.query(stack.ctx.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where({ subjectId: tempUserId });
    const res = await http.post('/api/auth/verify-email', { tempUserId, code });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CODE_EXPIRED' });
    expect(res.body.error.message).toMatch(/Code expired/);
  });

  it('refuses a code that was already used', async () => {
    const { tempUserId, code } = await register();
    expect((await http.post('/api/auth/verify-email', { tempUserId, code })).status).toBe(200);
    const again = await http.post('/api/auth/verify-email', { tempUserId, code });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('PENDING_NOT_FOUND');
  });

  it('allows one resend per 60 s, and the new code voids the old one', async () => {
    const { email, tempUserId, code: first, mailId } = await register();
    const tooSoon = await http.post('/api/auth/resend-code', { tempUserId });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    await PendingRegistrationModel.query(stack.ctx.db).patch({ lastCodeSentAt: new Date(Date.now() - 61_000) }).where({ id: tempUserId });
    const resent = await http.post('/api/auth/resend-code', { tempUserId });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ ok: true, resendAvailableInSeconds: 60 });
    const second = codeFromMail(await waitForMail(stack.ctx, email, 'verify_email', { exceptIds: [mailId] }));
    if (second !== first) {
      expect((await http.post('/api/auth/verify-email', { tempUserId, code: first })).status).toBe(400);
    }
    expect((await http.post('/api/auth/verify-email', { tempUserId, code: second })).status).toBe(200);
  });

  it('cancels a pending registration', async () => {
    const { tempUserId, code } = await register();
    const cancelled = await http.request('DELETE', `/api/auth/pending/${tempUserId}`);
    expect(cancelled.status).toBe(204);
    const res = await http.post('/api/auth/verify-email', { tempUserId, code });
    expect(res.status).toBe(404);
    expect(await AuthCodeModel.query(stack.ctx.db).where({ subjectId: tempUserId })).toHaveLength(0);
  });

  it('rejects an address that already has an account, in any letter case', async () => {
    const { email, tempUserId, code } = await register();
    await http.post('/api/auth/verify-email', { tempUserId, code });
    const res = await http.post('/api/auth/register', { name: 'Copy', email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/already registered/i);
  });

  it.each([
    ['too short', 'Ab1!'],
    ['no upper case', 'velvet#closet42'],
    ['no digit', 'Velvet#Closet'],
    ['no special character', 'VelvetCloset42'],
    ['a common password dressed up', 'Password1!'],
  ])('rejects a password that is %s, storing nothing', async (_label, password) => {
    const email = uniqueEmail('weak');
    const res = await http.post('/api/auth/register', { name: 'Weak', email, password });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Password requirements/);
    expect(await PendingRegistrationModel.query(stack.ctx.db).where({ email })).toHaveLength(0);
  });

  it('validates the body with a clear message', async () => {
    const missing = await http.post('/api/auth/register', { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: 'VALIDATION', message: 'Invalid request: name is required' });
    const badEmail = await http.post('/api/auth/register', { name: 'X', email: 'not-an-email', password: STRONG_PASSWORD });
    expect(badEmail.status).toBe(400);
    const extra = await http.post('/api/auth/register', { name: 'X', email: uniqueEmail(), password: STRONG_PASSWORD, role: 'admin' });
    expect(extra.status).toBe(400);
    const badCode = await http.post('/api/auth/verify-email', { tempUserId: '00000000-0000-4000-8000-000000000000', code: '12a456' });
    expect(badCode.status).toBe(400);
    const notJson = await http.request('POST', '/api/auth/login', { raw: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('VALIDATION');
  });

  it('sends the verification e-mail in the language of the request', async () => {
    const email = uniqueEmail('lang');
    const res = await http.request('POST', '/api/auth/register', {
      body: { name: 'Amélie', email, password: STRONG_PASSWORD },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(201);
    const mail = await waitForMail(stack.ctx, email, 'verify_email');
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Votre code de vérification FitRater');
  });

  it('makes new accounts plain users whatever the body says', async () => {
    const { email, tempUserId, code } = await register();
    await http.post('/api/auth/verify-email', { tempUserId, code });
    const user = await UserModel.query(stack.ctx.db).whereRaw('lower(email) = ?', [email]).first();
    expect(user!.role).toBe('user');
  });
});

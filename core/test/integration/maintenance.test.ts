import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthCodeModel, MailOutboxModel, PendingRegistrationModel, SessionModel, UserModel, queueMail, runMaintenance, type CoreContext,
} from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
});
afterAll(async () => env?.dispose());

describe('scheduled maintenance', () => {
  it('removes expired registrations and their codes and old revoked sessions, and re-sends lost mails', async () => {
    const past = new Date(Date.now() - 2 * 86_400_000);
    const expired = await PendingRegistrationModel.query(ctx.db).insertAndFetch({ email: 'old@x.test', name: 'Old', passwordHash: 'h', language: 'en', lastCodeSentAt: past, expiresAt: past });
    const live = await PendingRegistrationModel.query(ctx.db).insertAndFetch({ email: 'new@x.test', name: 'New', passwordHash: 'h', language: 'en', lastCodeSentAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) });
    await AuthCodeModel.query(ctx.db).insert({ purpose: 'verify_email', subjectId: expired.id, codeHash: 'x', attempts: 0, expiresAt: past });
    const user = await UserModel.query(ctx.db).insertAndFetch({ email: 'u@x.test', name: 'U', passwordHash: 'h', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
    await SessionModel.query(ctx.db).insert({ userId: user.id, tokenHash: 'a'.repeat(64), revokedAt: new Date(Date.now() - 40 * 86_400_000), revokedReason: 'logout' });
    await SessionModel.query(ctx.db).insert({ userId: user.id, tokenHash: 'b'.repeat(64) });
    const lostId = await queueMail(ctx.db, { to: 'lost@x.test', kind: 'welcome', language: 'en', vars: { name: 'Lost' }, userId: null });
    await MailOutboxModel.query(ctx.db).patch({ createdAt: new Date(Date.now() - 10 * 60_000) }).where({ id: lostId });

    const report = await runMaintenance(ctx);
    expect(report).toEqual({ expiredRegistrations: 1, staleCodes: 0, oldSessions: 1, requeuedMails: 1, purgedMails: 0, orphanFiles: 0, orphanCacheEntries: 0, expiredExports: 0, expiredChatPhotos: 0 });
    expect(await PendingRegistrationModel.query(ctx.db).findById(live.id)).toBeDefined();
    expect(await AuthCodeModel.query(ctx.db).where({ subjectId: expired.id })).toHaveLength(0);
    expect(await SessionModel.query(ctx.db).where({ userId: user.id })).toHaveLength(1);
    const job = await ctx.producer.queue('default').getJob(`mail-${lostId}`);
    expect(job?.name).toBe('mail.send');

    // A second run finds nothing new; re-enqueueing a mail whose job exists is a no-op.
    expect(await runMaintenance(ctx)).toMatchObject({ expiredRegistrations: 0, oldSessions: 0 });
  });

  it('keeps outbox mail only as long as needed: code mails a day, the rest 30 days, unsent never', async () => {
    const mail = async (kind: 'verify_email' | 'reset_password' | 'welcome', ageDays: number, status: 'sent' | 'queued') => {
      const id = await queueMail(ctx.db, { to: `${kind}.${ageDays}.${status}@x.test`, kind, language: 'en', vars: { name: 'A', code: '123456' }, userId: null });
      await MailOutboxModel.query(ctx.db).patch({ status, createdAt: new Date(Date.now() - ageDays * 86_400_000) }).where({ id });
      return id;
    };
    const oldCode = await mail('verify_email', 2, 'sent');
    const oldReset = await mail('reset_password', 2, 'sent');
    const freshCode = await mail('verify_email', 0.5, 'sent');
    const monthOld = await mail('welcome', 31, 'sent');
    const weekOld = await mail('welcome', 7, 'sent');
    const report = await runMaintenance(ctx);
    expect(report.purgedMails).toBe(3);
    const left = (await MailOutboxModel.query(ctx.db).select('id')).map((m) => m.id);
    expect(left).not.toContain(oldCode);
    expect(left).not.toContain(oldReset);
    expect(left).not.toContain(monthOld);
    expect(left).toEqual(expect.arrayContaining([freshCode, weekOld]));
  });
});

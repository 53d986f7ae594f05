import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutboxModel } from '@fitrater/core';
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from '@fitrater/test-support';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, STRONG_PASSWORD, uniqueEmail } from '../client';

let smtp: TestSmtpServer;
let stack: TestStack;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  stack = await startTestStack({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'FitRater <hello@fitrater.test>' } });
});
afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

describe('e-mail over SMTP', () => {
  it('delivers the verification code to a real SMTP server, with the name escaped in HTML', async () => {
    const email = uniqueEmail('smtp');
    const before = smtp.received.length;
    const res = await httpClient(stack).post('/api/auth/register', { name: '<b>Eve</b> & co', email, password: STRONG_PASSWORD });
    expect(res.status).toBe(201);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('hello@fitrater.test');
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toMatch(/Subject: Your FitRater verification code/);
    const code = /^(\d{6})$/m.exec(body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; co');
    expect(body).not.toContain('<b>Eve</b>,</p>');
    // The code from the mail verifies the account.
    const verified = await httpClient(stack).post('/api/auth/verify-email', { tempUserId: res.body.tempUserId, code });
    expect(verified.status).toBe(200);
    const row = await MailOutboxModel.query(stack.ctx.db).where({ toAddress: email, kind: 'verify_email' }).first();
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1 });
    expect(mail!.raw).toContain(`Message-ID: <${row!.id}@`);
  });
});

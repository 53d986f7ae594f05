import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Queue } from 'bullmq';
import { MailOutboxModel, queueMail, sendQueuedMail, type CoreContext } from '@fitrater/core';
import { createRedis } from '@fitrater/platform';
import { createTestEnvironment, startTestSmtpServer, type TestEnvironment, type TestSmtpServer } from '@fitrater/test-support';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let smtp: TestSmtpServer;
let env: TestEnvironment;
let ctx: CoreContext;
let queue: Queue;
const children: ChildProcess[] = [];

function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, [join(root, 'dist/workers/main.js')], {
    env: { ...process.env, ...env.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // A short lock so the job of a killed worker is handed out again within seconds, but not so short
  // that a worker starting on a loaded machine misses a renewal: a second stall fails the job for good.
  env = await createTestEnvironment({ SMTP_URL: smtp.url, WORKER_LOCK_MS: '3000' });
  ctx = await env.readyContext();
  queue = new Queue('default', { connection: createRedis(env.config.redisUrl, 'blocking'), prefix: `${env.config.redisPrefix}:bull` });
}, 120_000);

/** The mail's job has run to the end: nothing left that could deliver it again (no retry, no stalled copy). */
async function jobFinished(outboxId: string): Promise<void> {
  await expect.poll(async () => (await queue.getJob(`mail-${outboxId}`))?.getState(), { timeout: 20_000 }).toBe('completed');
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await queue?.close();
  await env?.dispose();
  await smtp?.close();
});

describe('mail.send survives a worker killed mid-delivery', () => {
  it('is picked up again and the mail is delivered exactly once', async () => {
    const outboxId = await queueMail(ctx.db, { to: 'crash@example.test', kind: 'welcome', language: 'en', vars: { name: 'Crash' }, userId: null });

    smtp.stall = true;
    const first = startWorkerProcess();
    const dataStarted = smtp.nextDataStart();
    await sendQueuedMail(ctx, outboxId);
    await dataStarted; // the worker is inside the SMTP transaction
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect((await MailOutboxModel.query(ctx.db).findById(outboxId))!.status).toBe('sending');
    expect(smtp.received).toHaveLength(0);

    smtp.stall = false;
    startWorkerProcess();
    await smtp.waitFor(1, 20_000);
    await jobFinished(outboxId);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain(`Message-ID: <${outboxId}@`);
    const row = await MailOutboxModel.query(ctx.db).findById(outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);

  it('does not send a mail twice when the same job is enqueued again after delivery', async () => {
    const before = smtp.received.length;
    const outboxId = await queueMail(ctx.db, { to: 'twice@example.test', kind: 'welcome', language: 'en', vars: { name: 'Twice' }, userId: null });
    await sendQueuedMail(ctx, outboxId);
    await smtp.waitFor(before + 1);
    await sendQueuedMail(ctx, outboxId); // same job id: no new job while the first is retained
    await jobFinished(outboxId);
    expect(smtp.received.length).toBe(before + 1);
  }, 30_000);
});

// "Download my data" as a tracked job on a real database, storage and Redis: the stages go out in
// order and the row ends ready at `done`; a retried job of a finished export announces it again
// without writing another archive; a failure leaves the export pending until the one place that
// decides "failed for good" ends it, once, and a later retry leaves it failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountExportModel, MailOutboxModel, UserModel, endExportIfFailedForGood, runAccountExport, type CoreContext,
} from '@fitrater/core';
import { createTestEnvironment, userChannelListener, type TestEnvironment, type UserChannelListener } from '@fitrater/test-support';

let env: TestEnvironment;
let base: CoreContext;
let channels: UserChannelListener;

beforeAll(async () => {
  env = await createTestEnvironment();
  base = await env.readyContext();
  channels = await userChannelListener(base.config.redisPrefix);
}, 60_000);
afterAll(async () => {
  channels?.close();
  await env?.dispose();
});

async function pendingExport(name: string): Promise<{ id: string; userId: string; email: string }> {
  const email = `${name}@export-job.test`;
  const user = await UserModel.query(base.db).insertAndFetch({ email, name, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled' });
  const row = await AccountExportModel.query(base.db).insertAndFetch({ userId: user.id, status: 'pending' });
  return { id: row.id, userId: user.id, email };
}

/** The events reaching the member's channel, as `type stage-or-status`. */
async function listen(userId: string): Promise<string[]> {
  const received: string[] = [];
  await channels.listen(userId, (event) => {
    const data = event.data as { stage?: string; status?: string };
    received.push(`${event.type} ${data.stage ?? data.status}`);
  });
  return received;
}

/** A context whose storage counts archives written, and fails writing them while `failing` is set. */
function withStorage(failing: { on: boolean }) {
  const writes: string[] = [];
  const ctx: CoreContext = {
    ...base,
    storage: {
      ...base.storage,
      putStream: async (key, data) => {
        writes.push(key);
        if (failing.on) {
          data.resume();
          throw new Error('disk full');
        }
        return base.storage.putStream(key, data);
      },
    },
  };
  return { ctx, writes };
}

describe('the account export job', () => {
  it('publishes its stages in order, ends ready at done with one e-mail, and a retry only announces it again', async () => {
    const { id, userId, email } = await pendingExport('runs');
    const received = await listen(userId);
    const { ctx, writes } = withStorage({ on: false });

    const outcome = await runAccountExport(ctx, id);
    expect(outcome).toMatchObject({ status: 'ready' });
    expect(await AccountExportModel.query(base.db).findById(id)).toMatchObject({ status: 'ready', stage: 'done' });
    await expect.poll(() => received, { timeout: 5000 }).toEqual([
      'account.export.progress collecting', 'account.export.progress packing', 'account.export.progress announcing', 'account.export.ready ready',
    ]);

    expect(await runAccountExport(ctx, id)).toEqual(outcome);
    expect(writes).toHaveLength(1);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(5);
    expect(received[4]).toBe('account.export.ready ready');
    expect(await MailOutboxModel.query(base.db).where({ toAddress: email, kind: 'export_ready' }).resultSize()).toBe(1);
  });

  it('stays pending after a failed attempt, ends failed once on the last one, and a later retry leaves it failed', async () => {
    const { id, userId } = await pendingExport('fails');
    const received = await listen(userId);
    const failing = { on: true };
    const { ctx, writes } = withStorage(failing);

    await expect(runAccountExport(ctx, id)).rejects.toThrow('disk full');
    expect(await endExportIfFailedForGood(ctx, id, false)).toBe(false);
    expect(await AccountExportModel.query(base.db).findById(id)).toMatchObject({ status: 'pending', stage: 'packing' });

    await expect(runAccountExport(ctx, id)).rejects.toThrow('disk full');
    expect(await endExportIfFailedForGood(ctx, id, true)).toBe(true);
    expect(await endExportIfFailedForGood(ctx, id, true)).toBe(true);
    expect(await AccountExportModel.query(base.db).findById(id)).toMatchObject({ status: 'failed', stage: 'failed', fileKey: null });
    await expect.poll(() => received.filter((e) => e.startsWith('account.export.ready')), { timeout: 5000 }).toEqual(['account.export.ready failed']);

    failing.on = false;
    expect(await runAccountExport(ctx, id)).toEqual({ status: 'failed' });
    expect(writes).toHaveLength(2);
  });

  it('a retry of an export whose run was cut off resumes it from its row', async () => {
    const { id } = await pendingExport('resumes');
    await AccountExportModel.query(base.db).patch({ stage: 'packing' }).where({ id });
    expect(await runAccountExport(base, id)).toMatchObject({ status: 'ready' });
    expect(await AccountExportModel.query(base.db).findById(id)).toMatchObject({ status: 'ready', stage: 'done' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribePush } from '@fitrater/core';
import { startFakePushService, startTestStack, type FakePushService, type TestStack } from '@fitrater/test-support';
import { runCliInProcess } from '../support/cli-harness';

let push: FakePushService;
let stack: TestStack;
const run = (...args: string[]) => runCliInProcess(args, stack.env.env, stack.ctx);
const fakeIds = new Map<string, string[]>();

async function user(name: string, subscriptions: number, language = 'en') {
  const [row] = await stack.ctx.db('users').insert({ email: `${name}@notify.test`, name, passwordHash: 'x', language }).returning('id');
  fakeIds.set(name, []);
  for (let i = 0; i < subscriptions; i++) {
    const sub = push.subscribe();
    fakeIds.get(name)!.push(sub.id);
    await subscribePush(stack.ctx, row.id, { endpoint: sub.endpoint, keys: sub.keys });
  }
  return row.id as string;
}

beforeAll(async () => {
  push = await startFakePushService();
  stack = await startTestStack({ env: { PUSH_CA_FILE: push.caFile, PUSH_ENDPOINT_HOSTS: '127.0.0.1' } });
  await user('ana', 2);
  await user('ben', 1, 'de');
  await user('cleo', 0);
  const optedOut = await user('dan', 1);
  await stack.ctx.db('notificationSettings').insert({ userId: optedOut, appUpdates: false });
}, 90_000);
afterAll(async () => {
  await stack?.close();
  await push?.close();
});

describe('fitrater notify', () => {
  it('--dry-run counts recipients and sends nothing', async () => {
    const res = await run('notify', 'app-update', '--features', 'Dark mode, , Faster ratings ', '--dry-run', '--json');
    expect(res.code, res.stderr).toBe(0);
    // dan turned app updates off.
    expect(JSON.parse(res.stdout)).toEqual({ dryRun: true, recipients: 3, subscriptions: 3 });
    const text = await run('notify', 'send', '--title', 'Hi', '--body', 'There', '--dry-run');
    expect(text.stdout.trim()).toBe('Would notify 4 user(s) (4 push subscription(s)); nothing sent.');
    expect(push.received).toHaveLength(0);
    expect(await stack.ctx.db('broadcasts').count('* as n').first()).toEqual({ n: '0' });
  });

  it('sends a custom notification, drawing progress and ending with sent/failed counts', async () => {
    const res = await run('notify', 'send', '--title', 'Hello', '--body', 'New challenge is live', '--url', '/challenges');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^status:\s+done$/m);
    expect(res.stdout).toMatch(/^sent:\s+4$/m);
    expect(res.stdout).toMatch(/^failed:\s+0$/m);
    expect(res.stdout).toMatch(/^recipients:\s+4$/m);
    // The bar (stderr, one line per change when not a terminal) ends full.
    expect(res.stderr.trimEnd().split('\n').at(-1)).toBe(`[${'#'.repeat(24)}] 4/4 sent 4 failed 0`);
    const got = push.received.filter((r) => r.payload.title === 'Hello');
    expect(got).toHaveLength(4);
    expect(new Set(got.map((r) => r.subscriptionId)).size).toBe(4);
    expect(got[0]!.payload.url).toBe('/challenges');
  });

  it('--json for scripts; --user narrows to one account; a 410 counts as failed', async () => {
    for (const id of fakeIds.get('ana')!) push.script(id, [{ status: 410 }]);
    const res = await run('notify', 'premium-tip', '--message', 'Layer a denim jacket', '--user', 'ana@notify.test', '--json');
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ kind: 'premium_tip', status: 'done', recipients: 1, targeted: 2, sent: 0, failed: 2, source: 'cli' });
    expect(res.stderr).toBe('');
  });

  it('refuses bad input with usage errors', async () => {
    const empty = await run('notify', 'app-update', '--features', ' , ');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/at least one feature/);
    expect((await run('notify', 'send', '--title', 'x')).code).toBe(2);
    const unknown = await run('notify', 'morning-tip', '--user', 'nobody@notify.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/User not found/);
  });
});

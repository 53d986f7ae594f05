import { describe, expect, it } from 'vitest';
import { queueMail } from '@fitrater/core';
import { useCliTestEnvironment } from '../support/cli-environment';
import { uniqueEmail } from '../support/fixtures';

const t = useCliTestEnvironment();

describe('fitrater mail outbox', () => {
  it('lists the latest mails, newest first, optionally for one address', async () => {
    const empty = await t.run('mail', 'outbox');
    expect(empty.stdout.trim()).toBe('The outbox is empty.');

    const to = uniqueEmail('mail');
    await queueMail(t.ctx.db, { to, kind: 'verify_email', language: 'en', vars: { name: 'Ana', code: '123456' }, userId: null });
    await queueMail(t.ctx.db, { to: uniqueEmail('other'), kind: 'verify_email', language: 'en', vars: { name: 'Ben', code: '654321' }, userId: null });
    await queueMail(t.ctx.db, { to, kind: 'welcome', language: 'en', vars: { name: 'Ana' }, userId: null });

    const table = await t.run('mail', 'outbox', '--to', to.toUpperCase());
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^TO\s+KIND\s+STATUS\s+CREATED\s+SUBJECT$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(0, 3))).toEqual([
      [to, 'welcome', 'queued'],
      [to, 'verify_email', 'queued'],
    ]);
    expect(table.stdout).not.toContain('123456'); // codes only with --text

    const all = JSON.parse((await t.run('mail', 'outbox', '--json', '--limit', '2')).stdout);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ to, kind: 'welcome', status: 'queued', attempts: 0, sentAt: null });
    expect(all[0].text).toBeUndefined();

    const withText = JSON.parse((await t.run('mail', 'outbox', '--to', to, '--text', '--json')).stdout);
    expect(withText.find((m: { kind: string }) => m.kind === 'verify_email').text).toMatch(/^123456$/m);
    const human = await t.run('mail', 'outbox', '--to', to, '--text');
    expect(human.stdout).toMatch(/^123456$/m);
  });
});

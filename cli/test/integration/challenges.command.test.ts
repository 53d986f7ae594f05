import { describe, expect, it } from 'vitest';
import { getCurrentChallenge, reportSubmission, submitEntry, listSubmissions, withdrawEntry } from '@fitrater/core';
import { storedOutfit } from '@fitrater/test-support';
import { useCliTestEnvironment } from '../support/cli-environment';
import { createUser } from '../support/fixtures';

const t = useCliTestEnvironment();

describe('fitrater challenges', () => {
  it('lists reported entries, hides one and restores it; other users see exactly what the operator decided', async () => {
    const { user: owner } = await createUser(t.ctx, { name: 'Owner' });
    const reporters = await Promise.all([0, 1, 2].map(() => createUser(t.ctx)));
    // Established members (a month old, three ratings): their reports weigh fully.
    await t.ctx.db('users').whereIn('id', reporters.map((r) => r.user.id)).update({ createdAt: new Date(Date.now() - 30 * 86_400_000), ratingsDone: 3 });
    const { user: viewer } = await createUser(t.ctx);
    const challenge = await getCurrentChallenge(t.ctx);
    const entry = await submitEntry(t.ctx, owner.id, challenge.id, await storedOutfit(t.ctx, owner.id));
    const visible = async () => (await listSubmissions(t.ctx, viewer.id, challenge.id)).some((s) => s.id === entry.id);

    await reportSubmission(t.ctx, reporters[0]!.user.id, entry.id);
    const one = JSON.parse((await t.run('challenges', 'reports', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(one.find((r) => r.submissionId === entry.id)).toMatchObject({ owner: owner.email, reports: 1, hidden: false });

    // Three reports hide it; the table shows it hidden, first.
    await reportSubmission(t.ctx, reporters[1]!.user.id, entry.id);
    await reportSubmission(t.ctx, reporters[2]!.user.id, entry.id);
    expect(await visible()).toBe(false);
    const table = await t.run('challenges', 'reports');
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^SUBMISSION\s+OWNER\s+REPORTS\s+WEIGHT\s+HIDDEN\s+REVIEWED/);
    expect(lines[1]).toContain(entry.id);
    expect(lines[1]).toMatch(/yes \(reports\)/);

    const restored = await t.run('challenges', 'restore', entry.id);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('restored');
    expect(await visible()).toBe(true);
    const afterRestore = JSON.parse((await t.run('challenges', 'reports', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(afterRestore.find((r) => r.submissionId === entry.id)).toMatchObject({ hidden: false, reports: 3 });
    expect(afterRestore.find((r) => r.submissionId === entry.id)!.reviewedAt).not.toBeNull();

    const hidden = await t.run('challenges', 'hide', entry.id.toUpperCase());
    expect(hidden.code, hidden.stderr).toBe(0);
    expect(await visible()).toBe(false);
    const afterHide = JSON.parse((await t.run('challenges', 'reports', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(afterHide.find((r) => r.submissionId === entry.id)).toMatchObject({ hidden: true, hiddenReason: 'operator' });
  });

  it('keeps an operator\'s hiding through withdraw and re-enter, and through swapping outfits and back', async () => {
    const { user: owner } = await createUser(t.ctx);
    const { user: viewer } = await createUser(t.ctx);
    const { user: reporter } = await createUser(t.ctx);
    const challenge = await getCurrentChallenge(t.ctx);
    const [first, second] = [await storedOutfit(t.ctx, owner.id), await storedOutfit(t.ctx, owner.id)];
    const entry = await submitEntry(t.ctx, owner.id, challenge.id, first);
    await reportSubmission(t.ctx, reporter.id, entry.id);
    const hidden = await t.run('challenges', 'hide', entry.id);
    expect(hidden.code, hidden.stderr).toBe(0);
    const state = () => t.ctx.db('challenge_submissions').where({ id: entry.id }).first();
    const before = await state();
    const visible = async () => (await listSubmissions(t.ctx, viewer.id, challenge.id)).some((s) => s.id === entry.id);

    await withdrawEntry(t.ctx, owner.id, challenge.id);
    expect((await submitEntry(t.ctx, owner.id, challenge.id, first)).hidden).toBe(true);
    expect(await visible()).toBe(false);
    await submitEntry(t.ctx, owner.id, challenge.id, second);
    await submitEntry(t.ctx, owner.id, challenge.id, first);
    expect(await visible()).toBe(false);
    expect(await state()).toMatchObject({ hiddenAt: before.hiddenAt, reviewedAt: before.reviewedAt, reportCount: 1, hiddenReason: 'operator' });

    const queue = JSON.parse((await t.run('challenges', 'reports', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(queue.find((r) => r.submissionId === entry.id)).toMatchObject({ hidden: true, hiddenReason: 'operator', withdrawn: false, reportWeight: 0.1 });

    // The hidden outfit stays hidden wherever it is entered again (here: a fresh entry row).
    await withdrawEntry(t.ctx, owner.id, challenge.id);
    await t.ctx.db('challenge_submissions').where({ id: entry.id }).delete();
    expect((await submitEntry(t.ctx, owner.id, challenge.id, first)).hidden).toBe(true);
  });

  it('queues entries reported by brand-new accounts without hiding them', async () => {
    const { user: owner } = await createUser(t.ctx);
    const fresh = await Promise.all([0, 1, 2].map(() => createUser(t.ctx)));
    const challenge = await getCurrentChallenge(t.ctx);
    const entry = await submitEntry(t.ctx, owner.id, challenge.id, await storedOutfit(t.ctx, owner.id));
    for (const f of fresh) await reportSubmission(t.ctx, f.user.id, entry.id);
    const queue = JSON.parse((await t.run('challenges', 'reports', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(queue.find((r) => r.submissionId === entry.id)).toMatchObject({ hidden: false, reports: 3, reportWeight: 0.3, reviewedAt: null });
  });

  it('refuses a malformed id (usage error) and an unknown one (failure)', async () => {
    expect((await t.run('challenges', 'hide', 'not-an-id')).code).toBe(2);
    const missing = await t.run('challenges', 'restore', '00000000-0000-4000-8000-000000000000');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/not found/i);
    expect((await t.run('challenges', 'reports', '--limit', '0')).code).toBe(2);
  });
});

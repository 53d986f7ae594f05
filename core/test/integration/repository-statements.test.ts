// How many SQL statements the services whose SQL lives in repositories send for one call (knex
// `query` events on a real database): moving SQL into a repository must not add a round trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UserModel, changePassword, createBroadcast, enforceChatMediaBudget, expireChatMedia, getPreferences, getStylePreferences, hashPassword,
  listBroadcasts, loadStylingProfile, previewBroadcast, processPasswordResetRequest, saveStylePreferences, styleDashboard, updatePreferences,
  verifyResetCode, type CoreContext,
} from '@fitrater/core';
import { createTestEnvironment, type TestEnvironment } from '@fitrater/test-support';

let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  env = await createTestEnvironment();
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => env?.dispose());

/** Statements sent while `run` runs. */
async function statements(run: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const onQuery = () => { n += 1; };
  ctx.db.on('query', onQuery);
  try {
    await run().catch(() => undefined);
  } finally {
    ctx.db.off('query', onQuery);
  }
  return n;
}

async function member(name: string, password = 'Old-passw0rd!'): Promise<{ id: string; email: string }> {
  const email = `${name}@statements.test`;
  const user = await UserModel.query(ctx.db).insertAndFetch({
    email, name, passwordHash: await hashPassword(password), role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  return { id: user.id, email };
}

describe('statements per call', () => {
  it('auth: a reset code issued and mailed, a wrong code checked, a password changed', async () => {
    const { id, email } = await member('auth');
    const issued = await statements(() => processPasswordResetRequest(ctx, { email }));
    const checked = await statements(() => verifyResetCode(ctx, email, '000000'));
    const changed = await statements(() => changePassword(ctx, { userId: id, sessionId: '00000000-0000-4000-8000-000000000000', currentPassword: 'Old-passw0rd!', newPassword: 'New-passw0rd!2' }));
    console.log('statements', JSON.stringify({ issued, checked, changed }));
    expect({ issued, checked, changed }).toEqual({ issued: 8, checked: 5, changed: 5 });
  });

  it('notification and style preferences, the style dashboard and the styling profile', async () => {
    const { id } = await member('prefs');
    const counts = {
      getPreferences: await statements(() => getPreferences(ctx, id)),
      updatePreferences: await statements(() => updatePreferences(ctx, id, { morningTip: false })),
      getStylePreferences: await statements(() => getStylePreferences(ctx, id)),
      saveStylePreferences: await statements(() => saveStylePreferences(ctx, id, { preferredStyles: 'minimal, smart' })),
      styleDashboard: await statements(() => styleDashboard(ctx, id)),
      loadStylingProfile: await statements(() => loadStylingProfile(ctx, id)),
    };
    console.log('statements', JSON.stringify(counts));
    expect(counts).toEqual({ getPreferences: 1, updatePreferences: 2, getStylePreferences: 1, saveStylePreferences: 2, styleDashboard: 1, loadStylingProfile: 2 });
  });

  it('chat photos and broadcasts', async () => {
    const { id } = await member('media');
    const counts = {
      enforceChatMediaBudget: await statements(() => enforceChatMediaBudget(ctx, id)),
      expireChatMedia: await statements(() => expireChatMedia(ctx)),
      createBroadcast: await statements(() => createBroadcast(ctx, { kind: 'app_update', content: { features: ['x'] }, audience: { userId: id }, source: 'cli', dedupeKey: `k-${id}` })),
      createBroadcastAgain: await statements(() => createBroadcast(ctx, { kind: 'app_update', content: { features: ['x'] }, audience: { userId: id }, source: 'cli', dedupeKey: `k-${id}` })),
      previewBroadcast: await statements(() => previewBroadcast(ctx, { kind: 'app_update', features: ['x'] })),
      listBroadcasts: await statements(() => listBroadcasts(ctx)),
    };
    console.log('statements', JSON.stringify(counts));
    expect(counts).toEqual({ enforceChatMediaBudget: 4, expireChatMedia: 1, createBroadcast: 1, createBroadcastAgain: 2, previewBroadcast: 3, listBroadcasts: 1 });
  });
});

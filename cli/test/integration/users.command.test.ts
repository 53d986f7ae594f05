import { describe, expect, it } from 'vitest';
import { authenticateToken, SessionModel, UserModel } from '@fitrater/core';
import { createRedis, userChannel } from '@fitrater/platform';
import { useCliTestEnvironment } from '../support/cli-environment';
import { createUser, uniqueEmail } from '../support/fixtures';

const t = useCliTestEnvironment();

describe('fitrater users', () => {
  it('list prints a table, filters with --search, limits with --limit and prints JSON with --json', async () => {
    const tag = `lst${Date.now()}`;
    const a = await createUser(t.ctx, { email: `${tag}-ana@example.com`, name: 'Ana', sessions: 2 });
    const b = await createUser(t.ctx, { email: `${tag}-ben@example.com`, name: 'Ben', role: 'admin' });

    const table = await t.run('users', 'list', '--search', tag);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+PREMIUM\s+SESSIONS\s+LAST SEEN\s+JOINED$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${b.user.email}\\s+Ben\\s+admin\\s+no\\s+0\\s+-\\s+\\d{4}-`)); // newest first
    expect(lines[2]).toMatch(new RegExp(`^${a.user.email}\\s+Ana\\s+user\\s+no\\s+2\\s+\\d{4}-`));

    const json = await t.run('users', 'list', '--search', tag.toUpperCase(), '--limit', '1', '--json');
    const list = JSON.parse(json.stdout);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: b.user.id, email: b.user.email, role: 'admin', activeSessions: 0, lastSeenAt: null });

    const none = await t.run('users', 'list', '--search', `${tag}-nobody`);
    expect(none.stdout.trim()).toBe('No users found.');
  });

  it('show prints one user, with --json the profile plus session facts', async () => {
    const { user } = await createUser(t.ctx, { name: 'Cleo', sessions: 1 });
    await t.ctx.db('users').where({ id: user.id }).update({ freeSuggestionCredits: 2 });
    const json = await t.run('users', 'show', user.email.toUpperCase(), '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      id: user.id, email: user.email, name: 'Cleo', role: 'user', isPremium: false, activeSessions: 1, lastSeenAt: expect.any(String), freeSuggestions: 2,
    });
    const human = await t.run('users', 'show', user.email);
    expect(human.stdout).toMatch(new RegExp(`^email:\\s+${user.email}$`, 'm'));
    expect(human.stdout).toMatch(/^active sessions:\s+1$/m);
    expect(human.stdout).toMatch(/^free suggestions:\s+2$/m);
  });

  it('grant-admin and revoke-admin change the role in the database', async () => {
    const { user } = await createUser(t.ctx);
    const grant = await t.run('users', 'grant-admin', user.email);
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout.trim()).toBe(`${user.email}: role user -> admin`);
    expect((await UserModel.query(t.ctx.db).findById(user.id))!.role).toBe('admin');

    const again = await t.run('users', 'grant-admin', user.email);
    expect(again.stdout.trim()).toBe(`${user.email} already has role admin; nothing changed.`);

    const revoke = await t.run('users', 'revoke-admin', user.email);
    expect(revoke.stdout.trim()).toBe(`${user.email}: role admin -> user`);
    expect((await UserModel.query(t.ctx.db).findById(user.id))!.role).toBe('user');
  });

  it('revoke-sessions revokes every session and publishes the revocation so sockets close', async () => {
    const { user, tokens } = await createUser(t.ctx, { sessions: 2 });
    const other = await createUser(t.ctx, { sessions: 1 });
    const subscriber = createRedis(t.env.config.redisUrl, 'blocking');
    const messages: Array<{ event: { type: string; data: unknown }; closeSessions?: string[] }> = [];
    try {
      await subscriber.subscribe(userChannel(t.env.config.redisPrefix, user.id));
      subscriber.on('message', (_channel: string, message: string) => messages.push(JSON.parse(message)));

      const res = await t.run('users', 'revoke-sessions', user.email);
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout.trim()).toBe(`Revoked 2 session(s) of ${user.email}.`);
      expect(res.stderr).toBe('');

      for (const token of tokens) expect(await authenticateToken(t.ctx, token)).toBeNull();
      const sessions = await SessionModel.query(t.ctx.db).where({ userId: user.id });
      expect(sessions.map((s) => s.revokedReason)).toEqual(['admin', 'admin']);
      expect(await authenticateToken(t.ctx, other.tokens[0]!)).not.toBeNull(); // nobody else signed out

      await expect.poll(() => messages.length).toBe(1);
      expect(messages[0]!.event).toMatchObject({ type: 'session.revoked', data: { reason: 'admin' } });
      expect([...messages[0]!.closeSessions!].sort()).toEqual(sessions.map((s) => s.id).sort());

      const again = await t.run('users', 'revoke-sessions', user.email);
      expect(again.stdout.trim()).toBe(`${user.email} has no active sessions.`);
    } finally {
      subscriber.disconnect();
    }
  });

  it('an unknown e-mail exits 1 with one clear line', async () => {
    const email = uniqueEmail('ghost');
    for (const command of ['show', 'grant-admin', 'revoke-admin', 'revoke-sessions']) {
      const res = await t.run('users', command, email);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toBe(`error: No user with e-mail ${email}\n`);
    }
  });

  it('usage mistakes exit 2', async () => {
    const notEmail = await t.run('users', 'show', 'not-an-email');
    expect(notEmail.code).toBe(2);
    expect(notEmail.stderr).toContain('not an e-mail address');
    const missing = await t.run('users', 'grant-admin');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'email'");
    const badLimit = await t.run('users', 'list', '--limit', 'ten');
    expect(badLimit.code).toBe(2);
    expect(badLimit.stderr).toContain('must be a whole number');
    const unknown = await t.run('users', 'delete-everyone');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'delete-everyone'");
  });
});

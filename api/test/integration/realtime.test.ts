import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE, type ServerEvent } from '@fitrater/contracts';
import { buildApp } from '../../src/app';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';
import { openEventSocket } from '../realtime-client';

let stack: TestStack;
/** A second api process on the same Postgres and Redis, like a scaled-out deployment. */
let second: Awaited<ReturnType<typeof buildApp>>;
let secondUrl: string;

beforeAll(async () => {
  stack = await startTestStack({ hubHeartbeatMs: 300 });
  second = await buildApp({ ctx: stack.env.context() });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

const connect = openEventSocket;

describe('realtime hub on /api/ws', () => {
  it('authenticates with the first message and confirms with session.ready', async () => {
    const account = await signUp(stack);
    const client = await connect(stack.url, account.token);
    const ready = await client.next('session.ready');
    expect(ready.data).toEqual({ userId: account.userId });
    client.socket.close();
  });

  it('closes with 4001 for a bad token', async () => {
    const client = await connect(stack.url, 'fr_bogus');
    expect((await client.closed).code).toBe(WS_CLOSE.unauthenticated);
  });

  it('delivers a user event to every socket of that user, on any api process, and to no one else', async () => {
    const alice = await signUp(stack);
    const bob = await signUp(stack);
    const a1 = await connect(stack.url, alice.token);
    const a2 = await connect(secondUrl, alice.token);
    const b1 = await connect(secondUrl, bob.token);
    await Promise.all([a1.next('session.ready'), a2.next('session.ready'), b1.next('session.ready')]);

    // Published the way workers publish: on the user's Redis channel.
    await stack.ctx.publisher.publish(alice.userId, 'profile.updated', { fields: ['name'] });
    expect((await a1.next('profile.updated')).data).toEqual({ fields: ['name'] });
    expect((await a2.next('profile.updated')).data).toEqual({ fields: ['name'] });
    // A marker for bob, published after alice's event and delivered on the same subscription:
    // once it is here, anything of alice's that would have reached bob is here too.
    await stack.ctx.publisher.publish(bob.userId, 'profile.updated', { fields: ['marker'] });
    await b1.next('profile.updated');
    expect(b1.events.filter((e) => e.type === 'profile.updated').map((e) => e.data)).toEqual([{ fields: ['marker'] }]);
    for (const c of [a1, a2, b1]) c.socket.close();
  });

  it('delivers events published together in one pipeline, in order', async () => {
    const alice = await signUp(stack);
    const client = await connect(stack.url, alice.token);
    await client.next('session.ready');
    const stages = ['preparing', 'analysing'] as const;
    await stack.ctx.publisher.publishMany(alice.userId, 'rating.progress', stages.map((stage) => ({ ratingId: '00000000-0000-4000-8000-000000000001', stage, percent: 10 })));
    await client.next('rating.progress');
    await expect.poll(() => client.events.filter((e) => e.type === 'rating.progress').length).toBe(2);
    expect(client.events.filter((e) => e.type === 'rating.progress').map((e) => (e.data as { stage: string }).stage)).toEqual([...stages]);
    client.socket.close();
  });

  it('pushes profile changes made through the API', async () => {
    const account = await signUp(stack);
    const client = await connect(stack.url, account.token);
    await client.next('session.ready');
    await httpClient(stack).request('PATCH', '/api/user/profile', { token: account.token, body: { name: 'Renamed' } });
    expect((await client.next('profile.updated')).data).toEqual({ fields: ['name'] });
    client.socket.close();
  });

  it('closes the sockets of a session on logout (4003 after session.revoked), and only those', async () => {
    const account = await signUp(stack);
    const other = (await httpClient(stack).post('/api/auth/login', { email: account.email, password: account.password })).body.token as string;
    const revoked = await connect(secondUrl, account.token);
    const kept = await connect(stack.url, other);
    await Promise.all([revoked.next('session.ready'), kept.next('session.ready')]);

    expect((await httpClient(stack).post('/api/auth/logout', undefined, account.token)).status).toBe(204);
    expect((await revoked.next('session.revoked')).data).toEqual({ reason: 'logout' });
    expect((await revoked.closed).code).toBe(WS_CLOSE.revoked);
    // A marker on the same user's channel after the revocation: the kept socket receives it, so the
    // revocation was handled before it and left this socket open.
    await stack.ctx.publisher.publish(account.userId, 'profile.updated', { fields: ['marker'] });
    expect((await kept.next('profile.updated')).data).toEqual({ fields: ['marker'] });
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
    kept.socket.close();
  });

  it('closes sockets of a session revoked behind its back, at the next heartbeat', async () => {
    const account = await signUp(stack);
    const client = await connect(stack.url, account.token);
    await client.next('session.ready');
    // Revoked directly in the database: no message on the channel, as if it had been lost.
    await stack.ctx.db('sessions').update({ revoked_at: new Date(), revoked_reason: 'admin' }).where({ user_id: account.userId });
    const closed = await Promise.race([client.closed, new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
    expect(closed?.code).toBe(WS_CLOSE.revoked);
  });

  it('also accepts the Authorization header for non-browser clients', async () => {
    const account = await signUp(stack);
    const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/ws`, { headers: { authorization: `Bearer ${account.token}` } });
    const first = await new Promise<ServerEvent>((resolve) => socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))));
    expect(first.type).toBe('session.ready');
    socket.close();
  });
});

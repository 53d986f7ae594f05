/**
 * Two sockets of one user signing in at the same moment (two tabs, a reconnect racing a new tab):
 * neither may be told `session.ready` before this api process is subscribed to the user's channel,
 * or an event published right after it is lost. The hub's Redis subscription is slowed down by a
 * proxy so that the second socket arrives while the first one's SUBSCRIBE is still on its way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@fitrater/api';
import { createTestEnvironment, startTcpProxy, testRedisUrl, type TcpProxy, type TestEnvironment } from '@fitrater/test-support';
import { makeUser } from './faults/support';
import { openEventSocket } from '../realtime-client';

let env: TestEnvironment;
let proxy: TcpProxy;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  const redis = new URL(testRedisUrl());
  proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  const viaProxy = new URL(env.env.REDIS_URL!);
  viaProxy.host = `${proxy.host}:${proxy.port}`;
  app = await buildApp({ ctx: env.context({ redisUrl: viaProxy.toString() }) });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await env?.dispose();
});

describe('two sockets of one user attaching at once', () => {
  it('both get session.ready only once the channel is subscribed, so the next event reaches both', async () => {
    const ctx = env.context();
    const user = await makeUser(ctx, 'two-tabs');
    proxy.delayOn('subscribe', 600);
    const [first, second] = await Promise.all([openEventSocket(url), openEventSocket(url)]);
    first.socket.send(JSON.stringify({ type: 'auth', token: user.token }));
    await new Promise((r) => setTimeout(r, 150)); // the first SUBSCRIBE is on its way
    second.socket.send(JSON.stringify({ type: 'auth', token: user.token }));
    // Act on the first session.ready, as a client does.
    await Promise.race([first.next('session.ready'), second.next('session.ready')]);
    await ctx.publisher.publish(user.userId, 'profile.updated', { fields: ['name'] });
    await first.next('profile.updated', undefined, 5000);
    await second.next('profile.updated', undefined, 5000);
    expect(first.events.map((e) => e.type)).toEqual(['session.ready', 'profile.updated']);
    expect(second.events.map((e) => e.type)).toEqual(['session.ready', 'profile.updated']);
    first.close();
    second.close();
  });
});

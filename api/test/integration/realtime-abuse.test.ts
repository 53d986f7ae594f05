import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';
import { connectEvents, openEventSocket, type EventClient } from '../realtime-client';

let stack: TestStack;
let bystander: EventClient;
let bystanderId: string;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  const account = await signUp(stack);
  bystanderId = account.userId;
  bystander = await connectEvents(stack.url, account.token);
});
afterAll(async () => {
  bystander?.close();
  await stack?.close();
});

/** The api still answers and a well-behaved client still gets its events. */
async function expectServiceUnaffected() {
  expect((await httpClient(stack).get('/api/health')).status).toBe(200);
  expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
  const before = bystander.events.length;
  await stack.ctx.publisher.publish(bystanderId, 'profile.updated', { fields: ['name'] });
  await bystander.next('profile.updated', () => bystander.events.length > before);
}

describe('a misbehaving WebSocket client (no sign-in needed)', () => {
  const notObjects = ['null', '42', '"x"', '[]', 'true', '{}', '{"type":42}', '{"type":"auth","token":7}', '{"type":"nope"}', 'not json'];
  for (const frame of notObjects) {
    it(`is closed with 1008 for ${frame}, and nobody else notices`, async () => {
      const client = await openEventSocket(stack.url);
      client.socket.send(frame);
      expect((await client.closed).code).toBe(WS_CLOSE.policyViolation);
      await expectServiceUnaffected();
    });
  }

  it('is closed for a binary frame that is not UTF-8 (1008) and for a text frame that is not (1007, by ws)', async () => {
    const binary = await openEventSocket(stack.url);
    binary.socket.send(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), { binary: true });
    expect((await binary.closed).code).toBe(WS_CLOSE.policyViolation);
    const text = await openEventSocket(stack.url);
    text.socket.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false });
    expect((await text.closed).code).toBe(1007);
    await expectServiceUnaffected();
  });

  it('is closed for a 5 MB frame (1009) without the api reading it into a message', async () => {
    const client = await openEventSocket(stack.url);
    client.socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5 * 1024 * 1024) }));
    expect((await client.closed).code).toBe(WS_CLOSE.messageTooBig);
    await expectServiceUnaffected();
  });

  it('is closed with 1008 when it floods 1,000 messages in a second, signed in or not', async () => {
    const account = await signUp(stack);
    const flooder = await connectEvents(stack.url, account.token);
    const anonymous = await openEventSocket(stack.url);
    for (let i = 0; i < 1000; i++) {
      if (flooder.socket.readyState === WebSocket.OPEN) flooder.socket.send('{"type":"ping"}');
      if (anonymous.socket.readyState === WebSocket.OPEN) anonymous.socket.send('{"type":"ping"}');
    }
    expect((await flooder.closed).code).toBe(WS_CLOSE.policyViolation);
    expect((await anonymous.closed).code).toBe(WS_CLOSE.policyViolation);
    await expectServiceUnaffected();
  });

  it('still answers pings of a client that keeps to the protocol', async () => {
    const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/ws`);
    await new Promise((r) => socket.once('open', r));
    const pong = new Promise<string>((r) => socket.once('message', (m) => r(m.toString())));
    socket.send('{"type":"ping"}');
    expect(JSON.parse(await pong)).toEqual({ type: 'pong' });
    socket.close();
  });
});

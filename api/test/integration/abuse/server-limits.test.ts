import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { WS_CLOSE } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

/**
 * Slow and greedy clients against the real listening server. Each kind of attacker comes from its
 * own loopback address (127.0.0.2, .3, …: all of 127/8 is this machine), so the per-address caps
 * it trips leave the test's own client on 127.0.0.1 alone, as they would leave other users alone.
 */
let stack: TestStack;
let port: number;
const opened: Array<Socket | WebSocket> = [];

beforeAll(async () => {
  stack = await startTestStack({
    workerQueues: ['default'],
    env: {
      HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '25', WS_MAX_PER_USER: '20', WS_MAX_PER_ADDRESS: '22',
    },
  });
  port = Number(new URL(stack.url).port);
});
afterAll(async () => {
  for (const s of opened) {
    if (s instanceof WebSocket) s.terminate();
    else s.destroy();
  }
  await stack?.close();
});

function tcpFrom(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
    opened.push(socket);
  });
}

/** The code of the first client error the server raises on the server side of `socket` (by its port), or 'closed' when it closes without one. */
function refusalOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const onClientError = (error: Error & { code?: string }, serverSide: Socket) => {
      if (serverSide.remotePort !== socket.localPort) return;
      stack.app.server.off('clientError', onClientError);
      resolve(error.code ?? 'unknown');
    };
    stack.app.server.on('clientError', onClientError);
    socket.once('close', () => {
      stack.app.server.off('clientError', onClientError);
      resolve('closed');
    });
  });
}

const closedOf = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

function wsFrom(localAddress: string, token?: string): Promise<{ socket: WebSocket; ready: Promise<void>; closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/ws`, { localAddress });
  opened.push(socket);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const ready = new Promise<void>((resolve) => socket.on('message', (raw) => {
    if ((JSON.parse(raw.toString()) as { type: string }).type === 'session.ready') resolve();
  }));
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      resolve({ socket, ready, closed });
    });
    socket.once('error', reject);
  });
}

const healthy = async () => expect((await httpClient(stack).get('/api/health')).status).toBe(200);

describe('slow clients are cut off (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS)', () => {
  it('closes a client still trickling its headers after the header timeout (1 s here), with 408', async () => {
    const socket = await tcpFrom('127.0.0.3');
    const started = performance.now();
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // One header line every 200 ms, never the blank line that ends them: a slowloris client.
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
    await closedOf(socket);
    clearInterval(trickle);
    const heldMs = performance.now() - started;
    expect(heldMs).toBeGreaterThanOrEqual(900);
    expect(heldMs).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await healthy();
  });

  it('closes a client that sends its headers but never the body it announced, after the request timeout (2 s here)', async () => {
    const socket = await tcpFrom('127.0.0.3');
    const started = performance.now();
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    // The event this is about: the server refusing this socket's request for its request timeout
    // (not an idle-socket timeout, which would close it without an answer).
    const refused = refusalOf(socket);
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    expect(await refused).toBe('ERR_HTTP_REQUEST_TIMEOUT');
    await closedOf(socket);
    const heldMs = performance.now() - started;
    expect(heldMs).toBeGreaterThanOrEqual(1900);
    expect(heldMs).toBeLessThan(6000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('one address cannot hold every connection (HTTP_MAX_CONNECTIONS_PER_ADDRESS)', () => {
  it('destroys the connection over the cap at once, and serves other addresses as usual', async () => {
    const held = await Promise.all(Array.from({ length: 25 }, () => tcpFrom('127.0.0.2')));
    // Reset as soon as it is accepted: the client sees its connect fail or the socket close at once.
    const started = performance.now();
    await tcpFrom('127.0.0.2').then(closedOf, () => undefined);
    expect(performance.now() - started).toBeLessThan(500);
    expect(held.every((s) => !s.destroyed)).toBe(true);
    await healthy();
    // A place frees up when one of the held connections goes (once the server has seen it close).
    held[0]!.destroy();
    const askHealth = async () => {
      const next = await tcpFrom('127.0.0.2').catch(() => null);
      if (!next) return '';
      next.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      return new Promise<string>((resolve) => {
        let text = '';
        next.on('data', (c) => { text += c.toString(); });
        next.on('error', () => undefined);
        next.on('close', () => resolve(text));
      });
    };
    let reply = await askHealth();
    for (let tries = 0; reply === '' && tries < 20; tries++) reply = await askHealth();
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    held.forEach((s) => s.destroy());
  });
});

describe('WebSocket caps (WS_MAX_PER_USER, WS_MAX_PER_ADDRESS)', () => {
  it('the 21st socket of one account closes that account\'s oldest with 1008 and a reason; the other 20 stay', async () => {
    const account = await signUp(stack);
    const sockets = [];
    for (let i = 0; i < 20; i++) {
      const ws = await wsFrom('127.0.0.4', account.token);
      await ws.ready;
      sockets.push(ws);
    }
    const newest = await wsFrom('127.0.0.4', account.token);
    await newest.ready;
    const oldest = await sockets[0]!.closed;
    expect(oldest.code).toBe(WS_CLOSE.policyViolation);
    expect(oldest.reason).toMatch(/too many connections for this account/i);
    expect(sockets.slice(1).every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
    expect(newest.socket.readyState).toBe(WebSocket.OPEN);
    // Another account is not affected by the first one's sockets.
    const other = await signUp(stack);
    const theirs = await wsFrom('127.0.0.1', other.token);
    await theirs.ready;
    for (const s of [...sockets, newest, theirs]) s.socket.terminate();
  });

  it('refuses one socket more than WS_MAX_PER_ADDRESS from one address with 429 before the handshake, signed in or not; others connect', async () => {
    const held = await Promise.all(Array.from({ length: 22 }, () => wsFrom('127.0.0.5')));
    const refused = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/ws`, { localAddress: '127.0.0.5' });
    opened.push(refused);
    const answer = await new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      refused.once('open', () => reject(new Error('the socket over the cap was upgraded')));
      refused.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => { body += c.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      });
      refused.once('error', () => undefined);
    });
    expect(answer.status).toBe(429);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/too many connections from this address/i) } });
    expect(held.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
    const account = await signUp(stack);
    const elsewhere = await wsFrom('127.0.0.1', account.token);
    await elsewhere.ready;
    // A place frees up when one of the held sockets closes.
    held[0]!.socket.close();
    await held[0]!.closed;
    let again = await wsFrom('127.0.0.5').catch(() => null);
    for (let tries = 0; again === null && tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await wsFrom('127.0.0.5').catch(() => null);
    }
    expect(again?.socket.readyState).toBe(WebSocket.OPEN);
    for (const s of [...held, elsewhere, again!]) s.socket.terminate();
  });

  it('signs in sockets of one token arriving together with one session lookup, and every one gets session.ready', async () => {
    const account = await signUp(stack);
    const lookups: string[] = [];
    const onQuery = (q: { preparedName?: string }) => { if (q.preparedName === 'fitrater_user_by_token') lookups.push(q.preparedName); };
    stack.ctx.db.on('query', onQuery);
    try {
      const burst = await Promise.all(Array.from({ length: 15 }, () => wsFrom('127.0.0.6')));
      // All 15 sign-ins sent in the same tick: none can find the session cached by another's answer.
      for (const s of burst) s.socket.send(JSON.stringify({ type: 'auth', token: account.token }));
      await Promise.all(burst.map((s) => s.ready));
      expect(burst.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
      expect(lookups).toHaveLength(1);
      for (const s of burst) s.socket.terminate();
    } finally {
      stack.ctx.db.off('query', onQuery);
    }
  });
});

import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { startLoadStack } from '../lib/stack';
import { createUsers, type LoadUser } from '../lib/users';
import { latencySummary, round, threshold } from '../lib/stats';
import type { Scenario } from './types';

const SLOW = Number(process.env.LOAD_ABUSE_SLOW ?? 4000);
const SLOW_ADDRESSES = Number(process.env.LOAD_ABUSE_SLOW_ADDRESSES ?? 8);
const FLOOD_SOCKETS = Number(process.env.LOAD_ABUSE_SOCKETS ?? 1000);
const NORMAL_USERS = 20;
const THINK_MS = 100;
/** A slow client sends one more header line this often, never the blank line that ends them. */
const TRICKLE_MS = 5000;

/** Normal members: GET /api/user/profile then GET /api/usage, think 100 ms, repeat; each request's latency. */
async function normalTraffic(url: string, users: LoadUser[], seconds: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(users.map(async (user, i) => {
    await new Promise((r) => setTimeout(r, (THINK_MS * i) / users.length));
    while (performance.now() < until) {
      for (const path of ['/api/user/profile', '/api/usage']) {
        const started = performance.now();
        try {
          const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${user.token}` }, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (res.status === 200) latencies.push(performance.now() - started);
          else failed++;
        } catch {
          failed++;
        }
      }
      await new Promise((r) => setTimeout(r, THINK_MS));
    }
  }));
  return { latencies, failed };
}

/** Thousands of slowloris connections from 127.0.0.2…: each sends a request line, then a header line every 5 s. */
function slowloris(port: number) {
  const sockets: Socket[] = [];
  let closedByServer = 0;
  let opened = 0;
  let stopped = false;
  const timer = setInterval(() => {
    for (const s of sockets) if (s.writable) s.write(`X-Slow-${Date.now() % 1000}: ${'a'.repeat(20)}\r\n`);
  }, TRICKLE_MS);
  const start = async () => {
    for (let i = 0; i < SLOW && !stopped; i++) {
      const localAddress = `127.0.0.${2 + (i % SLOW_ADDRESSES)}`;
      const socket = connect({ host: '127.0.0.1', port, localAddress });
      socket.on('connect', () => {
        opened++;
        socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow-${i}\r\n`);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => { if (!stopped) closedByServer++; });
      sockets.push(socket);
      if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const started = start();
  return {
    async stop() {
      stopped = true;
      await started;
      clearInterval(timer);
      const open = sockets.filter((s) => !s.destroyed).length;
      sockets.forEach((s) => s.destroy());
      return { attempted: sockets.length, opened, closedByServer, stillOpen: open };
    },
  };
}

/** One free account opening a thousand WebSockets from a few addresses (127.0.0.40…). */
function socketFlood(url: string, token: string) {
  const sockets: WebSocket[] = [];
  let ready = 0;
  const closeCodes = new Map<number, number>();
  const start = async () => {
    for (let i = 0; i < FLOOD_SOCKETS; i++) {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`, { localAddress: `127.0.0.${40 + (i % 8)}` });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', (raw) => { if (String(raw).includes('session.ready')) ready++; });
      socket.on('close', (code) => closeCodes.set(code, (closeCodes.get(code) ?? 0) + 1));
      socket.on('error', () => undefined);
      sockets.push(socket);
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const started = start();
  return {
    async stop() {
      await started;
      const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
      sockets.forEach((s) => s.terminate());
      return { attempted: sockets.length, ready, stillOpen: open, closeCodes: Object.fromEntries(closeCodes) };
    },
  };
}

/**
 * Slowloris and a socket flood against a running server (the api as its own production process,
 * the real default limits) while 20 normal members keep reading; their p95 against the quiet figure.
 */
export const abuseScenario: Scenario = {
  name: 'abuse',
  summary: `${SLOW} slowloris connections from ${SLOW_ADDRESSES} addresses + ${FLOOD_SOCKETS} WebSockets of one account, while ${NORMAL_USERS} members read; their p95 ≤ 2× the quiet p95, none failed`,
  defaultDurationSeconds: 30,
  async run({ durationSeconds, log }) {
    // The real defaults of the per-address and per-account caps (the load stack raises them for other scenarios).
    const stack = await startLoadStack({
      workers: [],
      env: { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '256', WS_MAX_PER_ADDRESS: '100', WS_MAX_PER_USER: '20', HTTP_HEADERS_TIMEOUT_MS: '60000' },
    });
    try {
      const [attacker, ...members] = await createUsers(stack.ctx, NORMAL_USERS + 1, { tag: 'abuse' });
      const port = Number(new URL(stack.url).port);
      await normalTraffic(stack.url, members, 3); // warm-up
      log(`abuse: quiet reads for ${durationSeconds} s`);
      const quiet = await normalTraffic(stack.url, members, durationSeconds);
      log(`abuse: ${SLOW} slowloris connections and ${FLOOD_SOCKETS} sockets of one account, reads for ${durationSeconds} s`);
      const slow = slowloris(port);
      const flood = socketFlood(stack.url, attacker!.token);
      const attacked = await normalTraffic(stack.url, members, durationSeconds);
      const [slowResult, floodResult] = await Promise.all([slow.stop(), flood.stop()]);
      const quietSummary = latencySummary(quiet.latencies);
      const attackedSummary = latencySummary(attacked.latencies);
      const ratio = attackedSummary.p95 / quietSummary.p95;
      return {
        scenario: 'abuse',
        description: `${NORMAL_USERS} members reading (profile + usage, think ${THINK_MS} ms) for ${durationSeconds} s quiet, then ${durationSeconds} s under ${SLOW} slowloris connections (a header line every ${TRICKLE_MS / 1000} s, ${SLOW_ADDRESSES} addresses) and ${FLOOD_SOCKETS} WebSockets of one account from 8 addresses; default caps (256 connections and 100 sockets per address, 20 per account)`,
        durationSeconds,
        metrics: { quiet: { ...quietSummary, failed: quiet.failed }, underAttack: { ...attackedSummary, failed: attacked.failed }, p95Ratio: round(ratio, 2), slowloris: slowResult, socketFlood: floodResult },
        thresholds: [
          threshold('members p95 under attack / quiet p95', ratio, '<=', 2),
          threshold('members failed requests', attacked.failed, '==', 0),
          threshold('flood sockets left open', floodResult.stillOpen, '<=', 20 * 1),
          threshold('slowloris connections held (≤ 256 per address)', slowResult.stillOpen, '<=', 256 * SLOW_ADDRESSES),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};

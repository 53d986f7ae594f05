import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startLoadStack } from '../lib/stack';
import { createUsers, type LoadUser } from '../lib/users';
import { latencySummary, round as roundTo, threshold } from '../lib/stats';
import { cpuMeter } from '../lib/legs';
import { cpuPinning, type CpuPinning } from '../lib/cpu-pinning';
import type { Scenario } from './types';

const SLOW = Number(process.env.LOAD_ABUSE_SLOW ?? 4000);
const SLOW_ADDRESSES = Number(process.env.LOAD_ABUSE_SLOW_ADDRESSES ?? 8);
const FLOOD_SOCKETS = Number(process.env.LOAD_ABUSE_SOCKETS ?? 1000);
const NORMAL_USERS = 20;
/** `unpinned` alone skips the pinned round (LOAD_ABUSE_ROUNDS=unpinned): quicker, when trying a change. */
const ROUNDS = (process.env.LOAD_ABUSE_ROUNDS ?? 'unpinned,pinned').split(',');
const THINK_MS = 100;
/** A slow client sends one more header line this often (abuse-attacker.mjs), never the blank line that ends them. */
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

/** Starts loadtest/abuse-attacker.mjs (its own process and event loop); `stop()` returns what the server did to its sockets. */
function startAttacker(url: string, token: string) {
  const child = spawn(process.execPath, [join(process.cwd(), 'loadtest/abuse-attacker.mjs'), url, token, String(SLOW), String(SLOW_ADDRESSES), String(FLOOD_SOCKETS)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => { out += chunk; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop(): Promise<{ slowloris: { attempted: number; opened: number; closedByServer: number; stillOpen: number }; socketFlood: { attempted: number; ready: number; stillOpen: number; signedInOpen: number; closeCodes: Record<string, number> } }> {
      child.stdin.write('stop\n');
      await exited;
      return JSON.parse(out.trim().split('\n').pop() ?? '{}');
    },
  };
}

interface RoundResult {
  quiet: ReturnType<typeof latencySummary> & { failed: number };
  underAttack: ReturnType<typeof latencySummary> & { failed: number };
  p95Ratio: number;
  apiCpuMs: { quiet: number; underAttack: number };
  slowloris: Awaited<ReturnType<ReturnType<typeof startAttacker>['stop']>>['slowloris'];
  socketFlood: Awaited<ReturnType<ReturnType<typeof startAttacker>['stop']>>['socketFlood'];
}

/**
 * One quiet phase then one attacked phase on a fresh stack. `pinning`: the api on the server's
 * CPUs, this process (the members' client) and the attacker on the others, for both phases, so
 * the load generator's own CPU does not count against the server.
 */
async function measureRound(durationSeconds: number, log: (m: string) => void, pinning: CpuPinning | null): Promise<RoundResult> {
  // The real defaults of the per-address and per-account caps (the load stack raises them for other scenarios).
  const stack = await startLoadStack({
    workers: [],
    env: { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '256', WS_MAX_PER_ADDRESS: '100', WS_MAX_PER_USER: '20', HTTP_HEADERS_TIMEOUT_MS: '60000' },
  });
  const where = pinning ? `pinned: api on CPU ${pinning.serverCpus}, clients on CPU ${pinning.clientCpus}` : 'unpinned';
  try {
    if (pinning) {
      pinning.pin(stack.api.child.pid!, pinning.serverCpus);
      // The attacker, started later, inherits this process's CPUs.
      pinning.pin(process.pid, pinning.clientCpus);
    }
    const [attacker, ...members] = await createUsers(stack.ctx, NORMAL_USERS + 1, { tag: 'abuse' });
    await normalTraffic(stack.url, members, 3); // warm-up
    log(`abuse (${where}): quiet reads for ${durationSeconds} s`);
    const quietCpu = cpuMeter([stack.api]);
    const quiet = await normalTraffic(stack.url, members, durationSeconds);
    const quietCpuMs = quietCpu.perRequest(1);
    log(`abuse (${where}): ${SLOW} slowloris connections and ${FLOOD_SOCKETS} sockets of one account, reads for ${durationSeconds} s`);
    const attackCpu = cpuMeter([stack.api]);
    const attack = startAttacker(stack.url, attacker!.token);
    const attacked = await normalTraffic(stack.url, members, durationSeconds);
    const attackCpuMs = attackCpu.perRequest(1);
    const { slowloris, socketFlood } = await attack.stop();
    const quietSummary = latencySummary(quiet.latencies);
    const attackedSummary = latencySummary(attacked.latencies);
    return {
      quiet: { ...quietSummary, failed: quiet.failed },
      underAttack: { ...attackedSummary, failed: attacked.failed },
      p95Ratio: round2(attackedSummary.p95 / quietSummary.p95),
      // CPU time of the api process in each phase (ms): what the attack cost the server, busy machine or not.
      apiCpuMs: { quiet: quietCpuMs.api ?? 0, underAttack: attackCpuMs.api ?? 0 },
      slowloris,
      socketFlood,
    };
  } finally {
    if (pinning) pinning.unpin(process.pid);
    await stack.close();
  }
}

const round2 = (n: number) => roundTo(n, 2);

/**
 * Slowloris and a socket flood against a running server (the api as its own production process,
 * the real default limits) while 20 normal members keep reading; their p95 against the quiet figure.
 * Two rounds in one run: every process on every CPU, then the api pinned apart from the clients
 * (when taskset and two CPUs are there); the threshold is judged on the pinned round, the fair one.
 */
export const abuseScenario: Scenario = {
  name: 'abuse',
  summary: `${SLOW} slowloris connections from ${SLOW_ADDRESSES} addresses + ${FLOOD_SOCKETS} WebSockets of one account, while ${NORMAL_USERS} members read; their p95 ≤ 2× the quiet p95 (api pinned apart from the clients), none failed`,
  defaultDurationSeconds: 30,
  async run({ durationSeconds, log }) {
    const pinning = ROUNDS.includes('pinned') ? cpuPinning() : null;
    const unpinned = await measureRound(durationSeconds, log, null);
    const pinned = pinning ? await measureRound(durationSeconds, log, pinning) : null;
    if (!pinning) log('abuse: no pinned round (needs taskset and at least 2 CPUs); the threshold is judged on the unpinned one');
    const judged = pinned ?? unpinned;
    const rounds = [unpinned, ...(pinned ? [pinned] : [])];
    return {
      scenario: 'abuse',
      description: `${NORMAL_USERS} members reading (profile + usage, think ${THINK_MS} ms) for ${durationSeconds} s quiet, then ${durationSeconds} s under ${SLOW} slowloris connections (a header line every ${TRICKLE_MS / 1000} s, ${SLOW_ADDRESSES} addresses) and ${FLOOD_SOCKETS} WebSockets of one account from 8 addresses; default caps (256 connections and 100 sockets per address, 20 per account); once with every process on every CPU, once with the api on CPU ${pinning?.serverCpus ?? '-'} and the clients on CPU ${pinning?.clientCpus ?? '-'}`,
      durationSeconds,
      metrics: { unpinned, ...(pinned ? { pinned } : {}), p95RatioUnpinned: unpinned.p95Ratio, p95RatioPinned: pinned?.p95Ratio ?? null },
      thresholds: [
        threshold(`members p95 under attack / quiet p95 (${pinned ? 'pinned' : 'unpinned'})`, judged.p95Ratio, '<=', 2),
        threshold('members failed requests (both rounds)', rounds.reduce((n, r) => n + r.underAttack.failed + r.quiet.failed, 0), '==', 0),
        threshold('flood sockets signed in and open, worst round (WS_MAX_PER_USER)', Math.max(...rounds.map((r) => r.socketFlood.signedInOpen)), '<=', 20),
        threshold('slowloris connections held, worst round (≤ 256 per address)', Math.max(...rounds.map((r) => r.slowloris.stillOpen)), '<=', 256 * SLOW_ADDRESSES),
      ],
    };
  },
};

import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { latencySummary, threshold } from '../lib/stats';
import type { Scenario } from './types';

const SOCKETS = Number(process.env.LOAD_SOCKETS ?? 1000);
const RATE = Number(process.env.LOAD_SOCKETS_RATE ?? 200);

/**
 * 1,000 signed-in sockets (one user each) on one api process; events published on the users'
 * Redis channels (as workers publish them) at a steady rate; publish → arrival on the client.
 */
export const socketsScenario: Scenario = {
  name: 'sockets',
  summary: `${SOCKETS} open sockets on one api process, ${RATE} events/s published to random users; publish → client p95 ≤ 20 ms, none lost, no socket dropped`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ workers: [] });
    const sockets: EventSocket[] = [];
    try {
      const users = await createUsers(stack.ctx, SOCKETS);
      const openStarted = performance.now();
      for (let i = 0; i < users.length; i += 50) {
        sockets.push(...(await Promise.all(users.slice(i, i + 50).map((u) => EventSocket.open(stack.url, u.token)))));
      }
      const openSeconds = (performance.now() - openStarted) / 1000;
      log(`sockets: ${sockets.length} open in ${openSeconds.toFixed(1)} s; publishing ${RATE}/s for ${durationSeconds} s`);
      const sent = new Map<string, number>();
      const latencies: number[] = [];
      sockets.forEach((socket) => {
        socket.onEvent = (event, at) => {
          const key = (event.data.fields as string[] | undefined)?.[0];
          const started = key ? sent.get(key) : undefined;
          if (started !== undefined) {
            latencies.push(at - started);
            sent.delete(key!);
          }
        };
      });
      const total = Math.round(RATE * durationSeconds);
      const startedAt = performance.now();
      for (let n = 0; n < total; n++) {
        // Constant arrival rate: publish n at startedAt + n / RATE.
        const due = startedAt + (n * 1000) / RATE;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        const i = Math.floor(Math.random() * users.length);
        const key = `load:${n}`;
        sent.set(key, performance.now());
        void stack.ctx.publisher.publish(users[i]!.id, 'profile.updated', { fields: [key] });
      }
      await new Promise((r) => setTimeout(r, 2000));
      const dropped = sockets.filter((s) => s.closed).length;
      const summary = latencySummary(latencies);
      return {
        scenario: 'sockets',
        description: `${SOCKETS} sockets, one user each, on one api process; ${RATE} events/s published on the users' Redis channels; latency = publish → message on the client`,
        durationSeconds,
        metrics: { sockets: sockets.length, openSeconds: Math.round(openSeconds * 10) / 10, published: total, delivered: latencies.length, lost: sent.size, dropped, latency: summary },
        thresholds: [
          threshold('sockets open', sockets.length, '==', SOCKETS),
          threshold('publish → client p95 (ms)', summary.p95, '<=', 20),
          threshold('events lost', sent.size, '==', 0),
          threshold('sockets dropped', dropped, '==', 0),
        ],
      };
    } finally {
      sockets.forEach((s) => s.close());
      await stack.close();
    }
  },
};

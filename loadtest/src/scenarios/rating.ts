import { RatingModel } from '@fitrater/core';
import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { latencySummary, threshold } from '../lib/stats';
import type { Scenario } from './types';

const USERS = Number(process.env.LOAD_RATING_USERS ?? 10);
const AI_MS = 300;
/** `local` runs the same load on the built-in engine (LOAD_RATING_PROVIDER=local): the comparison for the openai engine's overhead. */
const PROVIDER = process.env.LOAD_RATING_PROVIDER === 'local' ? 'local' : 'openai';

/** POST /api/ratings, then wait for `rating.done` on the user's socket; 10 users in a closed loop. */
export const ratingScenario: Scenario = {
  name: 'rating',
  summary: `${USERS} users each POST /api/ratings and wait for rating.done on their socket, in a loop (AI fake: ${AI_MS} ms); overhead p95 ≤ 150 ms, nothing lost or failed`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    // Share cards render in their own process, as `npm start` runs them, competing for the same cores.
    const stack = await startLoadStack({ aiLatencyMs: AI_MS, workers: ['default,rating', 'media'], ...(PROVIDER === 'local' ? { env: { AI_PROVIDER: 'local' } } : {}) });
    try {
      const users = await createUsers(stack.ctx, USERS);
      const samples: Array<{ id: string; total: number }> = [];
      let posted = 0;
      let failed = 0;
      let lost = 0;
      const until = performance.now() + durationSeconds * 1000;
      log(`rating: ${USERS} users for ${durationSeconds} s`);
      await Promise.all(users.map(async (u, i) => {
        const socket = await EventSocket.open(stack.url, u.token);
        for (let n = 0; performance.now() < until; n++) {
          const started = performance.now();
          const res = await fetch(`${stack.url}/api/ratings`, {
            method: 'POST', headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ description: `load outfit ${i}-${n}: navy blazer, white shirt, grey trousers`, occasion: 'work' }),
          });
          if (res.status !== 202) {
            failed++;
            continue;
          }
          posted++;
          const { ratingId } = (await res.json()) as { ratingId: string };
          try {
            const hit = await socket.wait(['rating.done', 'rating.failed'], ratingId, 30_000);
            if (hit.event.type === 'rating.failed') failed++;
            // The first rating of each user warms the worker's connections and JIT: not measured.
            else if (n > 0) samples.push({ id: ratingId, total: hit.at - started });
          } catch {
            lost++;
          }
        }
        socket.close();
      }));
      const rows = await RatingModel.query(stack.ctx.db).whereIn('id', samples.map((s) => s.id)).select('id', 'engineMs', 'engine', 'engineFallback');
      const engine = new Map(rows.map((r) => [r.id, r.engineMs ?? 0]));
      const overhead = samples.map((s) => s.total - (engine.get(s.id) ?? 0));
      // The openai engine's own cost over the model's time: the request, parsing, and the built-in judgement it blends with.
      const engineTimes = latencySummary(rows.map((r) => r.engineMs ?? 0));
      const engineOverModel = PROVIDER === 'openai' ? latencySummary(rows.filter((r) => r.engine === 'openai').map((r) => (r.engineMs ?? 0) - AI_MS)) : null;
      const fallbacks = rows.filter((r) => r.engineFallback !== null).length;
      const done = await RatingModel.query(stack.ctx.db).where({ status: 'done' }).resultSize();
      const used = Number((await stack.ctx.db('usage_counters').sum({ used: 'used' }).first())?.used ?? 0);
      return {
        scenario: 'rating',
        description: `${USERS} concurrent users, POST → rating.done on the socket, ${PROVIDER === 'openai' ? `openai engine against the fake answering after ${AI_MS} ms` : 'the built-in engine'}; overhead = total − the engine's own time`,
        durationSeconds,
        metrics: {
          provider: PROVIDER, posted, done, failed, lost, quotaUnitsUsed: used, total: latencySummary(samples.map((s) => s.total)), overhead: latencySummary(overhead), ratingsPerSecond: posted / durationSeconds,
          engineMs: engineTimes, ...(engineOverModel ? { engineOverModel, fallbacks } : {}),
        },
        thresholds: [
          threshold('overhead p95 (ms)', latencySummary(overhead).p95, '<=', 150),
          ...(engineOverModel ? [threshold('openai engine over the model\'s own time p95 (ms)', engineOverModel.p95, '<=', 50), threshold('ratings the built-in engine answered in the model\'s place', fallbacks, '==', 0)] : []),
          threshold('failed', failed, '==', 0),
          threshold('lost (no rating.done within 30 s)', lost, '==', 0),
          threshold('done − posted', done - posted, '==', 0),
          threshold('quota units used − done', used - done, '==', 0),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};

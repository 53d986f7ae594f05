import { STYLING_OCCASION_IDS, WEATHER_IDS, type GeneratedOutfit } from '@fitrater/contracts';
import { StylingRequestModel } from '@fitrater/core';
import { jobOptions } from '@fitrater/platform';
import { startLoadStack } from '../lib/stack';
import { createUsers } from '../lib/users';
import { EventSocket } from '../lib/socket';
import { closedLoop, postJson, WARMUP_SECONDS } from '../lib/loop';
import { latencySummary, threshold } from '../lib/stats';
import { cpuMeter, jobTimes, legSummary, type Legs } from '../lib/legs';
import type { Scenario } from './types';

const USERS = Number(process.env.LOAD_STYLING_USERS ?? 50);
const AI_MS = 300;
const THINK_MS = 1000;
const ANSWER: GeneratedOutfit = {
  confidence_rating: 8.4,
  outfit: { top: 'Ivory silk blouse under a navy blazer', bottom: 'Charcoal tailored trousers', footwear: 'Black leather loafers', accessories: 'Pearl studs, structured tote', colors: ['ivory', 'navy', 'charcoal'] },
  styling_notes: 'Polished and calm.',
  weather_considerations: 'Leather shrugs off a light rain.',
  body_type_tips: 'High-rise trousers lengthen the leg.',
};

/** 50 premium users asking the outfit generator, waiting for `styling.done`, thinking 1 s. */
export const stylingScenario: Scenario = {
  name: 'styling',
  summary: `${USERS} premium users POST /api/premium/outfit-suggestion and wait for styling.done, think 1 s, repeat (AI fake: ${AI_MS} ms) after a ${WARMUP_SECONDS} s warm-up; overhead p95 ≤ 150 ms, none failed or lost`,
  defaultDurationSeconds: 20,
  async run({ durationSeconds, log }) {
    const stack = await startLoadStack({ aiLatencyMs: AI_MS, aiAnswer: ANSWER, workers: ['default,styling'] });
    try {
      const users = await createUsers(stack.ctx, USERS, { premium: true, tag: 'styling' });
      const sockets = await Promise.all(users.map((u) => EventSocket.open(stack.url, u.token)));
      const samples: Array<{ id: string; total: number; posted: number; accepted: number; arrived: number }> = [];
      let posted = 0;
      let failed = 0;
      let lost = 0;
      const warmUp: Array<{ id: string; total: number }> = [];
      log(`styling: ${USERS} users, warm-up ${WARMUP_SECONDS} s, then ${durationSeconds} s measured`);
      const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
      let cpu: ReturnType<typeof cpuMeter> | null = null;
      let postedMeasured = 0;
      setTimeout(() => (cpu = cpuMeter([stack.api, ...stack.workers])), WARMUP_SECONDS * 1000);
      await closedLoop(users, WARMUP_SECONDS + durationSeconds, THINK_MS, async (u, i, n) => {
        const started = performance.now();
        const measured = started >= measureFrom;
        const body = { occasion: STYLING_OCCASION_IDS[(i + n) % STYLING_OCCASION_IDS.length], weather: WEATHER_IDS[n % WEATHER_IDS.length] };
        const res = await postJson(`${stack.url}/api/premium/outfit-suggestion`, u.token, body);
        if (res.status !== 202) {
          failed++;
          return;
        }
        const accepted = performance.now();
        posted++;
        if (measured) postedMeasured++;
        const requestId = res.body.requestId as string;
        try {
          const hit = await sockets[i]!.wait(['styling.done', 'styling.failed'], requestId, 30_000);
          if (hit.event.type === 'styling.failed') failed++;
          else if (!measured) warmUp.push({ id: requestId, total: hit.at - started });
          else samples.push({ id: requestId, total: hit.at - started, posted: started, accepted, arrived: hit.at });
        } catch {
          lost++;
        }
      });
      const cpuPerRequest = (cpu as ReturnType<typeof cpuMeter> | null)?.perRequest(postedMeasured) ?? {};
      sockets.forEach((s) => s.close());
      const rows = await StylingRequestModel.query(stack.ctx.db).whereIn('id', [...samples, ...warmUp].map((s) => s.id)).select('id', 'engineMs');
      const engine = new Map(rows.map((r) => [r.id, r.engineMs ?? 0]));
      const overhead = samples.map((s) => s.total - (engine.get(s.id) ?? 0));
      const warmUpOverhead = warmUp.map((s) => s.total - (engine.get(s.id) ?? 0));
      // The overhead's legs: POST until 202; 202 until the worker takes the job; the job minus the
      // engine's time; the job's end until the socket has styling.done.
      const legs: Legs = { post: [], pickup: [], jobMinusEngine: [], delivery: [] };
      const epoch = (perf: number) => performance.timeOrigin + perf;
      for (const s of samples) {
        legs.post!.push(s.accepted - s.posted);
        const job = await jobTimes(stack.ctx.producer, 'styling', jobOptions('styling.generate', { requestId: s.id }).jobId!);
        if (!job?.finishedOn) continue;
        legs.pickup!.push(job.processedOn - epoch(s.accepted));
        legs.jobMinusEngine!.push(job.finishedOn - job.processedOn - (engine.get(s.id) ?? 0));
        legs.delivery!.push(epoch(s.arrived) - job.finishedOn);
      }
      return {
        scenario: 'styling',
        description: `${USERS} premium users, think time ${THINK_MS} ms, outfit generator with the openai engine against the fake answering after ${AI_MS} ms; overhead = total − the engine's own time, measured after a ${WARMUP_SECONDS} s warm-up at the same load (failures counted throughout)`,
        durationSeconds,
        metrics: { posted, failed, lost, warmUpOverhead: latencySummary(warmUpOverhead), total: latencySummary(samples.map((s) => s.total)), overhead: latencySummary(overhead), overheadLegs: legSummary(legs), cpuMsPerRequest: cpuPerRequest },
        thresholds: [
          threshold('overhead p95 (ms)', latencySummary(overhead).p95, '<=', 150),
          threshold('failed', failed, '==', 0),
          threshold('lost (no styling.done within 30 s)', lost, '==', 0),
        ],
      };
    } finally {
      await stack.close();
    }
  },
};

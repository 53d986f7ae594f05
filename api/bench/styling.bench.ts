/**
 * Premium styling benchmark, in one run: the time from `POST /api/premium/outfit-suggestion` to
 * `styling.done` on the user's socket,
 *  1. with the local engine, one request at a time over every occasion × weather pair's first
 *     rows (target p95 ≤ 1 s on 2 cores);
 *  2. with the openai engine against the local OpenAI-wire server answering after 300 ms: the
 *     overhead over the SDK asking the same server directly in the same run (target p95 ≤ 150 ms).
 * The api and a styling workers process run from the production bundles (bench-stack.ts).
 */
import OpenAI from 'openai';
import { STYLING_OCCASION_IDS, WEATHER_IDS, type GeneratedOutfit } from '@fitrater/contracts';
import { startFakeOpenAiServer } from '@fitrater/test-support';
import { benchMember, pct, prepareBenchBuild, startBenchStack, type BenchStack } from './bench-stack';

const REQUESTS = Number(process.env.BENCH_STYLING_REQUESTS ?? 40);
const AI_LATENCY_MS = 300;
const ANSWER: GeneratedOutfit = {
  confidence_rating: 8.4,
  outfit: { top: 'Ivory silk blouse under a navy blazer', bottom: 'Charcoal tailored trousers', footwear: 'Black leather loafers', accessories: 'Pearl studs, structured tote', colors: ['ivory', 'navy', 'charcoal'] },
  styling_notes: 'Polished and calm.',
  weather_considerations: 'Leather loafers and a blazer suit a mild day.',
  body_type_tips: 'High-rise trousers lengthen the leg.',
};
const round = (n: number) => Math.round(n);

/** A premium member with a socket; `generate` resolves with ms from the POST to styling.done. */
async function member(s: BenchStack, n: number) {
  const { token, seen, close } = await benchMember(s, `styling-bench-${n}@example.test`, 'requestId');
  async function generate(i: number): Promise<number> {
    const started = performance.now();
    const res = await fetch(`${s.url}/api/premium/outfit-suggestion`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ occasion: STYLING_OCCASION_IDS[i % STYLING_OCCASION_IDS.length], weather: WEATHER_IDS[Math.floor(i / STYLING_OCCASION_IDS.length) % WEATHER_IDS.length] }),
    });
    if (res.status !== 202) throw new Error(`outfit-suggestion: ${res.status} ${await res.text()}`);
    const { requestId } = (await res.json()) as { requestId: string };
    const failed = seen('styling.failed', requestId).then(() => { throw new Error(`styling request ${requestId} failed`); });
    return (await Promise.race([seen('styling.done', requestId), failed])) - started;
  }
  return { generate, close };
}

async function sequential(s: BenchStack, count: number): Promise<number[]> {
  const m = await member(s, count);
  for (let i = 0; i < 3; i++) await m.generate(i); // warm-up: JIT, pools, knowledge base
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await m.generate(i));
  m.close();
  return times;
}

await prepareBenchBuild();
// One member sends every request of a case in a row: the per-member AI limit (20 a minute) would
// answer 429 halfway; the bench measures the path, not the limit.
const UNLIMITED = { AI_RATE_LIMIT_MAX: String(REQUESTS * 4) };
const rows: Record<string, string | number | boolean>[] = [];

const local = await startBenchStack('styling', UNLIMITED);
try {
  const times = await sequential(local, REQUESTS);
  rows.push({
    case: 'local engine', requests: REQUESTS, 'p50 ms': round(pct(times, 50)), 'p95 ms': round(pct(times, 95)),
    target: 'p95 ≤ 1000 ms', met: pct(times, 95) <= 1000,
  });
} finally {
  await local.close();
}

const ai = await startFakeOpenAiServer({ answer: ANSWER, latencyMs: AI_LATENCY_MS });
const remote = await startBenchStack('styling', { ...UNLIMITED, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0' });
try {
  const client = new OpenAI({ apiKey: 'sk-bench', baseURL: ai.url, maxRetries: 0 });
  const direct: number[] = [];
  for (let i = 0; i < 3 + REQUESTS; i++) {
    const started = performance.now();
    await client.chat.completions.create({ model: 'fake', messages: [{ role: 'user', content: 'an outfit for a job interview' }], response_format: { type: 'json_object' } });
    if (i >= 3) direct.push(performance.now() - started);
  }
  const times = await sequential(remote, REQUESTS);
  const overhead95 = pct(times, 95) - pct(direct, 95);
  rows.push({
    case: `openai engine (server answers after ${AI_LATENCY_MS} ms)`, requests: REQUESTS, 'p50 ms': round(pct(times, 50)), 'p95 ms': round(pct(times, 95)),
    target: `overhead p50 ${round(pct(times, 50) - pct(direct, 50))} ms, p95 ${round(overhead95)} ms over the SDK's own call (p50 ${round(pct(direct, 50))}, p95 ${round(pct(direct, 95))} ms); target ≤ 150 ms`,
    met: overhead95 <= 150,
  });
} finally {
  await remote.close();
  await ai.close();
}

console.log(JSON.stringify({
  bench: 'styling.request-to-done',
  title: 'Premium styling: request to styling.done',
  description: 'Time from POST /api/premium/outfit-suggestion to styling.done on the member\'s WebSocket, one request at a time over the 12 occasions and 6 weathers; the api and a styling workers process run from the production bundles on this machine (2 cores shared with the client). The openai row compares against the same SDK calling the OpenAI-wire server directly in the same run.',
  rows,
}));
process.exit(0);

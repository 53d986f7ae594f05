/**
 * Stylist chat benchmark, in one run: the time from `POST /api/chat/send` to the first
 * `chat.delta` on the user's socket,
 *  1. with the local engine, one conversation at a time (target p95 ≤ 300 ms);
 *  2. with the local engine, 100 conversations started at once (first delta and whole reply);
 *  3. with the openai engine against the local OpenAI-wire server whose first token comes after
 *     300 ms: the overhead over the server's own first token, measured with the SDK directly in
 *     the same run (target p95 ≤ 100 ms).
 * The api and a chat workers process (chat concurrency 100) run as their own processes from the
 * production bundles; this process only plays the users and the OpenAI-wire server.
 */
import OpenAI from 'openai';
import { startFakeOpenAiServer } from '@fitrater/test-support';
import { benchMember, pct, prepareBenchBuild, startBenchStack, type BenchStack as Stack } from './bench-stack';

const SEQUENTIAL = Number(process.env.BENCH_CHAT_SEQUENTIAL ?? 30);
const CONCURRENT = Number(process.env.BENCH_CHAT_CONCURRENT ?? 100);
const FIRST_TOKEN_MS = 300;
/** Varied questions, so the engine does real work for each (its verdict cache is shared by same-outfit questions only). */
const QUESTIONS = [
  'What shoes with a navy suit for a wedding?', 'What should I wear to a job interview when it is cold?', 'Does a burgundy sweater go with grey trousers?',
  'How do I style a leather jacket?', 'What to wear for brunch?', 'What should I wear to a party?', 'Do white sneakers go with chinos?',
  'What to wear for a date when it is rainy?', 'How do I style a denim jacket?', 'What to wear to the beach?',
];
const round = (n: number) => Math.round(n);

/** A premium member with a socket, asking questions. */
async function user(s: Stack, n: number) {
  const { token, seen, close } = await benchMember(s, `chat-bench-${n}@example.test`, 'replyId');
  /** Sends one question; resolves with ms to the answer, the first delta and the end of the reply. */
  async function ask(): Promise<{ first: number; done: number; accepted: number }> {
    const started = performance.now();
    const res = await fetch(`${s.url}/api/chat/send`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length], personality: 'professional' }),
    });
    if (res.status !== 202) throw new Error(`send: ${res.status} ${await res.text()}`);
    const { replyId } = (await res.json()) as { replyId: string };
    const accepted = performance.now() - started;
    const [first, done] = await Promise.all([seen('chat.delta', replyId), seen('chat.done', replyId)]);
    return { first: first - started, done: done - started, accepted };
  }
  return { ask, close };
}

async function sequential(s: Stack, count: number, offset: number) {
  const results: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = await user(s, offset + i);
    results.push((await u.ask()).first);
    u.close();
  }
  return results;
}

await prepareBenchBuild();
const rows: Record<string, string | number>[] = [];

// 1 and 2: local engine.
const local = await startBenchStack('chat');
try {
  await sequential(local, 3, 0); // warm-up: JIT, pools, lexicon
  const seq = await sequential(local, SEQUENTIAL, 100);
  rows.push({ case: 'local, one at a time', conversations: SEQUENTIAL, 'first delta p50 ms': round(pct(seq, 50)), 'first delta p95 ms': round(pct(seq, 95)), target: 'p95 ≤ 300 ms' });
  const users = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => user(local, 1000 + i)));
  const started = performance.now();
  const results = await Promise.all(users.map((u) => u.ask()));
  const wall = performance.now() - started;
  process.stderr.write(`accepted p50 ${round(pct(results.map((r) => r.accepted), 50))} p95 ${round(pct(results.map((r) => r.accepted), 95))} ms\n`);
  users.forEach((u) => u.close());
  rows.push({
    case: `local, ${CONCURRENT} at once`, conversations: CONCURRENT,
    'first delta p50 ms': round(pct(results.map((r) => r.first), 50)), 'first delta p95 ms': round(pct(results.map((r) => r.first), 95)),
    target: `all replies done in ${(wall / 1000).toFixed(1)} s (reply p95 ${(pct(results.map((r) => r.done), 95) / 1000).toFixed(1)} s, paced at 30 ms a word)`,
  });
} finally {
  await local.close();
}

// 3: openai engine against the OpenAI-wire server.
const ai = await startFakeOpenAiServer({ latencyMs: FIRST_TOKEN_MS });
const remote = await startBenchStack('chat', { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0' });
try {
  const client = new OpenAI({ apiKey: 'sk-bench', baseURL: ai.url, maxRetries: 0 });
  const direct: number[] = [];
  for (let i = 0; i < 3 + SEQUENTIAL; i++) {
    const started = performance.now();
    const stream = await client.chat.completions.create({ model: 'fake', messages: [{ role: 'user', content: QUESTIONS[0]! }], stream: true });
    let first = 0;
    for await (const chunk of stream) if (!first && chunk.choices[0]?.delta?.content) first = performance.now() - started;
    if (i >= 3) direct.push(first);
  }
  await sequential(remote, 3, 0);
  const seq = await sequential(remote, SEQUENTIAL, 100);
  rows.push({
    case: `openai (first token ${FIRST_TOKEN_MS} ms), one at a time`, conversations: SEQUENTIAL,
    'first delta p50 ms': round(pct(seq, 50)), 'first delta p95 ms': round(pct(seq, 95)),
    target: `overhead p50 ${round(pct(seq, 50) - pct(direct, 50))} ms, p95 ${round(pct(seq, 95) - pct(direct, 95))} ms over the SDK's own first token (p50 ${round(pct(direct, 50))}, p95 ${round(pct(direct, 95))} ms); target ≤ 100 ms`,
  });
} finally {
  await remote.close();
  await ai.close();
}

console.log(JSON.stringify({
  bench: 'chat.first-delta',
  title: 'Stylist chat: send to first chat.delta',
  description: 'Time from POST /api/chat/send to the first chat.delta on the user\'s WebSocket; the api and a chat workers process run from the production bundles on this machine (2 cores shared with the clients), each conversation a separate premium user asking one of 10 questions. The openai row compares against the same SDK streaming straight from the OpenAI-wire server in the same run.',
  rows,
}));
process.exit(0);

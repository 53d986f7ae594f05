import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StylistAnswer } from '@fitrater/contracts';

/**
 * What the fake server does with one request. Queued behaviours are used in
 * order, one per request; when the queue is empty it gives the default answer.
 * - `{ json }`: a completion whose message content is `JSON.stringify(json)`.
 * - `{ raw }`: a completion whose content is this text as is (e.g. not JSON).
 * - `{ refusal }`: a completion with a structured-output refusal and null content.
 * - `{ status, retryAfter?, retryAfterMs?, body? }`: an error in OpenAI's shape.
 * - `{ delayMs }` (alone or with any of the above): wait first; longer than the
 *   client's timeout makes it time out. The default answer otherwise.
 */
export type FakeOpenAiBehaviour =
  | { json: unknown; delayMs?: number }
  | { raw: string; delayMs?: number }
  | { refusal: string; delayMs?: number }
  | { status: number; retryAfter?: number; retryAfterMs?: number; body?: unknown; delayMs?: number }
  | { delayMs: number }
  | FakeStreamBehaviour;

/**
 * A streamed answer (requests with `stream: true`): `chunks` sent as `chat.completion.chunk`
 * server-sent events, `chunkDelayMs` apart, then a finish reason and `[DONE]`. With `cutAfter`
 * the connection is destroyed after that many chunks (a broken stream).
 */
export interface FakeStreamBehaviour {
  stream: string[];
  chunkDelayMs?: number;
  cutAfter?: number;
  delayMs?: number;
}

/**
 * How the endpoint itself behaves, for every request (probes included), before any queued
 * behaviour: the quirks real OpenAI-compatible servers have.
 */
export interface FakeOpenAiQuirks {
  /** `response_format: json_schema` is refused with 400 (Gemini's and many local servers' answer). */
  noJsonSchema?: boolean;
  /** A reasoning model behind a plain-text endpoint: any `response_format` is refused with 400, and answers are `<think>…</think>`, prose, then the JSON in a code fence. */
  fencedJson?: boolean;
  /** Any `image_url` part is refused with 400 (a model without vision). */
  noVision?: boolean;
  /** Wait before the first token of a streamed answer, or before a whole answer. */
  firstTokenDelayMs?: number;
  /** Streamed answers stop after this many pieces and hang with the connection open. */
  stallAfterChunks?: number;
  /** 429 with `Retry-After: rateLimitRetryAfter` seconds, for the next `rateLimitTimes` requests (every request when unset). */
  rateLimitRetryAfter?: number;
  rateLimitTimes?: number;
  /** Every answer is a refusal with this text. */
  refusal?: string;
  /** Rating answers score on a 0–100 scale (an overall score of 85). */
  scoreOutOfRange?: boolean;
}

/** The quirk modes by name (the tests, `docs/MODELS.md` and `fake-openai.mjs --mode`). */
export const FAKE_OPENAI_MODES = {
  'json-schema-400': { noJsonSchema: true },
  'fenced-json': { fencedJson: true },
  'no-vision': { noVision: true },
  'slow-first-token': { firstTokenDelayMs: 1500 },
  stall: { stallAfterChunks: 3 },
  'rate-limited': { rateLimitRetryAfter: 30 },
  refusal: { refusal: "I'm sorry, but I can't help with rating people in photos." },
  'score-out-of-range': { scoreOutOfRange: true },
} as const satisfies Record<string, FakeOpenAiQuirks>;
export type FakeOpenAiMode = keyof typeof FAKE_OPENAI_MODES;

/** A reasoning model's plain-text answer around the JSON. */
export function fencedAnswer(json: string): string {
  return `<think>\nThe user wants the outfit rated. The palette is calm; the fit looks sharp. I must answer with JSON.\n</think>\nHere is my rating of the outfit:\n\n\`\`\`json\n${json}\n\`\`\`\nLet me know if you want more tips!`;
}

/** What a streaming request gets when nothing is queued. */
export const FAKE_CHAT_REPLY = ['Navy', ' and', ' brown', ' are', ' a', ' classic', ' pair:', ' wear', ' brown', ' leather', ' shoes.'];

/** A Chat Completions request body as received (loosely typed: tests assert on it). */
export interface FakeChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string | Array<Record<string, unknown>> }>;
  [field: string]: unknown;
}

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (null if it was not JSON). */
  body: FakeChatRequestBody | null;
  receivedAt: number;
  /** When the server last wrote to this request's response (epoch ms): an error, a whole answer, or the last chunk before a stream stalled or was cut. */
  answeredAt?: number;
}

export interface FakeOpenAiServer {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  url: string;
  /** Requests that are not probes, in order. */
  requests: FakeOpenAiRequest[];
  /** Probe requests (header `x-fitrater-probe`): recorded apart, they never take a queued behaviour. */
  probes: FakeOpenAiRequest[];
  /** Sets the endpoint's quirks (replacing the previous ones): a mode by name, or quirks. */
  setQuirks(quirks: FakeOpenAiQuirks | FakeOpenAiMode | null): void;
  /** Queue behaviours for the next requests, in order. */
  enqueue(...behaviours: FakeOpenAiBehaviour[]): void;
  /** The answer and fixed latency used when the queue is empty. */
  setDefault(options: { answer?: unknown; latencyMs?: number }): void;
  /** Empties the queue, the recorded requests and probes, and the quirks. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeOpenAiServerOptions {
  answer?: unknown;
  /** Fixed latency of the default answer (the pipeline bench uses 300 ms). */
  latencyMs?: number;
  host?: string;
  port?: number;
  quirks?: FakeOpenAiQuirks | FakeOpenAiMode;
}

/** A valid StylistAnswer with every component assessable. */
export const FAKE_STYLIST_ANSWER: StylistAnswer = {
  overallRating: 7.8,
  emoji: '🔥',
  summary: 'A clean, well-balanced outfit that suits the occasion.',
  feedback: 'The navy and white palette is calm and coordinated. The fit is sharp through the shoulders. Swap the sneakers for loafers to lift it.',
  components: {
    top: { status: 'visible', rating: 8.2, description: 'Crisp white shirt, good shoulder fit.', suggestions: ['Roll the sleeves once for a relaxed look.'] },
    bottom: { status: 'visible', rating: 7.6, description: 'Navy chinos with a clean break.' },
    footwear: { status: 'visible', rating: 6.9, description: 'White sneakers, slightly casual.', suggestions: ['Try brown loafers.'] },
    accessories: { status: 'not_assessable', rating: null, description: 'No accessories visible.' },
  },
  confidence: 0.8,
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed || res.writableEnded) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error', 401: 'invalid_request_error', 404: 'invalid_request_error', 429: 'rate_limit_exceeded',
};

let completionCounter = 0;

/** Server-sent events in the Chat Completions streaming format. */
async function streamChunks(
  res: ServerResponse, model: string, b: FakeStreamBehaviour & { refusal?: string; firstDelayMs?: number; stallAfter?: number },
  wait: (ms: number) => Promise<void>, wrote: () => void,
): Promise<void> {
  completionCounter += 1;
  const id = `chatcmpl-fake${completionCounter}`;
  const created = Math.floor(Date.now() / 1000);
  const frame = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(frame({ role: 'assistant', content: '' }, null));
  wrote();
  if (b.firstDelayMs) await wait(b.firstDelayMs);
  if (b.refusal !== undefined) {
    if (res.destroyed) return;
    res.write(frame({ refusal: b.refusal }, null));
    res.write(frame({}, 'stop'));
    res.end('data: [DONE]\n\n');
    wrote();
    return;
  }
  for (let i = 0; i < b.stream.length; i++) {
    if (b.cutAfter !== undefined && i >= b.cutAfter) {
      res.destroy();
      return;
    }
    // A stalled stream: nothing more, the connection left open until the client gives up.
    if (b.stallAfter !== undefined && i >= b.stallAfter) return;
    if (i > 0 && b.chunkDelayMs) await wait(b.chunkDelayMs);
    if (res.destroyed) return;
    res.write(frame({ content: b.stream[i] }, null));
    wrote();
  }
  if (b.cutAfter !== undefined && b.cutAfter >= b.stream.length) {
    res.destroy();
    return;
  }
  res.write(frame({}, 'stop'));
  res.end('data: [DONE]\n\n');
  wrote();
}

/** A text cut in `parts` pieces of about equal length (a streamed JSON answer). */
function pieces(text: string, parts = 6): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const hasImage = (body: FakeChatRequestBody): boolean =>
  body.messages.some((m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'));
const isChat = (body: FakeChatRequestBody): boolean =>
  body.messages.some((m) => m.role === 'system' && typeof m.content === 'string' && m.content.includes('stylist chat'));

const resolveQuirks = (q: FakeOpenAiQuirks | FakeOpenAiMode | null | undefined): FakeOpenAiQuirks =>
  typeof q === 'string' ? { ...FAKE_OPENAI_MODES[q] } : { ...(q ?? {}) };

function completion(model: string, message: { content: string | null; refusal: string | null }) {
  completionCounter += 1;
  return {
    id: `chatcmpl-fake${completionCounter}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 180, total_tokens: 300 },
  };
}

/**
 * A local OpenAI-compatible Chat Completions server (node:http, free port)
 * speaking the real wire format, scriptable per test, recording every request.
 */
export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const queue: FakeOpenAiBehaviour[] = [];
  const requests: FakeOpenAiRequest[] = [];
  const defaults: { answer: unknown; latencyMs: number } = { answer: options.answer ?? FAKE_STYLIST_ANSWER, latencyMs: options.latencyMs ?? 0 };
  const timers = new Set<NodeJS.Timeout>();

  const wait = (ms: number, res: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
      res.once('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve();
      });
    });

  const probes: FakeOpenAiRequest[] = [];
  let quirks = resolveQuirks(options.quirks);

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: FakeChatRequestBody | null = null;
    try {
      body = JSON.parse(raw) as FakeChatRequestBody;
    } catch {
      body = null;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const probe = req.headers['x-fitrater-probe'] !== undefined;
    const record: FakeOpenAiRequest = { method: req.method ?? 'GET', path, headers: req.headers, body, receivedAt: Date.now() };
    (probe ? probes : requests).push(record);
    const wrote = () => void (record.answeredAt = Date.now());
    const answer = (status: number, payload: unknown, headers?: Record<string, string>) => {
      send(res, status, payload, headers);
      wrote();
    };

    if (req.method === 'GET' && path === '/v1/models') {
      return send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fitrater' }] });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null } });
    }
    if (!body || typeof body !== 'object' || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return send(res, 400, { error: { message: 'model and messages are required', type: 'invalid_request_error', param: null, code: null } });
    }

    const badRequest = (message: string, param: string | null) =>
      answer(400, { error: { message, type: 'invalid_request_error', param, code: null } });
    // The endpoint's quirks come first, for probes and answers alike.
    if (quirks.rateLimitRetryAfter !== undefined && (quirks.rateLimitTimes === undefined || quirks.rateLimitTimes > 0)) {
      if (quirks.rateLimitTimes !== undefined) quirks.rateLimitTimes -= 1;
      return answer(429, { error: { message: 'Rate limit reached for requests', type: 'rate_limit_exceeded', param: null, code: 'rate_limit_exceeded' } }, { 'retry-after': String(quirks.rateLimitRetryAfter) });
    }
    const format = (body.response_format as { type?: string } | undefined)?.type;
    if (format === 'json_schema' && (quirks.noJsonSchema || quirks.fencedJson)) return badRequest("Invalid JSON payload received. Unknown name \"json_schema\" at 'generation_config': response_format json_schema is not supported.", 'response_format');
    if (format && quirks.fencedJson) return badRequest('response_format is not supported by this model.', 'response_format');
    if (quirks.noVision && hasImage(body)) return badRequest('Invalid content type. image_url is only supported by certain models.', 'messages');

    const streaming = body.stream === true;
    const model = body.model;
    const queued = probe ? undefined : queue.shift();
    const fallbackAnswer = probe ? { ok: true } : quirks.scoreOutOfRange ? { ...(defaults.answer as object), overallRating: 85 } : defaults.answer;
    const behaviour: FakeOpenAiBehaviour = queued ?? (streaming && !probe && isChat(body) ? { stream: FAKE_CHAT_REPLY, delayMs: defaults.latencyMs } : { json: fallbackAnswer, delayMs: probe ? 0 : defaults.latencyMs });
    await wait(behaviour.delayMs ?? 0, res);
    if (res.destroyed || req.socket.destroyed) return; // the client gave up (timeout)

    if ('status' in behaviour) {
      const headers: Record<string, string> = {};
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
      if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs);
      const error = behaviour.body ?? {
        error: { message: `Fake error ${behaviour.status}`, type: ERROR_TYPES[behaviour.status] ?? 'server_error', param: null, code: null },
      };
      return answer(behaviour.status, error, headers);
    }
    const refusal = quirks.refusal ?? ('refusal' in behaviour ? behaviour.refusal : undefined);
    const text = (): string => {
      const content = 'raw' in behaviour ? behaviour.raw : JSON.stringify('json' in behaviour ? behaviour.json : fallbackAnswer);
      return quirks.fencedJson ? fencedAnswer(content) : content;
    };
    if (streaming) {
      const stream = 'stream' in behaviour ? behaviour : { stream: refusal !== undefined ? [] : pieces(text()) };
      return streamChunks(res, model, { ...stream, refusal, firstDelayMs: quirks.firstTokenDelayMs, stallAfter: quirks.stallAfterChunks }, (ms) => wait(ms, res), wrote);
    }
    if (quirks.firstTokenDelayMs) await wait(quirks.firstTokenDelayMs, res);
    if (res.destroyed) return;
    if (refusal !== undefined) return answer(200, completion(model, { content: null, refusal }));
    const content = 'stream' in behaviour ? behaviour.stream.join('') : text();
    return answer(200, completion(model, { content, refusal: null }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host}:${port}/v1`,
    requests,
    probes,
    setQuirks(next) {
      quirks = resolveQuirks(next);
    },
    enqueue: (...behaviours) => void queue.push(...behaviours),
    setDefault(next) {
      if (next.answer !== undefined) defaults.answer = next.answer;
      if (next.latencyMs !== undefined) defaults.latencyMs = next.latencyMs;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      probes.length = 0;
      quirks = resolveQuirks(options.quirks);
    },
    async close() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

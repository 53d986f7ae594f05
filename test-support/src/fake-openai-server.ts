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
}

export interface FakeOpenAiServer {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  url: string;
  requests: FakeOpenAiRequest[];
  /** Queue behaviours for the next requests, in order. */
  enqueue(...behaviours: FakeOpenAiBehaviour[]): void;
  /** The answer and fixed latency used when the queue is empty. */
  setDefault(options: { answer?: unknown; latencyMs?: number }): void;
  /** Empties the queue and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeOpenAiServerOptions {
  answer?: unknown;
  /** Fixed latency of the default answer (the pipeline bench uses 300 ms). */
  latencyMs?: number;
  host?: string;
  port?: number;
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
async function streamChunks(res: ServerResponse, model: string, b: FakeStreamBehaviour, wait: (ms: number) => Promise<void>): Promise<void> {
  completionCounter += 1;
  const id = `chatcmpl-fake${completionCounter}`;
  const created = Math.floor(Date.now() / 1000);
  const frame = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(frame({ role: 'assistant', content: '' }, null));
  for (let i = 0; i < b.stream.length; i++) {
    if (b.cutAfter !== undefined && i >= b.cutAfter) {
      res.destroy();
      return;
    }
    if (i > 0 && b.chunkDelayMs) await wait(b.chunkDelayMs);
    if (res.destroyed) return;
    res.write(frame({ content: b.stream[i] }, null));
  }
  if (b.cutAfter !== undefined && b.cutAfter >= b.stream.length) {
    res.destroy();
    return;
  }
  res.write(frame({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

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

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: FakeChatRequestBody | null = null;
    try {
      body = JSON.parse(raw) as FakeChatRequestBody;
    } catch {
      body = null;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body, receivedAt: Date.now() });

    if (req.method === 'GET' && path === '/v1/models') {
      return send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'fitrater' }] });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: 'invalid_request_error', param: null, code: null } });
    }
    if (!body || typeof body !== 'object' || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return send(res, 400, { error: { message: 'model and messages are required', type: 'invalid_request_error', param: null, code: null } });
    }

    const streaming = body.stream === true;
    const behaviour: FakeOpenAiBehaviour = queue.shift() ?? (streaming ? { stream: FAKE_CHAT_REPLY, delayMs: defaults.latencyMs } : { json: defaults.answer, delayMs: defaults.latencyMs });
    const model = body.model;
    await wait(behaviour.delayMs ?? 0, res);
    if (res.destroyed || req.socket.destroyed) return; // the client gave up (timeout)

    if ('stream' in behaviour) return streamChunks(res, model, behaviour, (ms) => wait(ms, res));

    if ('status' in behaviour) {
      const headers: Record<string, string> = {};
      if (behaviour.retryAfter !== undefined) headers['retry-after'] = String(behaviour.retryAfter);
      if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs);
      const error = behaviour.body ?? {
        error: { message: `Fake error ${behaviour.status}`, type: ERROR_TYPES[behaviour.status] ?? 'server_error', param: null, code: null },
      };
      return send(res, behaviour.status, error, headers);
    }
    if ('refusal' in behaviour) return send(res, 200, completion(model, { content: null, refusal: behaviour.refusal }));
    if ('raw' in behaviour) return send(res, 200, completion(model, { content: behaviour.raw, refusal: null }));
    const answer = 'json' in behaviour ? behaviour.json : defaults.answer;
    return send(res, 200, completion(model, { content: JSON.stringify(answer), refusal: null }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host}:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    setDefault(next) {
      if (next.answer !== undefined) defaults.answer = next.answer;
      if (next.latencyMs !== undefined) defaults.latencyMs = next.latencyMs;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import sharp from 'sharp';
import { roundScore, type EngineFallbackReason } from '@fitrater/contracts';
import { FAKE_STYLIST_ANSWER, fencedAnswer, startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { StylistRefusedError, StylistUnavailableError, type PreparedImage, type StylistInput } from '../../src/stylist';
import { createLocalRater } from '../../src/local';
import { createOpenAiStylist, createOpenAiRuntime, type OpenAiConfig } from '../../src/openai';
import { createOpenAiStylingEngine } from '../../src/openai/styling';
import { PROBE_HEADER } from '../../src/openai/probe';

/**
 * The openai engine against the quirks of real OpenAI-compatible endpoints, through the real
 * `openai` SDK over HTTP to the local OpenAI-wire server in each quirk mode.
 */
const API_KEY = 'sk-test-quirks-0987654321';
let server: FakeOpenAiServer;
let image: PreparedImage;
let logLines: string[] = [];
let fallbacks: Array<{ capability: string; reason: EngineFallbackReason; model: string }> = [];

const logger = pino({ level: 'debug' }, new Writable({ write(chunk, _e, done) { logLines.push(String(chunk)); done(); } }));

function config(overrides: Partial<OpenAiConfig> = {}): OpenAiConfig {
  return {
    openaiApiKey: API_KEY, openaiBaseUrl: server.url, openaiModel: 'fake-model', openaiTimeoutMs: 5_000, openaiMaxRetries: 0,
    openaiFirstTokenTimeoutMs: 2_000, openaiStallTimeoutMs: 2_000, ...overrides,
  };
}

/** The engine with the built-in one at hand (colours only: no vision models in this test). */
function engine(overrides: Partial<OpenAiConfig> = {}) {
  return createOpenAiStylist(config(overrides), logger, { builtIn: {}, onFallback: (e) => fallbacks.push(e) });
}

const photoInput = (): StylistInput => ({ image, description: 'Navy chinos, white shirt, brown loafers', occasion: 'work', customOccasion: null, language: 'fr' });
const localAnswer = (input: StylistInput) => createLocalRater().rate(input);
const rated = () => server.requests.filter((r) => r.path.endsWith('/chat/completions'));
const systemOf = (i = 0) => rated()[i]!.body!.messages.find((m) => m.role === 'system')!.content as string;
const userTextOf = (i = 0) => (rated()[i]!.body!.messages.find((m) => m.role === 'user')!.content as Array<Record<string, any>>).filter((p) => p.type === 'text').map((p) => p.text).join('\n');
const hasImagePart = (i = 0) => (rated()[i]!.body!.messages.find((m) => m.role === 'user')!.content as Array<Record<string, any>>).some((p) => p.type === 'image_url');

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  const bytes = await sharp({ create: { width: 96, height: 160, channels: 3, background: { r: 30, g: 40, b: 100 } } }).jpeg().toBuffer();
  image = { bytes, width: 96, height: 160, mimeType: 'image/jpeg' };
});
afterAll(async () => server?.close());
beforeEach(() => {
  server.reset();
  server.setDefault({ answer: FAKE_STYLIST_ANSWER, latencyMs: 0 });
  logLines = [];
  fallbacks = [];
});

describe('probe', () => {
  it('a full-featured endpoint: every check accepted, JSON schema chosen, first-token and full-answer times measured; probes marked and kept apart', async () => {
    const runtime = createOpenAiRuntime(config(), logger);
    const report = await runtime.capabilities.probe('fake-model');
    expect(report.reachable).toBe(true);
    expect(report.capabilities).toEqual({ images: true, jsonSchema: true, jsonObject: true, streaming: true, seed: true, tools: true });
    expect(report.answerFormat).toBe('json_schema');
    expect(report.firstTokenMs).toBeTypeOf('number');
    expect(report.fullAnswerMs).toBeTypeOf('number');
    expect(server.probes.length).toBe(7);
    expect(server.probes.every((p) => p.headers[PROBE_HEADER] === '1')).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('an endpoint that cannot be reached is reported with the reason, and nothing else is probed', async () => {
    server.setQuirks({ rateLimitRetryAfter: 7 });
    const report = await createOpenAiRuntime(config(), logger).capabilities.probe('fake-model');
    expect(report).toMatchObject({ reachable: false, retryAfterSeconds: 7 });
    expect(report.error).toMatch(/^HTTP 429 \(Retry-After 7 s\)/);
    expect(server.probes).toHaveLength(1);
  });
});

describe('quirk: JSON schema refused with 400', () => {
  it('the probe finds JSON-object output; ratings ask for a JSON object with the schema in the prompt and the model answers', async () => {
    server.setQuirks('json-schema-400');
    const stylist = engine();
    const result = await stylist.rateDetailed(photoInput());
    expect(result).toMatchObject({ engine: 'openai', modelRating: FAKE_STYLIST_ANSWER.overallRating, fallbackReason: null });
    expect(rated()).toHaveLength(1);
    expect(rated()[0]!.body!.response_format).toEqual({ type: 'json_object' });
    expect(systemOf()).toContain('"overallRating"');
    expect(server.probes.find((p) => (p.body?.response_format as { type?: string })?.type === 'json_schema')).toBeDefined();
  });
});

describe('quirk: JSON in a code fence after reasoning text', () => {
  it('asks in plain text, takes the first JSON object from the fence, and never logs the reasoning', async () => {
    server.setQuirks('fenced-json');
    const result = await engine().rateDetailed(photoInput());
    expect(result.engine).toBe('openai');
    expect(result.modelRating).toBe(FAKE_STYLIST_ANSWER.overallRating);
    expect(result.answer.feedback).toBe(FAKE_STYLIST_ANSWER.feedback);
    expect(rated()[0]!.body!.response_format).toBeUndefined();
    expect(systemOf()).toContain('no code fences');
    const logs = logLines.join('');
    expect(logs).not.toContain('<think>');
    expect(logs).not.toContain('The palette is calm');
  });

  it('the answer text really is reasoning, prose and a fence (the fake speaks the quirk)', () => {
    expect(fencedAnswer('{"a":1}')).toMatch(/^<think>[\s\S]*<\/think>[\s\S]*```json\n\{"a":1\}\n```/);
  });
});

describe('quirk: no vision (400 on image_url)', () => {
  it('sends no image; the built-in engine\'s reading of the photo goes as text, and the model answers', async () => {
    server.setQuirks('no-vision');
    const result = await engine().rateDetailed(photoInput());
    expect(result.engine).toBe('openai');
    expect(hasImagePart()).toBe(false);
    expect(userTextOf()).toContain('the built-in vision measured it instead');
    expect(userTextOf()).toMatch(/Photo quality: /);
    expect(JSON.stringify(rated()[0]!.body)).not.toContain('data:image/jpeg');
  });
});

describe('quirk: slow first token', () => {
  it('the probe measures the slow first token', async () => {
    server.setQuirks({ firstTokenDelayMs: 400 });
    const report = await createOpenAiRuntime(config(), logger).capabilities.probe('fake-model');
    expect(report.capabilities.streaming).toBe(true);
    expect(report.firstTokenMs).toBeGreaterThanOrEqual(380);
  });

  it('no first token within OPENAI_FIRST_TOKEN_TIMEOUT_MS: the request is cut and the built-in engine answers within 2 s, saying why', async () => {
    const stylist = engine({ openaiFirstTokenTimeoutMs: 300 });
    await stylist.rateDetailed(photoInput()); // probed while the endpoint was quick
    server.setQuirks({ firstTokenDelayMs: 10_000 });
    const started = Date.now();
    const result = await stylist.rateDetailed(photoInput());
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ engine: 'local', modelRating: null, fallbackReason: 'timeout' });
    expect(result.answer).toEqual(await localAnswer(photoInput()));
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed - 300).toBeLessThan(2_000);
    expect(fallbacks).toEqual([{ capability: 'rating', reason: 'timeout', model: 'fake-model' }]);
  });

  it('with OPENAI_ON_FAILURE=fail the rating fails instead', async () => {
    const stylist = engine({ openaiFirstTokenTimeoutMs: 300, openaiOnFailure: 'fail' });
    await stylist.rateDetailed(photoInput());
    server.setQuirks({ firstTokenDelayMs: 10_000 });
    await expect(stylist.rateDetailed(photoInput())).rejects.toBeInstanceOf(StylistUnavailableError);
    expect(fallbacks).toEqual([]);
  });
});

describe('quirk: stall mid-stream', () => {
  it('a stream that stops for OPENAI_STALL_TIMEOUT_MS is cut; the built-in engine answers within 2 s of the cut', async () => {
    const stylist = engine({ openaiStallTimeoutMs: 300 });
    await stylist.rateDetailed(photoInput());
    server.setQuirks('stall');
    const started = Date.now();
    const result = await stylist.rateDetailed(photoInput());
    expect(result).toMatchObject({ engine: 'local', fallbackReason: 'stalled' });
    expect(Date.now() - started - 300).toBeLessThan(2_000);
    expect(rated().at(-1)!.body!.stream).toBe(true);
  });

  it('the probe reports streaming as unusable when the stream stalls, so answers are not streamed', async () => {
    server.setQuirks('stall');
    const report = await createOpenAiRuntime(config({ openaiStallTimeoutMs: 200 }), logger).capabilities.probe('fake-model');
    expect(report.capabilities.streaming).toBe(false);
    expect(report.checks.streaming.note).toBe('stalled mid-stream');
  });

  it('a whole answer slower than OPENAI_TIMEOUT_MS is cut once, never sent again, and the built-in engine answers within 2 s of the cut', async () => {
    // Retries on: the SDK's own timeout would send the request twice more, each as slow.
    const stylist = engine({ openaiStallTimeoutMs: 200, openaiTimeoutMs: 500, openaiMaxRetries: 2 });
    server.setQuirks('stall');
    await stylist.rateDetailed(photoInput()); // probed: streaming unusable, so answers come whole
    server.reset();
    server.setQuirks('stall');
    server.enqueue({ delayMs: 10_000 }, { delayMs: 10_000 }, { delayMs: 10_000 });
    const started = Date.now();
    const result = await stylist.rateDetailed(photoInput());
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ engine: 'local', modelRating: null, fallbackReason: 'timeout' });
    expect(rated()).toHaveLength(1);
    expect(rated()[0]!.body!.stream).not.toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(490);
    expect(elapsed - 500).toBeLessThan(2_000);
  });
});

describe('quirk: 429 with Retry-After', () => {
  it('a short Retry-After is waited out and the same request sent again: the model answers', async () => {
    const stylist = engine({ openaiMaxRetries: 2 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.setQuirks({ rateLimitRetryAfter: 1, rateLimitTimes: 1 });
    const result = await stylist.rateDetailed(photoInput());
    expect(result.engine).toBe('openai');
    expect(rated()).toHaveLength(2);
    expect(rated()[1]!.receivedAt - rated()[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After past the fallback\'s 1.5 s budget: the built-in engine answers at once instead of waiting; with OPENAI_ON_FAILURE=fail it is waited out', async () => {
    const stylist = engine({ openaiMaxRetries: 2 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.setQuirks({ rateLimitRetryAfter: 2, rateLimitTimes: 1 });
    const started = Date.now();
    expect(await stylist.rateDetailed(photoInput())).toMatchObject({ engine: 'local', fallbackReason: 'rate_limited' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(rated()).toHaveLength(1);

    const failing = engine({ openaiMaxRetries: 2, openaiOnFailure: 'fail' });
    await failing.rateDetailed(photoInput());
    server.reset();
    server.setQuirks({ rateLimitRetryAfter: 2, rateLimitTimes: 1 });
    expect(await failing.rateDetailed(photoInput())).toMatchObject({ engine: 'openai' });
    expect(rated()).toHaveLength(2);
    expect(rated()[1]!.receivedAt - rated()[0]!.answeredAt!).toBeGreaterThanOrEqual(1_900);
  });

  it('a long Retry-After: the built-in engine answers at once, and nothing is sent to the model until it has passed', async () => {
    const stylist = engine({ openaiMaxRetries: 2 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.setQuirks('rate-limited');
    const started = Date.now();
    const first = await stylist.rateDetailed(photoInput());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(first).toMatchObject({ engine: 'local', fallbackReason: 'rate_limited' });
    expect(rated()).toHaveLength(1);
    const second = await stylist.rateDetailed(photoInput());
    expect(second).toMatchObject({ engine: 'local', fallbackReason: 'rate_limited' });
    expect(rated()).toHaveLength(1);
  });
});

describe('quirk: a refusal', () => {
  it('the built-in engine answers (it has its own check for photos that must not be rated)', async () => {
    server.setQuirks('refusal');
    const result = await engine().rateDetailed(photoInput());
    expect(result).toMatchObject({ engine: 'local', fallbackReason: 'refused' });
    expect(rated()).toHaveLength(1);
  });

  it('with OPENAI_ON_FAILURE=fail the refusal ends the rating as refused', async () => {
    server.setQuirks('refusal');
    const error = await engine({ openaiOnFailure: 'fail' }).rateDetailed(photoInput()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StylistRefusedError);
    expect((error as StylistRefusedError).code).toBe('IMAGE_REFUSED');
  });
});

describe('quirk: a score out of range', () => {
  it('is asked for once more, then the built-in engine answers (reason: unusable)', async () => {
    server.setQuirks('score-out-of-range');
    const result = await engine().rateDetailed(photoInput());
    expect(result).toMatchObject({ engine: 'local', fallbackReason: 'unusable' });
    expect(rated()).toHaveLength(2);
    expect(logLines.join('')).toContain('openai answer unusable');
  });

  it('one bad answer then a good one: the model\'s answer stands', async () => {
    server.enqueue({ json: { ...FAKE_STYLIST_ANSWER, overallRating: 85 } });
    const result = await engine().rateDetailed(photoInput());
    expect(result.engine).toBe('openai');
    expect(rated()).toHaveLength(2);
  });
});

describe('steady scores', () => {
  it('the final score blends the built-in judgement (0.6) and the model\'s (0.4); the model\'s own score is kept; feedback is the model\'s', async () => {
    const local = await localAnswer(photoInput());
    const result = await engine().rateDetailed(photoInput());
    expect(result.modelRating).toBe(FAKE_STYLIST_ANSWER.overallRating);
    expect(result.answer.overallRating).toBe(roundScore(0.6 * local.overallRating + 0.4 * FAKE_STYLIST_ANSWER.overallRating));
    expect(result.answer.feedback).toBe(FAKE_STYLIST_ANSWER.feedback);
    expect(userTextOf()).toContain('Français');
  });

  it('the weight is configurable, and a model that swings by 4 points moves the final score by at most 40%', async () => {
    const local = await localAnswer(photoInput());
    server.enqueue({ json: { ...FAKE_STYLIST_ANSWER, overallRating: 9 } }, { json: { ...FAKE_STYLIST_ANSWER, overallRating: 5 } });
    const stylist = engine();
    const high = await stylist.rateDetailed(photoInput());
    const low = await stylist.rateDetailed(photoInput());
    expect(Math.abs(high.answer.overallRating - low.answer.overallRating)).toBeLessThanOrEqual(1.6 + 0.1);
    const all = await engine({ openaiBlendWeight: 1 }).rateDetailed(photoInput());
    expect(all.answer.overallRating).toBe(local.overallRating);
  });
});

describe('the endpoint is down', () => {
  it('503 on every attempt: sent again twice with a short backoff, then the built-in engine answers within 1 s of the first 503 (reason unavailable, not timeout)', async () => {
    // A first-token clock shorter than the SDK's old backoff (0.5 + 1 s): each attempt has its own.
    const stylist = engine({ openaiMaxRetries: 2, openaiFirstTokenTimeoutMs: 700 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.enqueue({ status: 503 }, { status: 503 }, { status: 503 });
    const result = await stylist.rateDetailed(photoInput());
    const answered = Date.now();
    expect(result).toMatchObject({ engine: 'local', modelRating: null, fallbackReason: 'unavailable' });
    expect(rated()).toHaveLength(3);
    expect(rated()[1]!.receivedAt - rated()[0]!.answeredAt!).toBeGreaterThanOrEqual(180);
    expect(answered - rated()[0]!.answeredAt!).toBeLessThan(1_000);
  });

  it('connection refused: sent again twice, then the built-in engine answers within 1 s', async () => {
    const gone = await startFakeOpenAiServer();
    const stylist = createOpenAiStylist({ ...config({ openaiMaxRetries: 2 }), openaiBaseUrl: gone.url }, logger, { builtIn: {}, onFallback: (e) => fallbacks.push(e) });
    await stylist.rateDetailed(photoInput()); // probed while it listened
    await gone.close();
    const started = Date.now();
    const result = await stylist.rateDetailed(photoInput());
    expect(result).toMatchObject({ engine: 'local', fallbackReason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logLines.filter((l) => l.includes('sending it again'))).toHaveLength(2);
  });

  it('a reply already streamed to the member is never asked for again', async () => {
    const stylist = engine({ openaiMaxRetries: 2 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.enqueue({ stream: ['Navy', ' and', ' brown'], chunkDelayMs: 50, cutAfter: 2 });
    const pieces: string[] = [];
    const chat = stylist.chat({ message: 'What shoes with navy chinos?', image: null, personality: 'professional', language: 'en', history: [], facts: { ratedOutfits: 0, averageRating: null, best: null, latest: null } });
    await expect((async () => { for await (const piece of chat) pieces.push(piece); })()).rejects.toBeInstanceOf(StylistUnavailableError);
    expect(pieces[0]).toBe('Navy');
    expect(rated()).toHaveLength(1);
  });
});

describe('per-model concurrency', () => {
  it('never more than OPENAI_CONCURRENCY requests in flight to one model; the rest wait their turn', async () => {
    const stylist = engine({ openaiConcurrency: 2 });
    await stylist.rateDetailed(photoInput());
    server.reset();
    server.setDefault({ latencyMs: 150 });
    await Promise.all(Array.from({ length: 6 }, () => stylist.rateDetailed(photoInput())));
    const starts = rated().map((r) => r.receivedAt).sort((a, b) => a - b);
    expect(starts).toHaveLength(6);
    // With two at a time, the 3rd and 5th start only after the 1st and 3rd have finished (150 ms each).
    expect(starts[2]! - starts[0]!).toBeGreaterThanOrEqual(140);
    expect(starts[4]! - starts[2]!).toBeGreaterThanOrEqual(140);
  });
});

describe('per-capability models', () => {
  it('the chat asks OPENAI_CHAT_MODEL and the rating OPENAI_MODEL, each probed', async () => {
    const stylist = engine({ openaiChatModel: 'chat-model' });
    await stylist.rateDetailed(photoInput());
    let reply = '';
    for await (const piece of stylist.chat({ message: 'What shoes with navy chinos?', image: null, personality: 'professional', language: 'en', history: [], facts: { ratedOutfits: 0, averageRating: null, best: null, latest: null } })) reply += piece;
    expect(reply).toBe('Navy and brown are a classic pair: wear brown leather shoes.');
    expect(rated().map((r) => r.body!.model)).toEqual(['fake-model', 'chat-model']);
    expect(new Set(server.probes.map((p) => p.body!.model))).toEqual(new Set(['fake-model', 'chat-model']));
  });

  it('styling asks OPENAI_STYLING_MODEL, probed on its own; the rating keeps OPENAI_MODEL', async () => {
    const settings = config({ openaiStylingModel: 'styling-model' });
    const runtime = createOpenAiRuntime(settings, logger, { builtIn: {} });
    const styling = createOpenAiStylingEngine(settings, logger, { runtime });
    server.setDefault({ answer: { trends: [] } });
    await styling.trends({ season: 'winter', timeframe: 'current', now: new Date('2026-01-10T12:00:00Z'), language: 'de' });
    server.setDefault({ answer: FAKE_STYLIST_ANSWER });
    await createOpenAiStylist(settings, logger, { runtime }).rateDetailed(photoInput());
    const models = rated().map((r) => r.body!.model);
    expect(models.at(-1)).toBe('fake-model');
    expect(models.slice(0, -1).length).toBeGreaterThan(0);
    expect(new Set(models.slice(0, -1))).toEqual(new Set(['styling-model']));
    expect(systemOf(0)).toContain('Deutsch');
    expect(new Set(server.probes.map((p) => p.body!.model))).toEqual(new Set(['styling-model', 'fake-model']));
  });

  it('the chat falls back to the built-in chat when its model is down before a word was sent', async () => {
    const stylist = engine();
    server.enqueue({ status: 503 });
    let reply = '';
    for await (const piece of stylist.chat({ message: 'What shoes with navy chinos?', image: null, personality: 'professional', language: 'en', history: [], facts: { ratedOutfits: 0, averageRating: null, best: null, latest: null } })) reply += piece;
    expect(reply.length).toBeGreaterThan(0);
    expect(fallbacks).toEqual([{ capability: 'chat', reason: 'unavailable', model: 'fake-model' }]);
  });
});

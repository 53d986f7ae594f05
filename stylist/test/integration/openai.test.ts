import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import sharp from 'sharp';
import { StylistAnswer, type StylistAnswer as StylistAnswerType } from '@fitrater/contracts';
import { FAKE_STYLIST_ANSWER, startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import {
  StylistRefusedError, StylistUnavailableError, type PreparedImage, type StylistInput,
} from '../../src/stylist';
import { StylistSettingsError } from '../../src/settings';
import {
  OPENAI_SEED, STRICT_STYLIST_ANSWER_SCHEMA, STYLIST_UNAVAILABLE_MESSAGE, StylistRateLimitedError, createOpenAiStylist,
} from '../../src/openai';
import type { OpenAiConfig } from '../../src/openai';

const API_KEY = 'sk-test-NEVER-PRINT-1234567890';

let server: FakeOpenAiServer;
let image: PreparedImage;
let logLines: string[] = [];

const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  }),
);

function stylist(overrides: Partial<OpenAiConfig> = {}) {
  return createOpenAiStylist(
    { openaiApiKey: API_KEY, openaiBaseUrl: server.url, openaiModel: 'fake-model', openaiTimeoutMs: 5_000, openaiMaxRetries: 2, ...overrides },
    logger,
  );
}

const photoInput = (): StylistInput => ({
  image, description: 'Navy chinos and a white shirt', occasion: 'work', customOccasion: null, language: 'en',
});
const textInput = (): StylistInput => ({
  image: null, description: 'Black jeans, grey hoodie', occasion: 'custom', customOccasion: 'Board game night', language: 'es',
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the rating to fail');
}

function userParts(index = 0): Array<Record<string, any>> {
  const body = server.requests[index]!.body!;
  return body.messages.find((m) => m.role === 'user')!.content as Array<Record<string, any>>;
}

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  const bytes = await sharp({ create: { width: 64, height: 96, channels: 3, background: { r: 20, g: 30, b: 90 } } }).jpeg().toBuffer();
  image = { bytes, width: 64, height: 96, mimeType: 'image/jpeg' };
});
afterAll(async () => server?.close());
beforeEach(() => {
  server.reset();
  server.setDefault({ answer: FAKE_STYLIST_ANSWER, latencyMs: 0 });
  logLines = [];
});

describe('openai stylist: requests', () => {
  it('rates a photo: image inline as a data URL, strict JSON schema, temperature 0, fixed seed, model, bearer key', async () => {
    const answer = await stylist().rate(photoInput());
    expect(answer).toEqual(FAKE_STYLIST_ANSWER);

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request.body!;
    expect(body.model).toBe('fake-model');
    expect(body.temperature).toBe(0);
    expect(body.seed).toBe(OPENAI_SEED);
    // The fake streams, so the answer is streamed (first-token and stall clocks apply).
    expect(body.stream).toBe(true);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'stylist_answer', strict: true, schema: JSON.parse(JSON.stringify(STRICT_STYLIST_ANSWER_SCHEMA)) },
    });

    const system = body.messages.find((m) => m.role === 'system')!.content as string;
    for (const word of ['top', 'bottom', 'footwear', 'accessories', 'fit', 'colour coordination', 'occasion', 'condition', 'not_assessable', 'null', 'Never invent']) {
      expect(system).toContain(word);
    }
    const parts = userParts();
    const text = parts.find((p) => p.type === 'text')!.text as string;
    expect(text).toContain('Occasion: work');
    expect(text).toContain('Navy chinos and a white shirt');
    expect(text).toContain('English');
    const imagePart = parts.find((p) => p.type === 'image_url')!;
    expect(imagePart.image_url).toEqual({ url: `data:image/jpeg;base64,${image.bytes.toString('base64')}`, detail: 'auto' });
  });

  it('rates a description alone: no image part, custom occasion in the user\'s words, answer language named', async () => {
    const answer = await stylist().rate(textInput());
    expect(answer.overallRating).toBe(FAKE_STYLIST_ANSWER.overallRating);
    const parts = userParts();
    expect(parts.map((p) => p.type)).toEqual(['text']);
    const text = parts[0]!.text as string;
    expect(text).toContain('Occasion: "Board game night"');
    expect(text).toContain('Black jeans, grey hoodie');
    expect(text).toContain('Español');
    expect(text).toContain('"es"');
    expect(text).toMatch(/Photo: none/);
  });

  it('rounds scores to one decimal and never keeps a rating on a component it could not assess', async () => {
    const answer = structuredClone(FAKE_STYLIST_ANSWER) as any;
    answer.overallRating = 7.84;
    answer.components.top.rating = 8.25;
    answer.components.accessories = { status: 'not_assessable', rating: 5, description: 'Not in frame.', suggestions: [] };
    answer.extra = 'dropped';
    server.enqueue({ json: answer });
    const result = await stylist().rate(photoInput());
    expect(result.overallRating).toBe(7.8);
    expect(result.components.top.rating).toBe(8.3);
    expect(result.components.accessories).toEqual({ status: 'not_assessable', rating: null, description: 'Not in frame.' });
    expect(result).not.toHaveProperty('extra');
    expect(server.requests).toHaveLength(1);
  });

  it('passes a structured-output refusal on as StylistRefusedError', async () => {
    server.enqueue({ refusal: 'I cannot help with that.' });
    const error = await failure(stylist().rate(photoInput()));
    expect(error).toBeInstanceOf(StylistRefusedError);
    expect((error as StylistRefusedError).code).toBe('IMAGE_REFUSED');
  });
});

describe('openai stylist: transport failures (retried by the SDK)', () => {
  it('429 then success: the SDK retries after Retry-After', async () => {
    server.enqueue({ status: 429, retryAfter: 0 });
    const answer = await stylist().rate(photoInput());
    expect(answer).toEqual(FAKE_STYLIST_ANSWER);
    expect(server.requests).toHaveLength(2);
  });

  it('429 without Retry-After: the engine backs off (~0.25 s) before retrying', async () => {
    server.enqueue({ status: 429 });
    await stylist().rate(photoInput());
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(180);
  });

  it('429 every time: StylistRateLimitedError (a StylistUnavailableError) after maxRetries + 1 calls, with the Retry-After', async () => {
    server.enqueue({ status: 429, retryAfter: 0 }, { status: 429, retryAfter: 0 }, { status: 429, retryAfter: 1 });
    const error = await failure(stylist().rate(photoInput()));
    expect(error).toBeInstanceOf(StylistRateLimitedError);
    expect(error).toBeInstanceOf(StylistUnavailableError);
    expect(error.message).toBe(STYLIST_UNAVAILABLE_MESSAGE);
    expect((error as StylistRateLimitedError).retryAfterSeconds).toBe(1);
    expect(server.requests).toHaveLength(3);
  });

  it('429 with a long Retry-After is not slept through in-process: rate limited at once, for the queue limiter', async () => {
    server.enqueue({ status: 429, retryAfter: 30 });
    const started = Date.now();
    const error = await failure(stylist().rate(photoInput()));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(StylistRateLimitedError);
    expect((error as StylistRateLimitedError).retryAfterSeconds).toBe(30);
    expect(server.requests).toHaveLength(1);
  });

  it('500 then success', async () => {
    server.enqueue({ status: 500 });
    const answer = await stylist().rate(photoInput());
    expect(answer).toEqual(FAKE_STYLIST_ANSWER);
    expect(server.requests).toHaveLength(2);
  });

  it('500 every time: StylistUnavailableError after maxRetries + 1 calls', async () => {
    server.enqueue({ status: 500 }, { status: 502 }, { status: 503 });
    const error = await failure(stylist().rate(photoInput()));
    expect(error).toBeInstanceOf(StylistUnavailableError);
    expect(error).not.toBeInstanceOf(StylistRateLimitedError);
    expect(error.message).toBe(STYLIST_UNAVAILABLE_MESSAGE);
    expect(server.requests).toHaveLength(3);
  });

  it('a 4xx other than 429 is not retried', async () => {
    server.enqueue({ status: 400 });
    const error = await failure(stylist().rate(photoInput()));
    expect(error).toBeInstanceOf(StylistUnavailableError);
    expect(server.requests).toHaveLength(1);
  });

  it('timeout: a server slower than OPENAI_TIMEOUT_MS fails with StylistUnavailableError within bounded time', async () => {
    server.enqueue({ delayMs: 10_000 }, { delayMs: 10_000 });
    const engine = stylist({ openaiTimeoutMs: 300, openaiMaxRetries: 1 });
    const started = Date.now();
    const error = await failure(engine.rate(photoInput()));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(StylistUnavailableError);
    expect(error.message).toBe(STYLIST_UNAVAILABLE_MESSAGE);
    // A streamed answer's clock cuts it once (a model that does not answer in time is not asked again).
    expect((error as StylistUnavailableError).cause).toMatchObject({ message: expect.stringMatching(/within 300 ms$/) });
    expect(server.requests).toHaveLength(1);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('a slow answer inside the timeout is fine (the fixed-latency default answer)', async () => {
    server.setDefault({ latencyMs: 300 });
    const started = Date.now();
    await stylist().rate(textInput());
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.requests).toHaveLength(1);
  });

  it("the caller's abort is passed on, not turned into a failed rating", async () => {
    const engine = stylist();
    await engine.rate(textInput()); // probed first: the abort lands on the answer's request
    server.reset();
    server.enqueue({ delayMs: 10_000 });
    const controller = new AbortController();
    const reason = new Error('worker shutting down');
    // Aborted once the request is at the server: a 100 ms timer raced the photo's preparation on a loaded machine and
    // aborted before anything was sent.
    void (async () => {
      while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort(reason);
    })();
    const error = await failure(engine.rate(photoInput(), { signal: controller.signal }));
    expect(error).toBe(reason);
    expect(server.requests).toHaveLength(1);
  });
});

describe('openai stylist: unusable answers (retried once)', () => {
  it('malformed JSON once, then valid: success on the second call', async () => {
    server.enqueue({ raw: '{"overallRating": 7.5, "emoji": ' });
    const answer = await stylist().rate(photoInput());
    expect(answer).toEqual(FAKE_STYLIST_ANSWER);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body).toEqual(server.requests[0]!.body);
  });

  it("malformed twice: 'AI Service Temporarily Unavailable'", async () => {
    server.enqueue({ raw: 'Sure! Here is my rating: 8/10' }, { raw: 'not json' });
    const error = await failure(stylist().rate(photoInput()));
    expect(error).toBeInstanceOf(StylistUnavailableError);
    expect(error).not.toBeInstanceOf(StylistRateLimitedError);
    expect(error.message).toBe('AI Service Temporarily Unavailable');
    expect(server.requests).toHaveLength(2);
  });

  it('schema-invalid answers (score 11, a missing component) are handled like malformed ones', async () => {
    const tooHigh = { ...FAKE_STYLIST_ANSWER, overallRating: 11 };
    const { footwear: _footwear, ...components } = FAKE_STYLIST_ANSWER.components;
    const missing = { ...FAKE_STYLIST_ANSWER, components };
    server.enqueue({ json: tooHigh }, { json: missing });
    const error = await failure(stylist().rate(photoInput()));
    expect(error.message).toBe(STYLIST_UNAVAILABLE_MESSAGE);
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.enqueue({ json: tooHigh });
    expect(await stylist().rate(photoInput())).toEqual(FAKE_STYLIST_ANSWER);
    expect(server.requests).toHaveLength(2);
  });

  it('a component marked visible without a rating is refused', async () => {
    const answer = structuredClone(FAKE_STYLIST_ANSWER) as any;
    answer.components.bottom.rating = null;
    server.enqueue({ json: answer }, { json: answer });
    const error = await failure(stylist().rate(photoInput()));
    expect(error.message).toBe(STYLIST_UNAVAILABLE_MESSAGE);
    expect(server.requests).toHaveLength(2);
  });
});

describe('openai stylist: secrets', () => {
  it('never puts the API key or the image bytes in thrown errors or logs, even when the server echoes them', async () => {
    const dataUrl = `data:image/jpeg;base64,${image.bytes.toString('base64')}`;
    const echo = { error: { message: `Incorrect API key provided: ${API_KEY}. Authorization: Bearer ${API_KEY}. Image: ${dataUrl}`, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } };
    const base64 = image.bytes.toString('base64').slice(0, 40);

    server.enqueue({ status: 401, body: echo });
    const unauthorized = await failure(stylist().rate(photoInput()));
    server.enqueue({ status: 500, body: echo }, { status: 500, body: echo });
    const serverError = await failure(stylist({ openaiMaxRetries: 1 }).rate(photoInput()));
    server.enqueue({ status: 429, retryAfter: 0, body: echo });
    const limited = await failure(stylist({ openaiMaxRetries: 0 }).rate(photoInput()));

    for (const error of [unauthorized, serverError, limited]) {
      expect(error).toBeInstanceOf(StylistUnavailableError);
      const shown = `${error.message} ${String(error)} ${inspect(error, { depth: 10 })} ${JSON.stringify(error)}`;
      expect(shown).not.toContain(API_KEY);
      expect(shown).not.toContain(base64);
    }
    const logs = logLines.join('');
    expect(logs).toContain('openai request failed');
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain(base64);
  });
});

describe('openai stylist: strict schema and config', () => {
  type JsonSchema = Record<string, any>;

  /** Walks the strict schema beside StylistAnswer: same properties everywhere, strict-mode rules on every object. */
  function compare(strict: JsonSchema, contract: JsonSchema, path: string): void {
    const contractType = contract.anyOf ? contract.anyOf.map((s: JsonSchema) => s.type).sort() : [contract.type];
    const strictType = Array.isArray(strict.type) ? [...strict.type].sort() : [strict.type];
    expect(strictType, path).toEqual(contractType);
    const bounds = contract.anyOf ? contract.anyOf[0] : contract;
    if (bounds.minimum !== undefined) expect([strict.minimum, strict.maximum], path).toEqual([bounds.minimum, bounds.maximum]);
    if (contract.enum) expect(strict.enum, path).toEqual(contract.enum);
    if (contract.maxItems !== undefined) expect(strict.maxItems, path).toBe(contract.maxItems);
    if (contract.type === 'object') {
      expect(strict.additionalProperties, path).toBe(false);
      expect(Object.keys(strict.properties).sort(), path).toEqual(Object.keys(contract.properties).sort());
      expect([...strict.required].sort(), path).toEqual(Object.keys(strict.properties).sort());
      for (const key of Object.keys(contract.properties)) compare(strict.properties[key], contract.properties[key], `${path}.${key}`);
    }
    if (contract.type === 'array') compare(strict.items, contract.items, `${path}[]`);
  }

  it('the strict response schema stays in step with StylistAnswer', () => {
    compare(STRICT_STYLIST_ANSWER_SCHEMA, JSON.parse(JSON.stringify(StylistAnswer)), 'StylistAnswer');
    // Keywords strict mode refuses are not used.
    const text = JSON.stringify(STRICT_STYLIST_ANSWER_SCHEMA);
    for (const keyword of ['minLength', 'maxLength', 'multipleOf', '"anyOf"']) expect(text).not.toContain(keyword);
  });

  it('the fake default answer is a valid StylistAnswer', async () => {
    const { Value } = await import('typebox/value');
    expect(Value.Check(StylistAnswer, FAKE_STYLIST_ANSWER satisfies StylistAnswerType)).toBe(true);
  });

  // OPENAI_TIMEOUT_MS / OPENAI_MAX_RETRIES defaults and validation: platform/test/unit/config.test.ts (platform reads the environment).
  it('refuses to start without an API key', () => {
    expect(() => stylist({ openaiApiKey: null })).toThrow(StylistSettingsError);
    expect(() => stylist({ openaiApiKey: null })).toThrow(/OPENAI_API_KEY/);
  });
});

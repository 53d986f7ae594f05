import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import sharp from 'sharp';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@fitrater/test-support';
import { createOpenAiGarmentDescriber, createOpenAiRuntime, type GarmentDescriber } from '../../src/openai';

/**
 * The openai engine describing a closet piece, against the repo's OpenAI-wire fake server: the
 * cut-out goes to the model, the answer is used only when it passes the schema (asked twice at
 * most), and anything else leaves the built-in reading (null), never an error.
 */
let server: FakeOpenAiServer;
let cutout: Buffer;
const logger = pino({ level: 'silent' });

const GOOD = { name: 'Burgundy pencil skirt', category: 'bottom', colours: ['burgundy', 'wine'], formality: 'smart-casual' };

function describer(): GarmentDescriber {
  // A fresh runtime per test: the probe report (what the endpoint accepts) is read again.
  const runtime = createOpenAiRuntime({ openaiApiKey: 'sk-test-describer', openaiBaseUrl: server.url, openaiModel: 'fake-vision', openaiTimeoutMs: 3_000, openaiMaxRetries: 0 }, logger);
  return createOpenAiGarmentDescriber(runtime, logger);
}
const ask = (d: GarmentDescriber, language: 'en' | 'ja' = 'en') => d({ image: { bytes: cutout, mimeType: 'image/jpeg' }, category: 'bottom', language });

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  cutout = await sharp({ create: { width: 48, height: 80, channels: 3, background: { r: 110, g: 20, b: 40 } } }).jpeg().toBuffer();
});
afterAll(async () => server?.close());
beforeEach(() => {
  server.reset();
  server.setDefault({ answer: GOOD, latencyMs: 0 });
});

describe('openai garment describer', () => {
  it('shows the cut-out to the model and takes a name, category, colours and formality that pass the schema', async () => {
    expect(await ask(describer(), 'ja')).toEqual(GOOD);
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body!;
    expect(body.model).toBe('fake-vision');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const system = body.messages.find((m) => m.role === 'system')!.content as string;
    expect(system).toContain('日本語');
    expect(system).toContain('"one-piece"');
    const parts = body.messages.find((m) => m.role === 'user')!.content as Array<Record<string, any>>;
    expect(parts.find((p) => p.type === 'image_url')!.image_url.url).toBe(`data:image/jpeg;base64,${cutout.toString('base64')}`);
  });

  it('asks once more when the answer is outside the schema, and uses the second when it passes', async () => {
    server.enqueue({ json: { ...GOOD, category: 'skirt' } });
    expect(await ask(describer())).toEqual(GOOD);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the built-in reading (null) after two unusable answers, a text that is not JSON, or a failing endpoint', async () => {
    server.enqueue({ json: { ...GOOD, colours: ['sky blue'] } }, { json: { ...GOOD, name: '' } });
    expect(await ask(describer())).toBeNull();
    expect(server.requests).toHaveLength(2);
    server.reset();
    server.enqueue({ raw: 'A lovely skirt!' }, { json: { name: 'Skirt', category: 'bottom', colours: [], formality: 'casual' } });
    expect(await ask(describer())).toBeNull();
    server.reset();
    server.enqueue({ status: 500 });
    expect(await ask(describer())).toBeNull();
  });

  it('does not ask a model that cannot see photos', async () => {
    server.setQuirks('no-vision');
    expect(await ask(describer())).toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

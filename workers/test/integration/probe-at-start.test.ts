import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreContext } from '@fitrater/core';
import { probeAtStart, redisProbeStore } from '@fitrater/providers';
import { probeKey } from '@fitrater/stylist';
import { createTestEnvironment, startFakeOpenAiServer, type FakeOpenAiServer, type TestEnvironment } from '@fitrater/test-support';

/**
 * What the workers do at start (workers/src/main.ts) with AI_PROVIDER=openai: each configured model
 * is probed once, the report kept in Redis under the endpoint and the model's name, so the next
 * process (or the next start) reads it instead of probing again; a new model name is probed anew.
 */
let ai: FakeOpenAiServer;
let env: TestEnvironment;
let ctx: CoreContext;

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  env = await createTestEnvironment({
    AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-probe-start', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
    OPENAI_MODEL: 'rating-model', OPENAI_CHAT_MODEL: 'chat-model', LOCAL_VISION: 'off',
  });
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => {
  await env?.dispose();
  await ai?.close();
});
beforeEach(() => ai.reset());

const probedModels = () => ai.probes.map((p) => p.body!.model);
const stored = (model: string) => redisProbeStore(ctx.redis, ctx.config.redisPrefix).read(probeKey(ai.url, model));

describe('the workers\' start with AI_PROVIDER=openai', () => {
  it('probes each configured model once (styling shares the rating model) and keeps the report in Redis', async () => {
    ai.setQuirks('no-vision');
    await probeAtStart(ctx.config, ctx.logger, ctx.redis);
    expect(new Set(probedModels())).toEqual(new Set(['rating-model', 'chat-model']));
    // One plain question per model opens each probe.
    expect(probedModels().filter((m) => m === 'rating-model').length).toBe(probedModels().filter((m) => m === 'chat-model').length);
    expect(await stored('rating-model')).toMatchObject({ reachable: true, model: 'rating-model', capabilities: { images: false, jsonSchema: true } });
    expect(await stored('chat-model')).toMatchObject({ reachable: true, model: 'chat-model' });
    expect(ai.requests).toHaveLength(0);
  });

  it('the next start reads the kept reports instead of probing; a new model name is probed', async () => {
    // A fresh config object: another process, with nothing in its memory.
    await probeAtStart({ ...ctx.config }, ctx.logger, ctx.redis);
    expect(probedModels()).toEqual([]);
    await probeAtStart({ ...ctx.config, openaiModel: 'rating-model-v2', openaiStylingModel: 'rating-model-v2' }, ctx.logger, ctx.redis);
    expect(new Set(probedModels())).toEqual(new Set(['rating-model-v2']));
    expect(await stored('rating-model-v2')).toMatchObject({ reachable: true, model: 'rating-model-v2' });
  });

  it('an endpoint that cannot be reached is not kept: the next start probes again', async () => {
    ai.setQuirks('rate-limited');
    const config = { ...ctx.config, openaiModel: 'limited-model', openaiChatModel: 'limited-model', openaiStylingModel: 'limited-model' };
    await probeAtStart(config, ctx.logger, ctx.redis);
    expect(probedModels()).toEqual(['limited-model']);
    expect(await stored('limited-model')).toBeNull();
    ai.setQuirks(null);
    await probeAtStart({ ...config }, ctx.logger, ctx.redis);
    expect(await stored('limited-model')).toMatchObject({ reachable: true });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { CoreContext } from '@fitrater/core';
import { selectStylist } from '@fitrater/providers';
import type { ReportingStylist } from '@fitrater/stylist';
import { createTestEnvironment, startFakeOpenAiServer, type FakeOpenAiServer, type TestEnvironment } from '@fitrater/test-support';
import { runCliInProcess } from '../support/cli-harness';

/**
 * `fitrater engine probe` and `fitrater engine status` against the local OpenAI-wire server, one
 * model per capability: what an operator reads about an endpoint's quirks, and how often the
 * built-in engine answered in the model's place (counted by the real engine as the workers run it).
 */
let ai: FakeOpenAiServer;
let env: TestEnvironment;
let ctx: CoreContext;
const run = (...args: string[]) => runCliInProcess(args, env.env, ctx);

beforeAll(async () => {
  ai = await startFakeOpenAiServer();
  env = await createTestEnvironment({
    AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-cli-engine', OPENAI_BASE_URL: ai.url, OPENAI_MAX_RETRIES: '0',
    OPENAI_MODEL: 'rating-model', OPENAI_CHAT_MODEL: 'chat-model', OPENAI_STYLING_MODEL: 'styling-model', LOCAL_VISION: 'off',
  });
  ctx = await env.readyContext();
}, 60_000);
afterAll(async () => {
  await env?.dispose();
  await ai?.close();
});
beforeEach(() => ai.reset());

describe('fitrater engine probe', () => {
  it('a Gemini-like endpoint (json_schema refused): each capability\'s model probed, the refusal shown, the fallback shape chosen, the report kept for the workers', async () => {
    ai.setQuirks('json-schema-400');
    const res = await run('engine', 'probe');
    expect(res.code, res.stderr).toBe(0);
    const blocks = res.stdout.trim().split('\n\n');
    expect(blocks.map((b) => b.split('\n')[0])).toEqual([
      'model        rating-model (rating)', 'model        chat-model (chat)', 'model        styling-model (styling)',
    ]);
    expect(blocks[0]).toContain(`endpoint     ${ai.url}`);
    expect(blocks[0]).toMatch(/^json_schema {2}no {3}HTTP 400: Invalid JSON payload received/m);
    expect(blocks[0]).toMatch(/^json_object {2}yes$/m);
    expect(blocks[0]).toMatch(/^images {7}yes$/m);
    expect(blocks[0]).toMatch(/^first token {2}\d+ ms$/m);
    expect(blocks[0]).toMatch(/^requests {5}JSON object, the schema in the prompt, streamed$/m);
    expect(new Set(ai.probes.map((p) => p.body!.model))).toEqual(new Set(['rating-model', 'chat-model', 'styling-model']));
    expect(ai.requests).toHaveLength(0);

    const status = await run('engine', 'status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^engine {7}openai \(on failure: fallback; score 60% built-in, 40% model\)$/m);
    const rating = status.stdout.split('\n').find((line) => line.startsWith('rating       rating-model: '));
    expect(rating, status.stdout).toMatch(/: accepts [^;]*\bjsonObject\b[^;]*; json_object; first token (\d+ ms|-) \(probed /);
    expect(rating).not.toMatch(/jsonSchema/);
    expect(status.stdout).toMatch(/^styling {6}styling-model: accepts /m);
  });

  it('a rate-limited endpoint: unreachable with the Retry-After, and the command fails', async () => {
    ai.setQuirks('rate-limited');
    const res = await run('engine', 'probe', '--model', 'other-model');
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('reachable    no: HTTP 429 (Retry-After 30 s): Rate limit reached for requests');
    expect(res.stdout).toContain('the built-in engine answers until the endpoint is back');
  });
});

describe('fitrater engine status', () => {
  it('counts each rating the built-in engine answered in the model\'s place, per reason', async () => {
    const stylist = selectStylist(ctx.config, ctx.logger, ctx.redis) as ReportingStylist;
    const bytes = await sharp({ create: { width: 96, height: 160, channels: 3, background: { r: 30, g: 40, b: 100 } } }).jpeg().toBuffer();
    const input = { image: { bytes, width: 96, height: 160, mimeType: 'image/jpeg' as const }, description: 'navy chinos, white shirt', occasion: 'work' as const, customOccasion: null, language: 'en' as const };
    await stylist.rateDetailed(input); // probed and answered while the endpoint is well
    ai.setQuirks('refusal');
    expect(await stylist.rateDetailed(input)).toMatchObject({ engine: 'local', fallbackReason: 'refused' });
    expect(await stylist.rateDetailed(input)).toMatchObject({ engine: 'local', fallbackReason: 'refused' });
    ai.setQuirks(null);
    ai.enqueue({ raw: 'not json' }, { raw: 'still not json' });
    expect(await stylist.rateDetailed(input)).toMatchObject({ engine: 'local', fallbackReason: 'unusable' });
    // The count reaches Redis after the answer (it is not awaited by the rating).
    await new Promise((r) => setTimeout(r, 200));

    const res = await run('engine', 'status');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^CAPABILITY\s+FALLBACK REASON\s+COUNT$/m);
    expect(res.stdout).toMatch(/^rating\s+refused\s+2$/m);
    expect(res.stdout).toMatch(/^rating\s+unusable\s+1$/m);
    const json = JSON.parse((await run('engine', 'status', '--json')).stdout) as { fallbacks: Array<{ capability: string; reason: string; count: number }> };
    expect(json.fallbacks).toContainEqual({ capability: 'rating', reason: 'refused', count: 2 });
    expect(json.fallbacks).toContainEqual({ capability: 'chat', reason: 'refused', count: 0 });
  });
});

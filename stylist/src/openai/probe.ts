import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import { answerFormatOf, CAPABILITY_NAMES, type CapabilityName, type ModelCapabilities, type ProbeCheck, type ProbeReport } from './capabilities';
import { extractJsonObject } from './extract-json';
import { callModel, ModelTimeoutError, type CallTimeouts } from './model-call';
import { retryAfterSeconds } from './retry-after';
import { scrub } from './sdk-errors';

/** Sent with every probe request, so a log (or a test's fake server) can tell probes from answers. */
export const PROBE_HEADER = 'x-fitrater-probe';

/** A 16×16 red JPEG: small enough for any endpoint, a real image for one that looks. */
const PROBE_IMAGE = 'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCbgDqzv//Z';

const ASK_OK = 'Reply with the single word: ok';
const ASK_JSON = 'Answer with the JSON object {"ok": true} and nothing else.';

type Params = Omit<ChatCompletionCreateParamsBase, 'stream'>;

/** A short reason a check failed: the HTTP status and the start of the server's message, or the kind of failure. */
function noteOf(error: unknown, apiKey: string): { note: string; retryAfter: number | null } {
  if (error instanceof ModelTimeoutError) return { note: error.kind === 'stall' ? 'stalled mid-stream' : error.kind === 'first_token' ? 'no first token in time' : 'timed out', retryAfter: null };
  if (error instanceof APIConnectionTimeoutError) return { note: 'timed out', retryAfter: null };
  if (error instanceof APIConnectionError) return { note: 'no connection', retryAfter: null };
  if (error instanceof APIError && error.status) {
    const detail = (error.error as { message?: unknown } | undefined)?.message;
    const message = typeof detail === 'string' ? `: ${scrub(detail, apiKey).slice(0, 100)}` : '';
    const retryAfter = retryAfterSeconds(error.headers as Headers | undefined);
    return { note: `HTTP ${error.status}${retryAfter !== null ? ` (Retry-After ${retryAfter} s)` : ''}${message}`, retryAfter };
  }
  return { note: scrub(error instanceof Error ? error.message : String(error), apiKey).slice(0, 100), retryAfter: null };
}

export interface ProbeOptions {
  baseUrl: string;
  model: string;
  apiKey: string;
  timeouts: CallTimeouts;
  now?: () => Date;
}

/**
 * Finds out what an OpenAI-compatible endpoint accepts for one model, one small request per
 * check, one at a time (a local GPU is not flooded): a plain answer (and how long it takes),
 * streaming (time to the first token), an image, JSON-schema output, JSON-object output,
 * `seed`, and tool calls. A check passes when the endpoint answers 2xx with something usable;
 * an endpoint that cannot answer a plain question is reported unreachable with the reason.
 */
export async function probeModel(client: OpenAI, options: ProbeOptions): Promise<ProbeReport & { retryAfterSeconds: number | null }> {
  const { model, timeouts } = options;
  const headers = { [PROBE_HEADER]: '1' };
  const base: Params = { model, messages: [{ role: 'user', content: ASK_OK }], temperature: 0 };

  async function check(params: Params, stream: boolean, usable: (content: string, refusal: string | null) => boolean = () => true) {
    const started = performance.now();
    try {
      const reply = await callModel(client, params, { stream, timeouts, headers });
      const ok = usable(reply.content, reply.refusal);
      return { result: { accepted: ok, note: ok ? null : 'answer unusable', ms: reply.totalMs } satisfies ProbeCheck, reply, retryAfter: null };
    } catch (error) {
      const { note, retryAfter } = noteOf(error, options.apiKey);
      return { result: { accepted: false, note, ms: Math.round(performance.now() - started) } satisfies ProbeCheck, reply: null, retryAfter };
    }
  }

  const json = (content: string, refusal: string | null) => refusal !== null || extractJsonObject(content) !== null;
  const basic = await check(base, false);
  const checks = {} as Record<CapabilityName, ProbeCheck>;
  const report = (reachable: boolean, error: string | null, firstTokenMs: number | null) => {
    const capabilities = Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, checks[name]?.accepted ?? false])) as unknown as ModelCapabilities;
    return {
      baseUrl: options.baseUrl, model, probedAt: (options.now?.() ?? new Date()).toISOString(), reachable, error,
      capabilities, checks, firstTokenMs, fullAnswerMs: basic.reply?.totalMs ?? null, answerFormat: answerFormatOf(capabilities),
      retryAfterSeconds: basic.retryAfter,
      refused: basic.reply?.refusal != null,
    };
  };
  if (!basic.reply) {
    for (const name of CAPABILITY_NAMES) checks[name] = { accepted: false, note: 'not probed', ms: 0 };
    return report(false, basic.result.note, null);
  }

  const streamed = await check(base, true, (content, refusal) => content.length > 0 || refusal !== null);
  checks.streaming = streamed.result;
  checks.images = (await check({ ...base, messages: [{ role: 'user', content: [{ type: 'text', text: 'Name the main colour of this image in one word.' }, { type: 'image_url', image_url: { url: PROBE_IMAGE, detail: 'low' } }] }] }, false)).result;
  checks.jsonSchema = (await check({
    ...base,
    messages: [{ role: 'user', content: ASK_JSON }],
    response_format: { type: 'json_schema', json_schema: { name: 'probe', strict: true, schema: { type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean' } } } } },
  }, false, json)).result;
  checks.jsonObject = (await check({ ...base, messages: [{ role: 'user', content: ASK_JSON }], response_format: { type: 'json_object' } }, false, json)).result;
  checks.seed = (await check({ ...base, seed: 1 }, false)).result;
  checks.tools = (await check({
    ...base,
    messages: [{ role: 'user', content: 'Call record_colour with the colour red.' }],
    tools: [{ type: 'function', function: { name: 'record_colour', description: 'Records a colour name.', parameters: { type: 'object', properties: { colour: { type: 'string' } }, required: ['colour'] } } }],
  }, false)).result;
  return report(true, null, streamed.reply?.firstTokenMs ?? null);
}

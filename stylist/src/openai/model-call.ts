import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import { StylistUnavailableError } from '../stylist';
import { STYLIST_UNAVAILABLE_MESSAGE } from './errors';

export type ModelTimeoutKind = 'first_token' | 'stall' | 'total';

/** The model did not answer in time: no first token, a stream that stopped, or the whole answer too slow. */
export class ModelTimeoutError extends StylistUnavailableError {
  constructor(readonly kind: ModelTimeoutKind, ms: number) {
    super(STYLIST_UNAVAILABLE_MESSAGE, new Error(
      kind === 'first_token' ? `no first token within ${ms} ms` : kind === 'stall' ? `the stream stalled for ${ms} ms` : `no full answer within ${ms} ms`,
    ));
    this.name = 'ModelTimeoutError';
  }
}

export interface CallTimeouts {
  firstTokenMs: number;
  stallMs: number;
  totalMs: number;
}

export interface ModelReply {
  content: string;
  refusal: string | null;
  finishReason: string | null;
  /** From sending to the first token (streamed answers only). */
  firstTokenMs: number | null;
  totalMs: number;
}

type Params = Omit<ChatCompletionCreateParamsBase, 'stream'>;

/** How much later than OPENAI_TIMEOUT_MS the SDK's own timeout would fire. */
const SDK_TIMEOUT_SLACK_MS = 1_000;

const timedOut = (fired: { kind: ModelTimeoutKind; ms: number }) => new ModelTimeoutError(fired.kind, fired.ms);

interface CallOptions {
  stream: boolean;
  timeouts: CallTimeouts;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Streamed text as it arrives (the chat relays it); the reply still holds all of it. */
  onText?: (text: string) => void;
}

/**
 * One answer from the model, streamed or not. Every answer must be in within `totalMs`; a
 * streamed one has two more clocks: the first token must come within `firstTokenMs`, and no
 * gap between chunks may last `stallMs`. A clock that runs out aborts the request and throws
 * ModelTimeoutError; the SDK never sends a timed-out request again (its own timeout would be
 * retried up to OPENAI_MAX_RETRIES times, each as long as the first, while the member waits
 * for the fallback). SDK errors are passed on as they are (the caller maps them), the
 * caller's abort as its reason.
 */
export async function callModel(client: OpenAI, params: Params, options: CallOptions): Promise<ModelReply> {
  const { timeouts, signal } = options;
  // The caller may have given up while the probe or the gate kept it waiting.
  signal?.throwIfAborted();
  const started = performance.now();
  const controller = new AbortController();
  let fired = null as { kind: ModelTimeoutKind; ms: number } | null;
  const clock = (kind: ModelTimeoutKind, ms: number) => setTimeout(() => {
    fired = { kind, ms };
    controller.abort();
  }, ms);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const total = clock('total', timeouts.totalMs);
  // The SDK's own timeout only as a backstop: the clocks above fire first and are not retried.
  const request = { signal: controller.signal, timeout: timeouts.totalMs + SDK_TIMEOUT_SLACK_MS, headers: options.headers };
  if (!options.stream) {
    try {
      const completion = await client.chat.completions.create({ ...params, stream: false }, request);
      const choice = completion.choices?.[0];
      return {
        content: choice?.message?.content ?? '',
        refusal: choice?.message?.refusal ?? null,
        finishReason: choice?.finish_reason ?? null,
        firstTokenMs: null,
        totalMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      if (fired) throw timedOut(fired);
      throw error;
    } finally {
      clearTimeout(total);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  let idle = clock('first_token', timeouts.firstTokenMs);
  let content = '';
  let refusal = '';
  let finishReason: string | null = null;
  let firstTokenMs: number | null = null;
  try {
    const stream = await client.chat.completions.create({ ...params, stream: true }, request);
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const delta = choice?.delta as { content?: string | null; refusal?: string | null; reasoning_content?: string | null; reasoning?: string | null } | undefined;
      const text = delta?.content ?? '';
      const said = text || delta?.refusal || delta?.reasoning_content || delta?.reasoning;
      if (said && firstTokenMs === null) firstTokenMs = Math.round(performance.now() - started);
      if (firstTokenMs !== null) {
        clearTimeout(idle);
        idle = clock('stall', timeouts.stallMs);
      }
      if (text) {
        content += text;
        options.onText?.(text);
      }
      if (delta?.refusal) refusal += delta.refusal;
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
  } catch (error) {
    if (fired) throw timedOut(fired);
    throw error;
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    signal?.removeEventListener('abort', onCallerAbort);
  }
  // An aborted stream may also just end: the clock that fired says why.
  if (fired) throw timedOut(fired);
  if (!finishReason) throw new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, new Error('the stream ended before the answer was complete'));
  return { content, refusal: refusal || null, finishReason, firstTokenMs, totalMs: Math.round(performance.now() - started) };
}

import { APIError } from 'openai';
import type OpenAI from 'openai';
import type { EngineCapability, EngineFallbackReason } from '@fitrater/contracts';
import type { StylistLogger } from '../logger';
import { StylistUnavailableError } from '../stylist';
import { memoryProbeStore, type ProbeStore } from './capabilities';
import { CapabilitySource } from './capability-source';
import { createOpenAiClient, MAX_IN_PROCESS_RETRY_WAIT_MS, resolveOpenAiConfig, type OpenAiConfig, type ResolvedOpenAiConfig } from './client';
import { STYLIST_UNAVAILABLE_MESSAGE, StylistRateLimitedError } from './errors';
import type { FallbackListener } from './fallback';
import { callModel, ModelTimeoutError, type CallTimeouts, type ModelReply } from './model-call';
import { ModelGate } from './model-gate';
import { FALLBACK_RETRY_BUDGET_MS, pause, retryDelayMs } from './retry';
import { toStylistError } from './sdk-errors';
import type { RatingRequest } from './rating-request';
import type { LocalStylistOptions } from '../local';

export interface OpenAiEngineOptions {
  /** The built-in engine at hand (its vision detector): blends scores, reads photos for a model without vision, stands in on failure. */
  builtIn?: { vision?: LocalStylistOptions['vision'] };
  /** Where probe reports are shared between processes (default: this process's memory). */
  store?: ProbeStore;
  onFallback?: FallbackListener;
}

/** What the rating, chat and styling engines of one configuration share: settings, clients, probes, the failure policy. */
export interface OpenAiRuntime {
  settings: ResolvedOpenAiConfig;
  client: OpenAI;
  capabilities: CapabilitySource;
  timeouts: CallTimeouts;
  builtIn: OpenAiEngineOptions['builtIn'] | undefined;
  /** True when the built-in engine should answer after this failure (it is at hand, the policy says so, and the failure is the model's). */
  mayFallBack(error: unknown, reason: EngineFallbackReason | null, signal?: AbortSignal): reason is EngineFallbackReason;
  reportFallback(capability: EngineCapability, reason: EngineFallbackReason, model: string, cause: unknown): void;
  /** One answer through the model's gate (concurrency, Retry-After cool-down), errors mapped to the stylist's. */
  call(model: string, request: RatingRequest, options: { stream: boolean; signal?: AbortSignal; onText?: (text: string) => void }): Promise<ModelReply>;
}

/** What a call that will not be retried throws: the stylist's error for the model's failure, the caller's abort as it is. */
async function toFailure(
  error: unknown, context: { model: string; gate: ModelGate; stream: boolean; signal?: AbortSignal; apiKey: string; log: StylistLogger; capabilities: CapabilitySource },
): Promise<unknown> {
  const { model, gate, stream, signal, log } = context;
  if (error instanceof ModelTimeoutError) {
    log.warn({ model, err: (error.cause as Error).message }, 'openai answer too slow');
    return error;
  }
  if (error instanceof StylistUnavailableError) return error;
  const mapped = toStylistError(error, context.apiKey, signal);
  if (mapped instanceof StylistRateLimitedError && mapped.retryAfterSeconds) gate.coolDown(mapped.retryAfterSeconds);
  // The endpoint refused a request shape: its report may be stale, so it is probed again next time.
  if (error instanceof APIError && error.status === 400) await context.capabilities.forget(model);
  if (mapped instanceof StylistUnavailableError) {
    log.warn({ model, err: mapped.cause }, 'openai request failed');
    return mapped;
  }
  // A stream cut mid-way surfaces as a plain fetch error: the service's failure too.
  if (stream && mapped === error && !signal?.aborted) return new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, error);
  return mapped;
}

export function createOpenAiRuntime(config: OpenAiConfig, logger: StylistLogger, options: OpenAiEngineOptions = {}): OpenAiRuntime {
  const settings = resolveOpenAiConfig(config);
  const log = logger.child({ engine: 'openai' });
  // The SDK never retries: call() does (retry.ts), per attempt with the model's clocks.
  const client = createOpenAiClient({ ...config, openaiMaxRetries: 0 }, log);
  const timeouts: CallTimeouts = { firstTokenMs: settings.openaiFirstTokenTimeoutMs, stallMs: settings.openaiStallTimeoutMs, totalMs: settings.openaiTimeoutMs };
  // One gate per model in this runtime (one runtime per process and configuration).
  const gates = new Map<string, ModelGate>();
  const gateFor = (model: string) => {
    let gate = gates.get(model);
    if (!gate) gates.set(model, (gate = new ModelGate(settings.openaiConcurrency)));
    return gate;
  };
  const capabilities = new CapabilitySource(client, {
    baseUrl: settings.openaiBaseUrl, apiKey: settings.openaiApiKey, timeouts, ttlSeconds: settings.openaiProbeTtlSeconds,
    store: options.store ?? memoryProbeStore(), logger: log,
  });

  const failure = (model: string, gate: ModelGate, error: unknown, stream: boolean, signal?: AbortSignal) =>
    toFailure(error, { model, gate, stream, signal, apiKey: settings.openaiApiKey, log, capabilities });

  return {
    settings, client, capabilities, timeouts, builtIn: options.builtIn,
    mayFallBack(_error, reason, signal): reason is EngineFallbackReason {
      return reason !== null && !signal?.aborted && options.builtIn !== undefined && settings.openaiOnFailure === 'fallback';
    },
    reportFallback(capability, reason, model, cause) {
      // The cause is already scrubbed (no key, no image); the model's answer itself is never logged.
      log.warn({ capability, model, reason, err: (cause as { cause?: Error })?.cause?.message ?? (cause as Error)?.message }, 'the built-in engine answered in place of the model');
      try {
        options.onFallback?.({ capability, reason, model });
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'fallback not counted');
      }
    },
    async call(model, request, { stream, signal, onText }) {
      const gate = gateFor(model);
      // Text already relayed to the member is never asked for again (it would be said twice).
      let relayed = false;
      const relay = onText && ((text: string) => {
        relayed = true;
        onText(text);
      });
      // With the built-in engine to answer instead, the member waits at most the fallback budget for retries.
      const budget = options.builtIn && settings.openaiOnFailure === 'fallback' ? FALLBACK_RETRY_BUDGET_MS : Infinity;
      let waited = 0;
      for (let retries = 0; ; retries++) {
        try {
          return await gate.run(() => callModel(client, request, { stream, timeouts, signal, onText: relay }), signal);
        } catch (error) {
          let wait = relayed || signal?.aborted ? null : retryDelayMs(error, retries, settings.openaiMaxRetries, Math.min(MAX_IN_PROCESS_RETRY_WAIT_MS, budget - waited));
          if (wait !== null && waited + wait > budget) wait = null;
          if (wait === null) throw await failure(model, gate, error, stream, signal);
          waited += wait;
          log.info({ model, retry: retries + 1, waitMs: Math.round(wait), status: (error as { status?: number }).status ?? null }, 'openai request failed: sending it again');
          // The wait is outside the gate: other answers may use the slot meanwhile.
          await pause(wait, signal);
        }
      }
    },
  };
}

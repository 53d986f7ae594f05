import OpenAI from 'openai';
import type { StylistLogger } from '../logger';
import { StylistSettingsError } from '../settings';
import { fetchWithRetryAfterCap } from './fetch';

/** The openai engine's settings (core passes the matching fields of its config). */
export interface OpenAiConfig {
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
  openaiModel: string;
  openaiTimeoutMs: number;
  openaiMaxRetries: number;
  /** Models per capability (OPENAI_CHAT_MODEL, OPENAI_STYLING_MODEL); openaiModel when absent. */
  openaiChatModel?: string;
  openaiStylingModel?: string;
  /** Streamed answers: longest wait for the first token, longest gap between chunks. */
  openaiFirstTokenTimeoutMs?: number;
  openaiStallTimeoutMs?: number;
  /** Requests this process sends to one model at once. */
  openaiConcurrency?: number;
  /** With the built-in engine at hand: it answers when the model fails (`fallback`), or the answer fails (`fail`). */
  openaiOnFailure?: 'fallback' | 'fail';
  /** The built-in engine's share of the final score, 0–1. */
  openaiBlendWeight?: number;
  /** How long a probe report is kept. */
  openaiProbeTtlSeconds?: number;
}

/** The settings with every optional one filled in. */
export type ResolvedOpenAiConfig = Required<Omit<OpenAiConfig, 'openaiApiKey' | 'openaiBaseUrl'>> & { openaiApiKey: string; openaiBaseUrl: string };

export function resolveOpenAiConfig(config: OpenAiConfig): ResolvedOpenAiConfig {
  if (!config.openaiApiKey) throw new StylistSettingsError('OPENAI_API_KEY', 'must be set when AI_PROVIDER=openai');
  return {
    openaiApiKey: config.openaiApiKey,
    openaiBaseUrl: config.openaiBaseUrl ?? DEFAULT_OPENAI_BASE_URL,
    openaiModel: config.openaiModel,
    openaiTimeoutMs: config.openaiTimeoutMs,
    openaiMaxRetries: config.openaiMaxRetries,
    openaiChatModel: config.openaiChatModel ?? config.openaiModel,
    openaiStylingModel: config.openaiStylingModel ?? config.openaiModel,
    openaiFirstTokenTimeoutMs: config.openaiFirstTokenTimeoutMs ?? config.openaiTimeoutMs,
    openaiStallTimeoutMs: config.openaiStallTimeoutMs ?? config.openaiTimeoutMs,
    openaiConcurrency: config.openaiConcurrency ?? 16,
    openaiOnFailure: config.openaiOnFailure ?? 'fallback',
    openaiBlendWeight: config.openaiBlendWeight ?? 0.6,
    openaiProbeTtlSeconds: config.openaiProbeTtlSeconds ?? 3600,
  };
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Longest Retry-After the SDK may sleep through in-process; longer ones go to the queue's rate limiter. */
export const MAX_IN_PROCESS_RETRY_WAIT_MS = 10_000;

/**
 * The SDK client: timeout and retries (429, 5xx, timeouts, connection errors,
 * with exponential backoff or the server's Retry-After) from config. The
 * engines' runtime passes 0 retries and sends failed requests again itself
 * (retry.ts: a shorter backoff, never a timeout). SDK log
 * lines go to pino as plain messages; their detail arguments (which can hold
 * request bodies, so the image) are dropped.
 */
export function createOpenAiClient(config: OpenAiConfig, logger: StylistLogger): OpenAI {
  if (!config.openaiApiKey) throw new StylistSettingsError('OPENAI_API_KEY', 'must be set when AI_PROVIDER=openai');
  return new OpenAI({
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl ?? DEFAULT_OPENAI_BASE_URL,
    timeout: config.openaiTimeoutMs,
    maxRetries: config.openaiMaxRetries,
    fetch: fetchWithRetryAfterCap(MAX_IN_PROCESS_RETRY_WAIT_MS),
    logLevel: 'info',
    logger: {
      error: (message: string) => logger.error(message),
      warn: (message: string) => logger.warn(message),
      info: (message: string) => logger.debug(message),
      debug: () => {},
    },
  });
}

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
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Longest Retry-After the SDK may sleep through in-process; longer ones go to the queue's rate limiter. */
export const MAX_IN_PROCESS_RETRY_WAIT_MS = 10_000;

/**
 * The SDK client: timeout and retries (429, 5xx, timeouts, connection errors,
 * with exponential backoff or the server's Retry-After) from config. SDK log
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

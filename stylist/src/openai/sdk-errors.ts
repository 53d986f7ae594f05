import { APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError, RateLimitError } from 'openai';
import { StylistUnavailableError } from '../stylist';
import { STYLIST_UNAVAILABLE_MESSAGE, StylistRateLimitedError } from './errors';
import { retryAfterSeconds } from './retry-after';

const MAX_CAUSE_LENGTH = 500;

/** Removes the API key and inline images from text that may reach a log or an error. */
export function scrub(text: string, apiKey: string): string {
  let clean = text.replace(/data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+/g, 'data:[image]');
  if (apiKey) clean = clean.split(apiKey).join('[redacted]');
  clean = clean.replace(/Bearer\s+\S+/gi, 'Bearer [redacted]');
  return clean.length > MAX_CAUSE_LENGTH ? `${clean.slice(0, MAX_CAUSE_LENGTH)}…` : clean;
}

/** A plain, scrubbed copy of an SDK error: safe to keep as `cause` and to log. */
function safeCause(error: Error, apiKey: string): Error {
  const cause = new Error(scrub(error.message, apiKey));
  cause.name = error.name;
  if (error instanceof APIError) Object.assign(cause, { status: error.status, requestId: error.requestID ?? undefined });
  return cause;
}

/**
 * Maps what the SDK throws (after its own retries) to the stylist's errors:
 * 429 → StylistRateLimitedError, anything else from the service (5xx, 4xx,
 * timeouts, connection failures) → StylistUnavailableError. A caller's abort
 * is passed on as the signal's reason; programming errors are rethrown.
 */
export function toStylistError(error: unknown, apiKey: string, signal?: AbortSignal): unknown {
  if (error instanceof APIUserAbortError && signal?.aborted) return signal.reason ?? error;
  if (!(error instanceof OpenAIError)) return error;
  const cause = safeCause(error, apiKey);
  if (error instanceof RateLimitError || (error instanceof APIError && error.status === 429)) {
    return new StylistRateLimitedError(retryAfterSeconds(error.headers as Headers | undefined), cause);
  }
  if (error instanceof APIConnectionTimeoutError) cause.message = 'request timed out';
  return new StylistUnavailableError(STYLIST_UNAVAILABLE_MESSAGE, cause);
}

import { StylistUnavailableError } from '../stylist';

/** The message a rating fails with when the AI service cannot give a usable answer. */
export const STYLIST_UNAVAILABLE_MESSAGE = 'AI Service Temporarily Unavailable';

/**
 * The provider kept answering 429 after the SDK's own retries. The worker
 * should pause the queue (BullMQ `worker.rateLimit(ms)`) for `retryAfterSeconds`
 * when the server sent one.
 */
export class StylistRateLimitedError extends StylistUnavailableError {
  constructor(readonly retryAfterSeconds: number | null, cause?: unknown) {
    super(STYLIST_UNAVAILABLE_MESSAGE, cause);
    this.name = 'StylistRateLimitedError';
  }
}

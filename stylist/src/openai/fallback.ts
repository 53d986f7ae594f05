import type { EngineCapability, EngineFallbackReason } from '@fitrater/contracts';
import { StylistUnavailableError } from '../stylist';
import { STYLIST_UNAVAILABLE_MESSAGE, StylistRateLimitedError } from './errors';
import { ModelTimeoutError } from './model-call';

/** The model answered, but not with anything usable (twice), or refused: the built-in engine may stand in. */
export class UnusableAnswerError extends StylistUnavailableError {
  constructor(readonly reason: 'unusable' | 'refused', detail: string) {
    super(STYLIST_UNAVAILABLE_MESSAGE, new Error(detail));
    this.name = 'UnusableAnswerError';
  }
}

/** Why a failed call falls back, from the error it ended with; null for errors that are not the model's (aborts, bugs). */
export function fallbackReasonOf(error: unknown): EngineFallbackReason | null {
  if (error instanceof ModelTimeoutError) return error.kind === 'stall' ? 'stalled' : 'timeout';
  if (error instanceof StylistRateLimitedError) return 'rate_limited';
  if (error instanceof UnusableAnswerError) return error.reason;
  if (error instanceof StylistUnavailableError) return (error.cause as Error | undefined)?.message === 'request timed out' ? 'timeout' : 'unavailable';
  return null;
}

/** Told each time the built-in engine answers in the model's place (core counts them for /metrics). */
export type FallbackListener = (event: { capability: EngineCapability; reason: EngineFallbackReason; model: string }) => void;

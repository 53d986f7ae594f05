import type { EngineFallbackReason, EngineName, Language, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import type { ChatCallOptions, ChatInput } from './chat-types';
import type { PreparedImage } from './prepared-image';

export type { PreparedImage } from './prepared-image';

export interface StylistInput {
  image: PreparedImage | null;
  /** Trimmed, or null when the user gave none. */
  description: string | null;
  occasion: RatingOccasion;
  /** The user's words when occasion is 'custom'. */
  customOccasion: string | null;
  /** Language the summary, feedback and suggestions are written in. */
  language: Language;
}

export interface StylistCallOptions {
  signal?: AbortSignal;
  /** Told, before it answers, when the built-in engine stands in for the model that failed. */
  onFallback?: (reason: EngineFallbackReason) => void;
}

/**
 * Call options that note a fallback, and the engine that actually answered once the call is over:
 * the engine asked, or the built-in one when it stood in for the model (what chat and styling store).
 */
export function answeredBy<Name extends string = EngineName>(engine: { readonly name: Name }): { options: { onFallback(reason: EngineFallbackReason): void }; readonly engine: Name | 'local'; readonly fallbackReason: EngineFallbackReason | null } {
  let fallbackReason: EngineFallbackReason | null = null;
  return {
    options: { onFallback: (reason) => { fallbackReason = reason; } },
    get engine() { return fallbackReason ? 'local' : engine.name; },
    get fallbackReason() { return fallbackReason; },
  };
}

/** A rating engine. Answers are validated against `StylistAnswer` by the caller before storing. */
export interface Stylist {
  readonly name: 'local' | 'openai';
  rate(input: StylistInput, options?: StylistCallOptions): Promise<StylistAnswer>;
  /** The stylist chat: the reply streamed as pieces of text, in order; their concatenation is the reply. */
  chat(input: ChatInput, options?: ChatCallOptions): AsyncIterable<string>;
}

/** Thrown by an engine when the answer cannot be had now (after its own retries); the rating fails and the quota unit is returned. */
export class StylistUnavailableError extends Error {
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
    this.name = 'StylistUnavailableError';
  }
}

/**
 * Thrown when the input itself is refused; the message is shown to the user. IMAGE_REFUSED: an explicit
 * photo. NO_OUTFIT_FOUND: the photo shows no person, or a person but no garment to rate.
 */
export class StylistRefusedError extends Error {
  constructor(readonly code: 'IMAGE_REFUSED' | 'NO_OUTFIT_FOUND', message: string) {
    super(message);
    this.name = 'StylistRefusedError';
  }
}

/** Which engine answered a rating, the model's own score before the blend, and why the built-in engine stood in. */
export interface RatedAnswer {
  answer: StylistAnswer;
  engine: 'local' | 'openai';
  /** The model's own overall score (null when the built-in engine answered alone). */
  modelRating: number | null;
  fallbackReason: EngineFallbackReason | null;
}

/** A rating engine that can also say who answered (the openai engine with its built-in fallback). */
export interface ReportingStylist extends Stylist {
  rateDetailed(input: StylistInput, options?: StylistCallOptions): Promise<RatedAnswer>;
}

/** The answer with its provenance, from any engine (one without a report answered itself). */
export async function rateWithProvenance(stylist: Stylist, input: StylistInput, options?: StylistCallOptions): Promise<RatedAnswer> {
  const reporting = stylist as Partial<ReportingStylist>;
  if (typeof reporting.rateDetailed === 'function') return reporting.rateDetailed(input, options);
  return { answer: await stylist.rate(input, options), engine: stylist.name, modelRating: null, fallbackReason: null };
}

import type { AddressForm, ChatPersonality, EngineFallbackReason, Language, RatingComponents, RatingOccasion } from '@fitrater/contracts';
import type { PreparedImage } from './prepared-image';

/** One earlier message of the conversation, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/** What the user's own history says, for "your best-rated look was…". */
export interface ChatFacts {
  ratedOutfits: number;
  averageRating: number | null;
  best: { score: number; occasion: RatingOccasion; summary: string | null; createdAt: string } | null;
  /** The latest rating, with its parts' own scores when the caller has them (for "improve my last outfit"). */
  latest: { score: number; occasion: RatingOccasion; summary: string | null; createdAt: string; components?: RatingComponents | null } | null;
}

export interface ChatInput {
  /** The user's message, trimmed ('(image)' when only a photo was sent). */
  message: string;
  image: PreparedImage | null;
  personality: ChatPersonality;
  language: Language;
  /** How to address the member where the language marks gender (Arabic); neutral when absent. */
  addressForm?: AddressForm;
  /** The conversation before this message (the last few turns). */
  history: ChatTurn[];
  facts: ChatFacts;
}

export interface ChatCallOptions {
  signal?: AbortSignal;
  /** Told, before its first word, when the built-in chat stands in for the model that failed. */
  onFallback?: (reason: EngineFallbackReason) => void;
}

/** A chat engine streams its reply as pieces of text, in order; their concatenation is the reply. */
export type ChatStream = (input: ChatInput, options?: ChatCallOptions) => AsyncIterable<string>;

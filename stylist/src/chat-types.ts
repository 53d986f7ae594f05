import type { ChatPersonality, Language, RatingOccasion } from '@fitrater/contracts';
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
  latest: { score: number; occasion: RatingOccasion; summary: string | null; createdAt: string } | null;
}

export interface ChatInput {
  /** The user's message, trimmed ('(image)' when only a photo was sent). */
  message: string;
  image: PreparedImage | null;
  personality: ChatPersonality;
  language: Language;
  /** The conversation before this message (the last few turns). */
  history: ChatTurn[];
  facts: ChatFacts;
}

export interface ChatCallOptions {
  signal?: AbortSignal;
}

/** A chat engine streams its reply as pieces of text, in order; their concatenation is the reply. */
export type ChatStream = (input: ChatInput, options?: ChatCallOptions) => AsyncIterable<string>;

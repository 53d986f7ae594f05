import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatCallOptions, ChatInput, ChatStream } from '../../chat-types';
import { understand } from './intents';
import { photoAnswer } from './photo';
import { Planner, planAnswer } from './plan';
import { normalise, packFor, type LocalStylistOptions } from './rater';
import { pieces, voiced } from './voice';
import { CHAT_WORDS } from './words';

export interface LocalChatOptions extends LocalStylistOptions {
  /** Milliseconds between two words: a natural reading pace. */
  paceMs?: number;
}

export const LOCAL_CHAT_PACE_MS = 30;

/** The whole reply, written at once (deterministic for the same conversation). */
export async function writeLocalReply(input: ChatInput, options: LocalChatOptions = {}, signal?: AbortSignal): Promise<string> {
  const words = CHAT_WORDS[input.language] ?? CHAT_WORDS.en;
  const pack = packFor(input.language);
  const seed = `${normalise(input.message)}\u0000${input.history.length}`;
  const u = understand(input.message, !!input.image, input.history, words.followUp);
  const planner = new Planner(pack, words, seed, u.entities.occasion);
  const content = input.image
    ? await photoAnswer(planner, { ...input, image: input.image }, u.entities.occasion ?? 'casual', options, signal)
    : planAnswer(planner, u, input);
  return voiced(input.personality, input.language, pack, words, seed, content);
}

/** The offline chat engine: understands the question, answers from the rating engine's knowledge, streams word by word. */
export function createLocalChat(options: LocalChatOptions = {}): ChatStream {
  const pace = options.paceMs ?? LOCAL_CHAT_PACE_MS;
  return async function* localChat(input: ChatInput, call: ChatCallOptions = {}) {
    const text = await writeLocalReply(input, options, call.signal);
    let first = true;
    for (const piece of pieces(text, input.language)) {
      if (!first && pace > 0) await sleep(pace, undefined, { signal: call.signal });
      first = false;
      yield piece;
    }
  };
}

import type { ChatInput, ChatStream } from '../../chat-types';
import { type LocalStylistOptions } from './rater';
export interface LocalChatOptions extends LocalStylistOptions {
    /** Milliseconds between two words: a natural reading pace. */
    paceMs?: number;
}
export declare const LOCAL_CHAT_PACE_MS = 30;
/** The whole reply, written at once (deterministic for the same conversation). */
export declare function writeLocalReply(input: ChatInput, options?: LocalChatOptions, signal?: AbortSignal): Promise<string>;
/** The offline chat engine: understands the question, answers from the rating engine's knowledge, streams word by word. */
export declare function createLocalChat(options?: LocalChatOptions): ChatStream;

import { type ChatPersonality } from '@fitrater/contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatInput } from '../chat-types';
/** Each personality as the model is told to speak (English instructions; the reply language is set per request). */
export declare const PERSONALITY_PROMPTS: Record<ChatPersonality, string>;
/** System prompt (personality, rules, language, the user's facts), the earlier turns, then the question with its photo inline. */
export declare function chatMessages(input: ChatInput): ChatCompletionMessageParam[];

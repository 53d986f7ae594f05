export { createOpenAiStylist, buildRequest, OPENAI_SEED } from './openai-stylist';
export { StylistRateLimitedError, STYLIST_UNAVAILABLE_MESSAGE } from './errors';
export { STRICT_STYLIST_ANSWER_SCHEMA } from './schema';
export type { OpenAiConfig } from './client';

// The stylist's public face: the interface every engine implements, the two engines and the
// vision inspection the CLI's `fitrater engine inspect` uses. Depends on @fitrater/contracts only;
// settings and the logger are passed in by core.
export * from './stylist';
export type { StylistLogger, StylistLogFn } from './logger';
export { StylistSettingsError } from './settings';
export { createLocalStylist, localVision, type LocalStylistOptions } from './local';
export { createOpenAiStylist, StylistRateLimitedError, STYLIST_UNAVAILABLE_MESSAGE, type OpenAiConfig } from './openai';
export { inspectPhoto, type InspectResult } from './local/vision/inspect';
export type { ChatCallOptions, ChatFacts, ChatInput, ChatStream, ChatTurn } from './chat-types';

// The stylist's public face: the interface every engine implements, the two engines and the
// vision inspection the CLI's `fitrater engine inspect` uses. Depends on @fitrater/contracts only;
// settings and the logger are passed in by core.
export * from './stylist';
export type { StylistLogger, StylistLogFn } from './logger';
export { StylistSettingsError } from './settings';
export { createLocalStylist, localVision, type LocalStylistOptions } from './local';
export {
  createOpenAiStylist, createOpenAiRuntime, DEFAULT_OPENAI_BASE_URL, StylistRateLimitedError, STYLIST_UNAVAILABLE_MESSAGE, PROBE_HEADER, memoryProbeStore, probeKey, CAPABILITY_NAMES,
  type OpenAiConfig, type OpenAiEngineOptions, type OpenAiRuntime, type ProbeReport, type ProbeResult, type ProbeStore, type ModelCapabilities, type AnswerFormat, type FallbackListener,
} from './openai';
export { inspectPhoto, type InspectResult } from './local/vision/inspect';
// Premium styling and trends: the styling capabilities, both engines and the shared knowledge base.
export type { StylingEngine, GenerateInput, CombineInput, SuggestInput, TrendsInput, StylingProfile, RatedOutfit } from './styling';
export {
  createLocalStylingEngine, personaliseTrend, catalogueTrends, planOutfit, writeOutfit, trendText, localTipOfDay, type PlannedOutfit, type InsightDraft,
  GARMENT_NAMES, TREND_TEXTS, TREND_TAG_WORDS, TIP_TEXTS, warmStylingKnowledge,
} from './local/styling';
export { createOpenAiStylingEngine } from './openai/styling';
export { createOpenAiGarmentDescriber, GarmentDescription, type GarmentDescriber, type GarmentToDescribe } from './openai';
export * as knowledge from './knowledge';
export { seasonOf, tipOfDay, trendSwatch } from './knowledge';
export { coloursNamed } from './local/styling/colours-named';
export type { ChatCallOptions, ChatFacts, ChatInput, ChatStream, ChatTurn } from './chat-types';
// The closet of garments: cut-outs, pre-filled fields, sentences and look scores.
export * as garments from './local/garments';
export type { GarmentMasks } from './local/vision/types';

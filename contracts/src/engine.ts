/** The engines that can answer: the built-in one, or the configured OpenAI-compatible model. */
export const ENGINE_NAMES = ['local', 'openai'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/**
 * Why the built-in engine answered instead of the configured model: the model could not be
 * reached, rate-limited us, gave no first token or full answer in time, stalled mid-stream,
 * answered unusably twice, or refused. Counted per reason on /metrics, the admin panel and
 * `fitrater engine status`.
 */
export const ENGINE_FALLBACK_REASONS = ['unavailable', 'rate_limited', 'timeout', 'stalled', 'unusable', 'refused'] as const;
export type EngineFallbackReason = (typeof ENGINE_FALLBACK_REASONS)[number];

/** The kinds of answer a model is configured for (OPENAI_MODEL, OPENAI_CHAT_MODEL, OPENAI_STYLING_MODEL). */
export const ENGINE_CAPABILITIES = ['rating', 'chat', 'styling'] as const;
export type EngineCapability = (typeof ENGINE_CAPABILITIES)[number];

/** What a probe checks an endpoint for. */
export const ENGINE_PROBE_CHECKS = ['images', 'jsonSchema', 'jsonObject', 'streaming', 'seed', 'tools'] as const;
export type EngineProbeCheck = (typeof ENGINE_PROBE_CHECKS)[number];

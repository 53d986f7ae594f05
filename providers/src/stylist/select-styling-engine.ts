import { createLocalStylingEngine, createOpenAiStylingEngine, type StylingEngine } from '@fitrater/stylist';
import type { Config, Logger, Redis } from '@fitrater/platform';
import { openAiRuntimeFor } from './openai-runtime';

const cache = new WeakMap<Config, StylingEngine>();

/** The configured styling engine (AI_PROVIDER), built once per process from core's config. */
export function selectStylingEngine(config: Config, logger: Logger, redis?: Redis): StylingEngine {
  let engine = cache.get(config);
  if (!engine) {
    engine = config.aiProvider === 'openai'
      ? createOpenAiStylingEngine(config, logger, { runtime: openAiRuntimeFor(config, logger, redis) })
      : createLocalStylingEngine();
    cache.set(config, engine);
  }
  return engine;
}

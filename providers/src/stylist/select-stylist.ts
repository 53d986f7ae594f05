import { createLocalStylist, createOpenAiStylist, localVision, type Stylist } from '@fitrater/stylist';
import type { Config, Logger, Redis } from '@fitrater/platform';
import { openAiRuntimeFor } from './openai-runtime';

const cache = new WeakMap<Config, Stylist>();

/**
 * The configured engine (AI_PROVIDER), built once per process from core's config. With Redis,
 * the openai engine shares probe reports between processes and counts its fallbacks.
 */
export function selectStylist(config: Config, logger: Logger, redis?: Redis): Stylist {
  let stylist = cache.get(config);
  if (!stylist) {
    stylist = config.aiProvider === 'openai'
      ? createOpenAiStylist(config, logger, { runtime: openAiRuntimeFor(config, logger, redis) })
      : createLocalStylist({ vision: localVision(logger, config.localVision) });
    cache.set(config, stylist);
  }
  return stylist;
}

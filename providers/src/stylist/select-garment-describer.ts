import { createOpenAiGarmentDescriber, type GarmentDescriber } from '@fitrater/stylist';
import type { Config, Logger, Redis } from '@fitrater/platform';
import { openAiRuntimeFor } from './openai-runtime';

const cache = new WeakMap<Config, GarmentDescriber>();

/**
 * Who describes a garment cut out for the closet beyond the built-in reading: the openai engine
 * when AI_PROVIDER=openai (built once per process), nobody with the local engine.
 */
export function selectGarmentDescriber(config: Config, logger: Logger, redis?: Redis): GarmentDescriber | null {
  if (config.aiProvider !== 'openai') return null;
  let describer = cache.get(config);
  if (!describer) {
    describer = createOpenAiGarmentDescriber(openAiRuntimeFor(config, logger, redis), logger);
    cache.set(config, describer);
  }
  return describer;
}

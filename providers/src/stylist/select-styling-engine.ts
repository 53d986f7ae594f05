import { createLocalStylingEngine, createOpenAiStylingEngine, StylistSettingsError, type StylingEngine } from '@fitrater/stylist';
import { ConfigError, type Config, type Logger } from '@fitrater/platform';

const cache = new WeakMap<Config, StylingEngine>();

/** The configured styling engine (AI_PROVIDER), built once per process from core's config. */
export function selectStylingEngine(config: Config, logger: Logger): StylingEngine {
  let engine = cache.get(config);
  if (!engine) {
    try {
      engine = config.aiProvider === 'openai' ? createOpenAiStylingEngine(config, logger) : createLocalStylingEngine();
    } catch (error) {
      if (error instanceof StylistSettingsError) throw new ConfigError(error.variable, error.message.replace(`Invalid configuration: ${error.variable} `, ''));
      throw error;
    }
    cache.set(config, engine);
  }
  return engine;
}

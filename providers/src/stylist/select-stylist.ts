import { createLocalStylist, createOpenAiStylist, localVision, StylistSettingsError, type Stylist } from '@fitrater/stylist';
import { ConfigError, type Config, type Logger } from '@fitrater/platform';

const cache = new WeakMap<Config, Stylist>();

/** The configured engine (AI_PROVIDER), built once per process from core's config. */
export function selectStylist(config: Config, logger: Logger): Stylist {
  let stylist = cache.get(config);
  if (!stylist) {
    stylist = config.aiProvider === 'openai' ? openAi(config, logger) : createLocalStylist({ vision: localVision(logger, config.localVision) });
    cache.set(config, stylist);
  }
  return stylist;
}

function openAi(config: Config, logger: Logger): Stylist {
  try {
    return createOpenAiStylist(config, logger);
  } catch (error) {
    // The same error as every other bad setting (the CLI and boot checks report ConfigError).
    if (error instanceof StylistSettingsError) throw new ConfigError(error.variable, error.message.replace(`Invalid configuration: ${error.variable} `, ''));
    throw error;
  }
}

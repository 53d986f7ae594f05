import type { Config } from '../config/config';
import type { Logger } from '../infra/logger';
import type { Stylist } from './stylist';
import { createLocalStylist, localVision } from './local';
import { createOpenAiStylist } from './openai';

const cache = new WeakMap<Config, Stylist>();

/** The configured engine (AI_PROVIDER), built once per process. */
export function selectStylist(config: Config, logger: Logger): Stylist {
  let stylist = cache.get(config);
  if (!stylist) {
    stylist = config.aiProvider === 'openai' ? createOpenAiStylist(config, logger) : createLocalStylist({ vision: localVision(logger, config.localVision) });
    cache.set(config, stylist);
  }
  return stylist;
}

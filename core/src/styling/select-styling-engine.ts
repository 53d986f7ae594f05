import type { Config } from '../config/config';
import type { Logger } from '../infra/logger';
import { createLocalStylingEngine } from '../stylist/local/styling';
import { createOpenAiStylingEngine } from '../stylist/openai/styling';
import type { StylingEngine } from '../stylist/styling';

const cache = new WeakMap<Config, StylingEngine>();

/** The configured styling engine (AI_PROVIDER), built once per process. */
export function selectStylingEngine(config: Config, logger: Logger): StylingEngine {
  let engine = cache.get(config);
  if (!engine) {
    engine = config.aiProvider === 'openai' ? createOpenAiStylingEngine(config, logger) : createLocalStylingEngine();
    cache.set(config, engine);
  }
  return engine;
}

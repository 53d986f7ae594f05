import { createOpenAiRuntime, localVision, StylistSettingsError, type OpenAiRuntime } from '@fitrater/stylist';
import { ConfigError, recordEngineFallback, type Config, type Logger, type Redis } from '@fitrater/platform';
import { redisProbeStore } from './probe-store';

const runtimes = new WeakMap<Config, OpenAiRuntime>();

/**
 * The openai engine's shared parts for this process (clients, probe reports in Redis, the
 * built-in engine to fall back on, fallbacks counted in Redis for /metrics), built once per
 * config. Without Redis (a bare call) reports stay in memory and fallbacks are only logged.
 */
export function openAiRuntimeFor(config: Config, logger: Logger, redis?: Redis): OpenAiRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    try {
      runtime = createOpenAiRuntime(config, logger, {
        builtIn: { vision: localVision(logger, config.localVision) },
        store: redis ? redisProbeStore(redis, config.redisPrefix) : undefined,
        onFallback: redis
          ? ({ capability, reason }) => void recordEngineFallback(redis, config.redisPrefix, capability, reason).catch((error: Error) => logger.warn({ err: error.message }, 'engine fallback not counted'))
          : undefined,
      });
    } catch (error) {
      // The same error as every other bad setting (the CLI and boot checks report ConfigError).
      if (error instanceof StylistSettingsError) throw new ConfigError(error.variable, error.message.replace(`Invalid configuration: ${error.variable} `, ''));
      throw error;
    }
    runtimes.set(config, runtime);
  }
  return runtime;
}

/** Each capability's configured model (the same model may serve several). */
export function configuredModels(config: Config): Array<{ capability: 'rating' | 'chat' | 'styling'; model: string }> {
  return [
    { capability: 'rating', model: config.openaiModel },
    { capability: 'chat', model: config.openaiChatModel },
    { capability: 'styling', model: config.openaiStylingModel },
  ];
}

/**
 * The workers' start: each configured model is probed (or its report read from Redis) in the
 * background, so the first rating does not wait for it and the log says what the endpoint accepts.
 */
export function probeAtStart(config: Config, logger: Logger, redis: Redis): Promise<void> {
  if (config.aiProvider !== 'openai') return Promise.resolve();
  const runtime = openAiRuntimeFor(config, logger, redis);
  const models = [...new Set(configuredModels(config).map((m) => m.model))];
  return Promise.all(models.map((model) => runtime.capabilities.get(model).catch(() => undefined))).then(() => undefined);
}

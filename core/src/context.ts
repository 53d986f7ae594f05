import { createPlatformContext, type Config, type ContextOptions, type PlatformContext } from '@fitrater/platform';
import { createMailer, type Mailer } from '@fitrater/providers';

/**
 * Everything a core service needs, built once per process (api, worker, CLI)
 * and passed explicitly: the platform (config, db, redis, queue, realtime,
 * storage, rate limiter, logger) plus the mailer.
 */
export interface CoreContext extends PlatformContext {
  mailer: Mailer;
}

export function createCoreContext(config: Config, options: ContextOptions = {}): CoreContext {
  const platform = createPlatformContext(config, options);
  const mailer = createMailer(config, platform.logger);
  let closed = false;
  return {
    ...platform,
    mailer,
    async close() {
      if (closed) return;
      closed = true;
      mailer.close();
      await platform.close();
    },
  };
}

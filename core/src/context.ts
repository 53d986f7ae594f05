import type { Config } from './platform/config/config';
import { createDb, type Db, type DbLog } from './platform/db/knex';
import { createLogger, type Logger } from './platform/infra/logger';
import { createRedis, type Redis } from './platform/infra/redis';
import { createProducer, type Producer } from './platform/queue/producer';
import { createPublisher, type Publisher } from './platform/realtime/publisher';
import { createMailer, type Mailer } from './providers/mail/mailer';
import { createStorage, type Storage } from './platform/storage/storage';
import { createRateLimiter, type RateLimiter } from './platform/infra/rate-limiter';

/**
 * Everything a core service needs, built once per process (api, worker, CLI)
 * and passed explicitly. No globals, so tests can build several side by side.
 */
export interface CoreContext {
  config: Config;
  db: Db;
  /** Fail-fast connection for request-path commands, producers and publishing. */
  redis: Redis;
  producer: Producer;
  publisher: Publisher;
  mailer: Mailer;
  storage: Storage;
  rateLimiter: RateLimiter;
  logger: Logger;
  now(): Date;
  close(): Promise<void>;
}

export interface ContextOptions {
  logger?: Logger;
  name?: string;
  dbPool?: { min: number; max: number };
  /** Handlers for knex's own warnings (the CLI keeps them off stdout). */
  dbLog?: DbLog;
  now?: () => Date;
}

export function createCoreContext(config: Config, options: ContextOptions = {}): CoreContext {
  const logger = options.logger ?? createLogger(config, options.name ?? 'fitrater');
  const db = createDb(config.databaseUrl, options.dbPool, options.dbLog);
  const redis = createRedis(config.redisUrl, 'client', {}, config.redisCluster);
  redis.on('error', (error: Error) => logger.debug({ err: error.message }, 'redis connection error'));
  const producer = createProducer(redis, config.queuePrefix);
  const publisher = createPublisher(redis, config.redisPrefix);
  const mailer = createMailer(config, logger);
  const storage = createStorage(config.dataDir);
  const rateLimiter = createRateLimiter(redis, config.redisPrefix, config.rateLimitScale);
  let closed = false;
  return {
    config, db, redis, producer, publisher, mailer, storage, rateLimiter, logger,
    now: options.now ?? (() => new Date()),
    async close() {
      if (closed) return;
      closed = true;
      await producer.close().catch(() => undefined);
      mailer.close();
      redis.disconnect();
      await db.destroy();
    },
  };
}

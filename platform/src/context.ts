import type { Config } from './config/config';
import { createDb, type Db, type DbLog } from './db/knex';
import { createLogger, type Logger } from './infra/logger';
import { createRedis, type Redis } from './infra/redis';
import { createProducer, type Producer } from './queue/producer';
import { createFairShare } from './queue/fair-share';
import { createPublisher, type Publisher } from './realtime/publisher';
import { createStorage, type Storage } from './storage/storage';
import { createRateLimiter, type RateLimiter } from './infra/rate-limiter';

/**
 * The shared infrastructure of one process (api, worker, CLI): built once and
 * passed explicitly, no globals, so tests can build several side by side.
 * Core's context adds the providers (mail) on top of it.
 */
export interface PlatformContext {
  config: Config;
  db: Db;
  /** Fail-fast connection for request-path commands, producers and publishing. */
  redis: Redis;
  producer: Producer;
  publisher: Publisher;
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

export function createPlatformContext(config: Config, options: ContextOptions = {}): PlatformContext {
  const logger = options.logger ?? createLogger(config, options.name ?? 'fitrater');
  const db = createDb(config.databaseUrl, options.dbPool ?? { min: 0, max: config.dbPoolMax }, options.dbLog);
  const redis = createRedis(config.redisUrl, 'client', {}, config.redisCluster);
  redis.on('error', (error: Error) => logger.debug({ err: error.message }, 'redis connection error'));
  const producer = createProducer(redis, config.queuePrefix, createFairShare(redis, config.redisPrefix, config.queueUserShare), config.jobRetryDelayScale);
  const publisher = createPublisher(redis, config.redisPrefix);
  const storage = createStorage(config.dataDir);
  const rateLimiter = createRateLimiter(redis, config.redisPrefix, config.rateLimitScale);
  let closed = false;
  return {
    config, db, redis, producer, publisher, storage, rateLimiter, logger,
    now: options.now ?? (() => new Date()),
    async close() {
      if (closed) return;
      closed = true;
      await producer.close().catch(() => undefined);
      redis.disconnect();
      await db.destroy();
    },
  };
}

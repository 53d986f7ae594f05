// @fitrater/platform: the shared infrastructure every domain stands on. Depends on contracts
// (and migrations, which the db runs) only; never on a domain, a provider or an entry point.
export * from './config/config';
export * from './context';
export * from './db/base.model';
export * from './db/knex';
export * from './db/prepared';
export * from './images/image-validation';
export * from './images/sharp-settings';
export * from './infra/concurrency';
export * from './infra/errors';
export * from './infra/health';
export * from './infra/logger';
export * from './infra/process-safety';
export * from './infra/rate-limiter';
export * from './infra/redis';
export * from './infra/safe-equal';
export * from './infra/stderr-logger';
export * from './metrics/job-timings';
export * from './metrics/metrics-access';
export * from './metrics/metrics';
export * from './queue/catalog';
export * from './queue/failed-jobs.service';
export * from './queue/producer';
export * from './queue/queue-admin.service';
export * from './realtime/delta-batcher';
export * from './realtime/publisher';
export * from './storage/storage';

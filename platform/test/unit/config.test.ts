import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redact } from '../../src/config/config';

describe('config', () => {
  it('takes the queue prefix from REDIS_PREFIX, or a hash tag for a Redis Cluster', () => {
    expect(loadConfig({ REDIS_PREFIX: 'shop' })).toMatchObject({ queuePrefix: 'shop:bull', redisCluster: false });
    expect(loadConfig({ REDIS_CLUSTER: 'on', QUEUE_PREFIX: '{fitrater}' })).toMatchObject({ queuePrefix: '{fitrater}', redisCluster: true });
    expect(loadConfig({ QUEUE_PREFIX: '{fitrater}:bull' }).queuePrefix).toBe('{fitrater}:bull');
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000, nodeEnv: 'development', aiProvider: 'local', smtpUrl: null,
      freeMonthlyRatings: 2, premiumMonthlyRatings: 100, premiumPriceUsd: 10, redisPrefix: 'fitrater',
      jobRetryDelayScale: 1,
    });
    expect(loadConfig({ JOB_RETRY_DELAY_SCALE: '0.05' }).jobRetryDelayScale).toBe(0.05);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ REDIS_PREFIX: 'a:b' }, 'REDIS_PREFIX'],
    [{ QUEUE_PREFIX: '{fitrater' }, 'QUEUE_PREFIX'],
    [{ JOB_RETRY_DELAY_SCALE: '0' }, 'JOB_RETRY_DELAY_SCALE'],
    [{ QUEUE_PREFIX: 'a b' }, 'QUEUE_PREFIX'],
    [{ REDIS_CLUSTER: 'yes' }, 'REDIS_CLUSTER'],
  ])('stops on %o with one line naming %s', (env, variable) => {
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('never prints URL passwords', () => {
    expect(redact('postgres://app:s3cret@db:5432/x')).toBe('postgres://app:***@db:5432/x');
    try {
      loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' });
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret');
    }
  });
});

// Moved from the openai stylist's test when the stylist became its own package (core reads the environment).
describe('config: openai engine settings', () => {
  it('OPENAI_TIMEOUT_MS and OPENAI_MAX_RETRIES have defaults and are validated', () => {
    expect(loadConfig({})).toMatchObject({ openaiTimeoutMs: 30_000, openaiMaxRetries: 2 });
    expect(loadConfig({ OPENAI_TIMEOUT_MS: '500', OPENAI_MAX_RETRIES: '0' })).toMatchObject({ openaiTimeoutMs: 500, openaiMaxRetries: 0 });
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPENAI_MAX_RETRIES: '-1' })).toThrow(ConfigError);
  });

  it('DB_POOL_MAX sizes each process\'s Postgres pool (1–100, default 10)', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '24' }).dbPoolMax).toBe(24);
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_POOL_MAX: 'many' })).toThrow(ConfigError);
  });
});

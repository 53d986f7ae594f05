import { isIP } from 'node:net';
import { isLanguage } from '@fitrater/contracts';

/**
 * The one place configuration is read. Every variable has a default that
 * works on a developer machine; a wrong value stops the process with one line
 * naming the variable (ConfigError). Documented in README.md "Configuration".
 */
export interface Config extends AbuseLimitsConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin used in e-mails and links. */
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Namespace for every Redis key, queue and channel; lets tests and several installs share one Redis. */
  redisPrefix: string;
  /** REDIS_URL is one node of a Redis Cluster (REDIS_CLUSTER=on): every connection is cluster-aware. */
  redisCluster: boolean;
  /** BullMQ's key prefix; on a Redis Cluster a hash tag such as `{fitrater}` keeps each queue's keys in one slot. */
  queuePrefix: string;
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  aiProvider: 'local' | 'openai';
  /** The local engine's person and garment detection (vision models in a worker thread). */
  localVision: boolean;
  openaiApiKey: string | null;
  openaiBaseUrl: string | null;
  openaiModel: string;
  /** Per-request timeout of the OpenAI SDK (each retry gets its own). */
  openaiTimeoutMs: number;
  /** How many times the OpenAI SDK retries 429, 5xx, timeouts and connection errors, with backoff. */
  openaiMaxRetries: number;
  /** Model for the stylist chat (OPENAI_CHAT_MODEL); OPENAI_MODEL when unset. */
  openaiChatModel: string;
  /** Model for premium styling and trends (OPENAI_STYLING_MODEL); OPENAI_MODEL when unset. */
  openaiStylingModel: string;
  /** Longest wait for the first streamed token of an answer. */
  openaiFirstTokenTimeoutMs: number;
  /** Longest silence between two streamed chunks before the answer counts as stalled. */
  openaiStallTimeoutMs: number;
  /** Requests this process sends to one model at once (a local GPU serves few at a time). */
  openaiConcurrency: number;
  /** What a rating, chat reply or styling answer does when the model fails: the built-in engine answers, or it fails. */
  openaiOnFailure: 'fallback' | 'fail';
  /** Share of the built-in engine's deterministic score in the final rating (the model's is the rest). */
  openaiBlendWeight: number;
  /** How long a probe of the endpoint's capabilities is kept (Redis) before it is run again. */
  openaiProbeTtlSeconds: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  workerQueues: string[] | null;
  /** Overrides every queue's own concurrency (QUEUE_CONCURRENCY) when set. */
  workerConcurrency: number | null;
  /** Postgres connections each api or workers process may hold at once. */
  dbPoolMax: number;
  /** How long a worker's job lock lasts; a crashed worker's job is retried after it lapses. */
  workerLockMs: number;
  /** Multiplier of every job's retry delay from the job catalogue (1: as catalogued); tests shorten it. */
  jobRetryDelayScale: number;
  freeMonthlyRatings: number;
  premiumMonthlyRatings: number;
  premiumPriceUsd: number;
  // Billing
  /** Currency of PREMIUM_PRICE_USD's amount (ISO 4217); USD unless the provider account bills in another. */
  premiumCurrency: string;
  paymentProvider: 'sandbox' | 'flutterwave';
  flutterwaveSecretKey: string | null;
  flutterwaveWebhookHash: string | null;
  flutterwaveBaseUrl: string;
  /** Timeout of one call to the provider's API. */
  paymentTimeoutMs: number;
  /** Shared secret the sandbox's webhook deliveries carry in `verif-hash` (the sandbox moves no money). */
  sandboxWebhookHash: string;
  supportEmail: string;
  /** Multiplier for the auth rate limits; tests raise it where limits are not under test. */
  rateLimitScale: number;
  /** Addresses/CIDRs of the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  version: string;
  // Sessions: idle timeout sliding on use, and an absolute lifetime.
  sessionIdleDays: number;
  sessionMaxDays: number;
  /** Stylist chat: messages a user may send per window. */
  chatRateLimitMax: number;
  chatRateLimitWindowSeconds: number;
  /** Chat photos a member keeps, in bytes after downscaling; the oldest go past it. */
  chatMediaBudgetBytes: number;
  /** Chat photos older than this are removed by the maintenance job (the message text stays). */
  chatMediaRetentionDays: number;
  // notifications
  /** VAPID key pair from the environment; null: generated once and kept in Postgres. */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** Contact the push services may use (mailto: or https:). */
  vapidSubject: string;
  /** Extra CA certificate (PEM file) trusted for push-service connections, e.g. a self-hosted push server. */
  pushCaFile: string | null;
  /** Wrong verification/reset codes allowed per e-mail address per day, across code re-issues. */
  codeFailedAttemptsPerDay: number;
  /** Code e-mails (registration, resend) per recipient address per hour and per day. */
  codeMailsPerAddressHour: number;
  codeMailsPerAddressDay: number;
  /** Extra push-service hosts accepted for subscriptions besides the browsers' own (PUSH_ENDPOINT_HOSTS). */
  pushEndpointHosts: string[];
  /** Bearer token that opens GET /metrics; null: the endpoint answers 404. */
  metricsToken: string | null;
}

/**
 * What one client may hold or ask for: server timeouts, connection and socket caps, the AI routes'
 * per-member limit, each member's share of the styling and chat queues, and whether the sandbox
 * checkout may run on a public address. Read by abuseLimitsConfig() below.
 */
export interface AbuseLimitsConfig {
  /** A connection whose request headers have not all arrived after this long is closed (408). */
  httpHeadersTimeoutMs: number;
  /** A request whose body has not all arrived after this long is closed (408); ≥ the header timeout. */
  httpRequestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  httpKeepAliveTimeoutMs: number;
  /** Open TCP connections one remote address may hold (connections from a trusted proxy are not counted). */
  httpMaxConnectionsPerAddress: number;
  /** WebSockets one account may hold per api process; one more closes the account's oldest. */
  wsMaxPerUser: number;
  /** WebSockets one client address may hold per api process; one more is refused. */
  wsMaxPerAddress: number;
  /** AI requests (styling, trends, suggestions) one member may make per window. */
  aiRateLimitMax: number;
  aiRateLimitWindowSeconds: number;
  /** Jobs of one member queued or running at once on the styling and chat queues; the rest wait in the member's own line. */
  queueUserShare: number;
  /** ALLOW_SANDBOX_PAYMENTS: the sandbox checkout runs even when PUBLIC_URL is not a local address. */
  allowSandboxPayments: boolean;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function optional(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value === '' ? null : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function num(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new ConfigError(name, `must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = str(env, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = optional(env, name) ?? fallback;
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')}), got "${redact(raw)}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

/** Never print credentials of a URL, even in an error. */
export function redact(value: string): string {
  return value.replace(/\/\/([^:@/]*):([^@/]+)@/, '//$1:***@');
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fitrater';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = int(env, 'PORT', 3000, 0, 65535);
  const aiProvider = oneOf(env, 'AI_PROVIDER', ['local', 'openai'] as const, 'local');
  const openaiApiKey = optional(env, 'OPENAI_API_KEY');
  if (aiProvider === 'openai' && !openaiApiKey) {
    throw new ConfigError('OPENAI_API_KEY', 'must be set when AI_PROVIDER=openai');
  }
  const mailFrom = str(env, 'MAIL_FROM', 'FitRater <no-reply@fitrater.local>');
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM', `must contain an e-mail address, got "${mailFrom}"`);
  const queues = optional(env, 'WORKER_QUEUES');
  const redisPrefix = str(env, 'REDIS_PREFIX', 'fitrater');
  if (!/^[a-zA-Z0-9_-]+$/.test(redisPrefix)) throw new ConfigError('REDIS_PREFIX', 'may contain only letters, digits, _ and -');
  const queuePrefix = str(env, 'QUEUE_PREFIX', `${redisPrefix}:bull`);
  if (!/^(\{[a-zA-Z0-9_:-]+\}|[a-zA-Z0-9_-]+)(:[a-zA-Z0-9_-]+)*$/.test(queuePrefix)) {
    throw new ConfigError('QUEUE_PREFIX', 'must be letters, digits, _ and - in :-separated parts, the first optionally a {hash tag}, e.g. {fitrater}');
  }
  const defaultLanguage = str(env, 'DEFAULT_LANGUAGE', 'en');
  const paymentProvider = oneOf(env, 'PAYMENT_PROVIDER', ['sandbox', 'flutterwave'] as const, 'sandbox');
  if (paymentProvider === 'flutterwave') {
    for (const name of ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH']) {
      if (!optional(env, name)) throw new ConfigError(name, 'must be set when PAYMENT_PROVIDER=flutterwave');
    }
  }
  const premiumCurrency = str(env, 'PREMIUM_CURRENCY', 'USD');
  if (!/^[A-Z]{3}$/.test(premiumCurrency)) throw new ConfigError('PREMIUM_CURRENCY', `must be a three-letter ISO 4217 code, got "${premiumCurrency}"`);
  if (!isLanguage(defaultLanguage)) throw new ConfigError('DEFAULT_LANGUAGE', `is not a supported language: "${defaultLanguage}"`);

  return {
    nodeEnv,
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!.replace(/\/$/, ''),
    databaseUrl: url(env, 'DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:'])!,
    redisUrl: url(env, 'REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:'])!,
    redisPrefix,
    redisCluster: oneOf(env, 'REDIS_CLUSTER', ['on', 'off'] as const, 'off') === 'on',
    queuePrefix,
    dataDir: str(env, 'DATA_DIR', '.data'),
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom,
    aiProvider,
    localVision: oneOf(env, 'LOCAL_VISION', ['on', 'off'] as const, 'on') === 'on',
    openaiApiKey,
    openaiBaseUrl: url(env, 'OPENAI_BASE_URL', null, ['http:', 'https:']),
    openaiModel: str(env, 'OPENAI_MODEL', 'gpt-4o-mini'),
    openaiTimeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 30_000, 100, 600_000),
    openaiMaxRetries: int(env, 'OPENAI_MAX_RETRIES', 2, 0, 10),
    ...openAiModelConfig(env),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, nodeEnv === 'test' ? 'silent' : 'info'),
    workerQueues: queues ? queues.split(',').map((q) => q.trim()).filter(Boolean) : null,
    workerConcurrency: env.WORKER_CONCURRENCY ? int(env, 'WORKER_CONCURRENCY', 4, 1, 64) : null,
    workerLockMs: int(env, 'WORKER_LOCK_MS', 30_000, 1_000, 600_000),
    jobRetryDelayScale: num(env, 'JOB_RETRY_DELAY_SCALE', 1, 0.001),
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1, 100),
    freeMonthlyRatings: int(env, 'FREE_MONTHLY_RATINGS', 2, 0, 10000),
    premiumMonthlyRatings: int(env, 'PREMIUM_MONTHLY_RATINGS', 100, 0, 100000),
    premiumPriceUsd: num(env, 'PREMIUM_PRICE_USD', 10, 0.01),
    premiumCurrency,
    paymentProvider,
    flutterwaveSecretKey: optional(env, 'FLUTTERWAVE_SECRET_KEY'),
    flutterwaveWebhookHash: optional(env, 'FLUTTERWAVE_WEBHOOK_HASH'),
    flutterwaveBaseUrl: url(env, 'FLUTTERWAVE_BASE_URL', 'https://api.flutterwave.com', ['http:', 'https:'])!.replace(/\/$/, ''),
    paymentTimeoutMs: int(env, 'PAYMENT_TIMEOUT_MS', 15_000, 100, 120_000),
    sandboxWebhookHash: str(env, 'SANDBOX_WEBHOOK_HASH', 'sandbox-webhook-hash'),
    supportEmail: str(env, 'SUPPORT_EMAIL', 'support@fitrater.app'),
    rateLimitScale: num(env, 'RATE_LIMIT_SCALE', 1, 0.01),
    trustProxy: proxyList(env, 'TRUST_PROXY'),
    version: str(env, 'APP_VERSION', process.env.npm_package_version ?? '0.1.0'),
    sessionIdleDays: int(env, 'SESSION_IDLE_DAYS', 30, 1, 3650),
    sessionMaxDays: int(env, 'SESSION_MAX_DAYS', 90, 1, 3650),
    chatRateLimitMax: int(env, 'CHAT_RATE_LIMIT_MAX', 30, 1, 100000),
    chatRateLimitWindowSeconds: int(env, 'CHAT_RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86400),
    chatMediaBudgetBytes: int(env, 'CHAT_MEDIA_BUDGET_MB', 50, 1, 100_000) * 1024 * 1024,
    chatMediaRetentionDays: int(env, 'CHAT_MEDIA_RETENTION_DAYS', 30, 1, 3650),
    ...notificationConfig(env),
    ...abuseLimitsConfig(env),
    codeFailedAttemptsPerDay: int(env, 'CODE_FAILED_ATTEMPTS_PER_DAY', 20, 1, 10000),
    codeMailsPerAddressHour: int(env, 'CODE_MAILS_PER_ADDRESS_HOUR', 5, 1, 10000),
    codeMailsPerAddressDay: int(env, 'CODE_MAILS_PER_ADDRESS_DAY', 10, 1, 10000),
  };
}

/** The per-capability models, timeouts, concurrency, failure policy and score blend of the openai engine. */
function openAiModelConfig(env: Env): Pick<Config, 'openaiChatModel' | 'openaiStylingModel' | 'openaiFirstTokenTimeoutMs' | 'openaiStallTimeoutMs' | 'openaiConcurrency' | 'openaiOnFailure' | 'openaiBlendWeight' | 'openaiProbeTtlSeconds'> {
  const model = str(env, 'OPENAI_MODEL', 'gpt-4o-mini');
  const blend = num(env, 'OPENAI_BLEND_WEIGHT', 0.6, 0);
  if (blend > 1) throw new ConfigError('OPENAI_BLEND_WEIGHT', `must be between 0 and 1 (the built-in engine's share), got ${blend}`);
  return {
    openaiChatModel: str(env, 'OPENAI_CHAT_MODEL', model),
    openaiStylingModel: str(env, 'OPENAI_STYLING_MODEL', model),
    openaiFirstTokenTimeoutMs: int(env, 'OPENAI_FIRST_TOKEN_TIMEOUT_MS', 20_000, 100, 600_000),
    openaiStallTimeoutMs: int(env, 'OPENAI_STALL_TIMEOUT_MS', 10_000, 100, 600_000),
    openaiConcurrency: int(env, 'OPENAI_CONCURRENCY', 16, 1, 1000),
    openaiOnFailure: oneOf(env, 'OPENAI_ON_FAILURE', ['fallback', 'fail'] as const, 'fallback'),
    openaiBlendWeight: blend,
    openaiProbeTtlSeconds: int(env, 'OPENAI_PROBE_TTL_SECONDS', 3600, 10, 7 * 86400),
  };
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: the proxies to believe, as addresses or CIDRs (`127.0.0.1,10.0.0.0/8`, or the
 * keywords loopback/linklocal/uniquelocal). Never a plain `true`: trusting every hop lets any
 * client choose the address that every per-IP limit counts.
 */
function proxyList(env: Env, name: string): string[] {
  const raw = env[name]?.trim() ?? '';
  if (raw === '' || raw === 'false') return [];
  if (raw === 'true') throw new ConfigError(name, 'must list the proxy addresses or CIDRs to trust (e.g. 127.0.0.1,10.0.0.0/8), not true: that would let any client set its own address');
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (PROXY_KEYWORDS.has(entry)) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) throw new ConfigError(name, `"${entry}" is not an address or CIDR (e.g. 10.0.0.0/8)`);
  }
  return entries;
}

// notifications and operations
function notificationConfig(env: Env): Pick<Config, 'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject' | 'pushCaFile' | 'pushEndpointHosts' | 'metricsToken'> {
  const vapidPublicKey = optional(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = optional(env, 'VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null)) {
    throw new ConfigError(vapidPublicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'must be set together with the other VAPID key');
  }
  const base64url = /^[A-Za-z0-9_-]+=*$/;
  if (vapidPublicKey && (!base64url.test(vapidPublicKey) || Buffer.from(vapidPublicKey, 'base64url').length !== 65)) {
    throw new ConfigError('VAPID_PUBLIC_KEY', 'must be a base64url P-256 public key (65 bytes), as printed by `npx web-push generate-vapid-keys`');
  }
  if (vapidPrivateKey && (!base64url.test(vapidPrivateKey) || Buffer.from(vapidPrivateKey, 'base64url').length !== 32)) {
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a base64url P-256 private key (32 bytes)');
  }
  const vapidSubject = str(env, 'VAPID_SUBJECT', `mailto:${str(env, 'SUPPORT_EMAIL', 'support@fitrater.app')}`);
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(vapidSubject)) throw new ConfigError('VAPID_SUBJECT', `must be a mailto: or https: URL, got "${vapidSubject}"`);
  const pushEndpointHosts = (env.PUSH_ENDPOINT_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of pushEndpointHosts) {
    if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host)) throw new ConfigError('PUSH_ENDPOINT_HOSTS', `"${host}" is not a host name (e.g. push.example.com or *.example.com)`);
  }
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken))) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces (e.g. openssl rand -hex 24)');
  return { vapidPublicKey, vapidPrivateKey, vapidSubject, pushCaFile: optional(env, 'PUSH_CA_FILE'), pushEndpointHosts, metricsToken };
}

function abuseLimitsConfig(env: Env): AbuseLimitsConfig {
  const httpHeadersTimeoutMs = int(env, 'HTTP_HEADERS_TIMEOUT_MS', 60_000, 100, 600_000);
  const httpRequestTimeoutMs = int(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, 100, 3_600_000);
  // Node refuses a header timeout longer than the request timeout (both are counted from the first byte).
  if (httpRequestTimeoutMs < httpHeadersTimeoutMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS', `must be at least HTTP_HEADERS_TIMEOUT_MS (${httpHeadersTimeoutMs}), got ${httpRequestTimeoutMs}`);
  }
  return {
    httpHeadersTimeoutMs,
    httpRequestTimeoutMs,
    httpKeepAliveTimeoutMs: int(env, 'HTTP_KEEPALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
    httpMaxConnectionsPerAddress: int(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 1_000_000),
    wsMaxPerUser: int(env, 'WS_MAX_PER_USER', 20, 1, 10_000),
    wsMaxPerAddress: int(env, 'WS_MAX_PER_ADDRESS', 100, 1, 1_000_000),
    aiRateLimitMax: int(env, 'AI_RATE_LIMIT_MAX', 20, 1, 1_000_000),
    aiRateLimitWindowSeconds: int(env, 'AI_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    queueUserShare: int(env, 'QUEUE_USER_SHARE', 2, 1, 1_000),
    allowSandboxPayments: oneOf(env, 'ALLOW_SANDBOX_PAYMENTS', ['true', 'false'] as const, 'false') === 'true',
  };
}

/** For entry points: load config or exit with one clear line. */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

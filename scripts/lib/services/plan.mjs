// What to do about Postgres and Redis, decided from facts, and every URL, file and argument list the
// start-up needs: pure functions, unit tested in ../services.test.mjs. Node built-ins only.
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORTS = Object.freeze({ postgres: 5432, redis: 6379 });
export const DEFAULT_DB_NAME = 'fitrater';

export class ServiceError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ServiceError';
  }
}

// ---------------------------------------------------------------------------
// Pure logic
// ---------------------------------------------------------------------------

/**
 * Decides how to obtain one service from facts gathered so far. Facts are probed lazily in
 * this order, so later fields may be undefined when an earlier one already decides.
 * @param {{ envUrl?: string|null, envReachable?: boolean, listening?: boolean,
 *           binaries?: boolean, isRoot?: boolean, hasApt?: boolean }} facts
 * @returns {{ action: 'env'|'env-unreachable'|'listening'|'start'|'install'|'fail' }}
 */
export function decideService(facts) {
  if (facts.envUrl) return { action: facts.envReachable ? 'env' : 'env-unreachable' };
  if (facts.listening) return { action: 'listening' };
  if (facts.binaries) return { action: 'start' };
  if (facts.isRoot && facts.hasApt) return { action: 'install' };
  return { action: 'fail' };
}

/** Host and port of a postgres:// or redis:// URL (default port when the URL has none). */
export function hostPort(url, defaultPort) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1') || DEFAULT_HOST;
  return { host, port: u.port ? Number(u.port) : defaultPort };
}

export function postgresUrl({ host = DEFAULT_HOST, port = DEFAULT_PORTS.postgres, user = 'postgres', database = DEFAULT_DB_NAME } = {}) {
  return `postgres://${user}@${host}:${port}/${database}`;
}

export function redisUrl({ host = DEFAULT_HOST, port = DEFAULT_PORTS.redis } = {}) {
  return `redis://${host}:${port}`;
}

/** The same URL pointing at another database (used to reach the `postgres` maintenance db). */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

/** Never print a password. */
export function redact(url) {
  return String(url).replace(/\/\/([^:@/]*):([^@/]+)@/, '//$1:***@');
}

/**
 * Picks the newest Postgres bin dir among Debian's /usr/lib/postgresql/<v>/bin and PATH.
 * @param {{ debianVersions: string[], pathDirs: string[], exists: (p: string) => boolean }} input
 */
export function pickPostgresBinDir({ debianVersions, pathDirs, exists }) {
  const versions = [...debianVersions].filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = `/usr/lib/postgresql/${v}/bin`;
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => exists(join(dir, b)))) return dir;
  }
  for (const dir of pathDirs) {
    if (dir && ['initdb', 'pg_ctl'].every((b) => exists(join(dir, b)))) return dir;
  }
  return null;
}

/** Settings appended to postgresql.conf of a cluster we create: TCP on loopback only, no socket dir. */
export function postgresConfLines({ port, host = DEFAULT_HOST }) {
  return [
    '',
    '# Added by FitRater scripts/lib/services.mjs',
    `listen_addresses = '${host}'`,
    `port = ${port}`,
    // The compiled-in socket dir (/var/run/postgresql) is often not writable; TCP is all we use.
    "unix_socket_directories = ''",
    'max_connections = 200',
    'fsync = on',
    '',
  ].join('\n');
}

/** initdb arguments for a trust-auth cluster owned by the `postgres` role. */
export function initdbArgs(dataDir) {
  return ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'];
}

export function pgCtlStartArgs({ dataDir, port, logFile }) {
  return ['-D', dataDir, '-l', logFile, '-o', `-p ${port}`, '-w', '-t', '60', 'start'];
}

/** Arguments for a Redis we start: durable (AOF) and never evicting BullMQ keys. */
export function redisServerArgs({ port, dir, host = DEFAULT_HOST }) {
  return [
    '--daemonize', 'yes',
    '--bind', host,
    '--port', String(port),
    '--dir', dir,
    '--appendonly', 'yes',
    '--maxmemory-policy', 'noeviction',
    '--logfile', join(dir, 'redis.log'),
    '--pidfile', join(dir, 'redis.pid'),
  ];
}

/** Wraps a command so it runs as `user` when we are root (Postgres refuses to run as root). */
export function asUser(user, command, args, { hasRunuser = true } = {}) {
  if (!user) return { command, args };
  if (hasRunuser) return { command: 'runuser', args: ['-u', user, '--', command, ...args] };
  const quoted = [command, ...args].map((a) => `'${String(a).replace(/'/g, `'\\''`)}'`).join(' ');
  return { command: 'su', args: [user, '-s', '/bin/sh', '-c', quoted] };
}

/** pg_hba.conf with trust for loopback TCP prepended (idempotent): used only for a cluster we installed. */
export function withLoopbackTrust(hba) {
  const marker = '# FitRater: trust loopback TCP (added by scripts/lib/services.mjs)';
  if (hba.includes(marker)) return hba;
  return `${marker}\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n\n${hba}`;
}

export function dockerHint() {
  return 'Alternatively run the whole stack in containers with `docker compose up` (see README.md).';
}

/** The message for a service we could neither find, start nor install. */
export function failureMessage(kind, { isRoot, hasApt, port }) {
  const pkg = kind === 'postgres' ? 'postgresql' : 'redis-server';
  const envName = kind === 'postgres' ? 'DATABASE_URL' : 'REDIS_URL';
  const lines = [
    `${kind === 'postgres' ? 'Postgres' : 'Redis'} is not available: nothing listens on 127.0.0.1:${port}, no ${kind === 'postgres' ? 'Postgres (initdb/pg_ctl)' : 'redis-server'} binaries are installed,`,
    isRoot ? (hasApt ? '' : 'and apt-get is not available to install them.') : 'and installing them needs root.',
    `Fix it with one of:`,
    `  - set ${envName} to a reachable server;`,
    `  - install the Debian package: ${isRoot ? '' : 'sudo '}apt-get install -y ${pkg} (then run this again);`,
    `  - ${dockerHint()}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Stable short id of a path (names the fallback data folder). */
export function pathId(path) {
  return createHash('sha256').update(path).digest('hex').slice(0, 10);
}

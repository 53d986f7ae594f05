#!/usr/bin/env node
// Finds, starts or installs Postgres and Redis for `npm start`, `npm test` and `.ci/run`.
//
// Node built-ins only: this runs before `npm ci`.
//
// For each service, in order:
//   1. DATABASE_URL / REDIS_URL when set (must be reachable, else a clear error);
//   2. a server already listening on 127.0.0.1:5432 / 6379;
//   3. a local server started from installed binaries, data in .data/postgres and .data/redis;
//   4. as root with apt: Debian's `postgresql` / `redis-server` installed and started;
//   5. otherwise a clear message naming `docker compose up`.
//
// The decision (`decideService`) and every file/argument builder are pure and unit tested
// (services.test.mjs); `ensureServices` gathers the facts and carries the decision out.
//
// Usage as a command: `node scripts/lib/services.mjs` prints DATABASE_URL=… and REDIS_URL=… lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, chownSync, appendFileSync, accessSync, constants as fsConstants } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join, resolve, delimiter } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
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

// ---------------------------------------------------------------------------
// Probes and side effects
// ---------------------------------------------------------------------------

/** True when a TCP connection to host:port succeeds within timeoutMs. */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(host, port, 500)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function encodeResp(parts) {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
}

/**
 * Sends a few Redis commands over a raw socket (RESP) and returns the raw reply text.
 * Enough for AUTH/PING/CONFIG GET without a client library. Not for TLS (rediss:).
 */
export function redisCommands(url, commands, timeoutMs = 2000) {
  const u = new URL(url);
  const { host, port } = hostPort(url, DEFAULT_PORTS.redis);
  const all = [];
  if (u.password) all.push(u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)]);
  all.push(...commands);
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection({ host, port });
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no reply from Redis at ${host}:${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => socket.write(all.map(encodeResp).join('')));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      // One reply per command; count top-level replies roughly by lines starting a reply.
      if (countReplies(data) >= all.length) {
        clearTimeout(timer);
        socket.destroy();
        resolvePromise(data);
      }
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Counts complete top-level RESP replies in `text` (simple strings, errors, ints, bulk, flat arrays). */
export function countReplies(text) {
  let i = 0;
  let count = 0;
  const readLine = () => {
    const end = text.indexOf('\r\n', i);
    if (end < 0) return null;
    const line = text.slice(i, end);
    i = end + 2;
    return line;
  };
  const readOne = () => {
    const line = readLine();
    if (line === null) return false;
    const type = line[0];
    if (type === '+' || type === '-' || type === ':') return true;
    if (type === '$') {
      const len = Number(line.slice(1));
      if (len < 0) return true;
      if (text.length < i + len + 2) return false;
      i += len + 2;
      return true;
    }
    if (type === '*') {
      const n = Number(line.slice(1));
      for (let k = 0; k < n; k++) if (!readOne()) return false;
      return true;
    }
    return true;
  };
  while (i < text.length) {
    if (!readOne()) break;
    count++;
  }
  return count;
}

/** Reads a Redis server's maxmemory-policy (null when it cannot be read, e.g. CONFIG disabled). */
export async function redisMaxmemoryPolicy(url) {
  if (new URL(url).protocol === 'rediss:') return null;
  try {
    const reply = await redisCommands(url, [['CONFIG', 'GET', 'maxmemory-policy']]);
    const match = /maxmemory-policy\r\n\$\d+\r\n([^\r]+)\r\n/.exec(reply);
    return match ? match[1] : null;
  } catch {
    return null;
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', error: result.error };
}

export function commandInPath(name, pathEnv = process.env.PATH ?? '') {
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export function isRootUser() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function findPostgresBinDir() {
  let debianVersions = [];
  try {
    debianVersions = readdirSync('/usr/lib/postgresql');
  } catch {
    // not Debian-style
  }
  return pickPostgresBinDir({
    debianVersions,
    pathDirs: (process.env.PATH ?? '').split(delimiter),
    exists: (p) => existsSync(p),
  });
}

function findRedisServer() {
  return commandInPath('redis-server') ?? ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p)) ?? null;
}

function passwdEntry(user) {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${user}:`));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** Finds psql (PATH or next to the server binaries). */
function findPsql(binDir) {
  return commandInPath('psql') ?? (binDir && existsSync(join(binDir, 'psql')) ? join(binDir, 'psql') : null);
}

/**
 * Creates the database named in `url` when missing. Uses psql when available, else the `pg`
 * package from node_modules (after npm ci); else leaves it to the app (core's ensureDatabase).
 */
export async function ensureDatabaseExists(url, { log = () => {}, binDir = null } = {}) {
  const name = databaseName(url);
  if (name === 'postgres') return 'exists';
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new ServiceError(`Database name "${name}" in DATABASE_URL must be letters, digits and _`);
  const admin = withDatabase(url, 'postgres');
  const psql = findPsql(binDir ?? findPostgresBinDir());
  const env = { ...process.env, PGCONNECT_TIMEOUT: '5' };
  if (psql) {
    const check = run(psql, [admin, '-XtAc', `select 1 from pg_database where datname = '${name}'`], { env });
    if (check.status !== 0) {
      throw new ServiceError(
        `Postgres at ${redact(admin)} refused the connection: ${check.stderr.trim().split('\n')[0]}\n` +
          'Set DATABASE_URL to a URL with the right user and password (postgres://USER:PASSWORD@HOST:PORT/fitrater).',
      );
    }
    if (check.stdout.trim() === '1') return 'exists';
    const create = run(psql, [admin, '-XtAc', `create database "${name}"`], { env });
    if (create.status !== 0 && !/already exists/.test(create.stderr)) {
      throw new ServiceError(`Could not create database ${name}: ${create.stderr.trim()}`);
    }
    log(`created database ${name}`);
    return 'created';
  }
  let pg;
  try {
    pg = createRequire(join(PROJECT_ROOT, 'package.json'))('pg');
  } catch {
    log(`psql is not installed and node_modules/pg is not there yet: the app creates database ${name} itself`);
    return 'unknown';
  }
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return 'exists';
    await client.query(`create database "${name}"`);
    log(`created database ${name}`);
    return 'created';
  } catch (error) {
    if (/already exists/.test(error.message)) return 'exists';
    throw new ServiceError(`Postgres at ${redact(admin)} refused the connection: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Stable short id of a path (names the fallback data folder). */
export function pathId(path) {
  return createHash('sha256').update(path).digest('hex').slice(0, 10);
}

/**
 * As root, the cluster belongs to the `postgres` user, who must reach the folder: a project under
 * /root (mode 700) is out of its reach, so the data then goes to /var/lib/fitrater/<id>/postgres.
 */
function postgresDataDirFor(preferred, { owner, hasRunuser, log }) {
  const canWrite = (dir) => {
    const probe = asUser('postgres', 'test', ['-w', dir], { hasRunuser });
    return run(probe.command, probe.args).status === 0;
  };
  const fallback = join('/var/lib/fitrater', pathId(preferred), 'postgres');
  for (const dir of [preferred, fallback]) {
    if (dir === fallback && existsSync(join(preferred, 'PG_VERSION'))) break;
    mkdirSync(dirname(dir), { recursive: true, mode: 0o755 });
    if (!existsSync(dir)) mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, owner.uid, owner.gid);
    if (canWrite(dir)) {
      if (dir === fallback) log(`the postgres system user cannot reach ${preferred}: Postgres data goes to ${fallback}`);
      return dir;
    }
  }
  throw new ServiceError(
    `The postgres system user cannot write ${preferred} (a parent folder is not accessible to it).\n` +
      `Move the project to a folder other users can traverse, or set DATABASE_URL. ${dockerHint()}`,
  );
}

/** Starts (initialising when needed) a Postgres cluster in dataDir on host:port. */
export async function startLocalPostgres({ binDir, dataDir, port, host = DEFAULT_HOST, log }) {
  const root = isRootUser();
  const runAs = root ? 'postgres' : null;
  const hasRunuser = Boolean(commandInPath('runuser') ?? (existsSync('/usr/sbin/runuser') && '/usr/sbin/runuser'));
  let owner = null;
  if (root) {
    owner = passwdEntry('postgres');
    if (!owner) {
      throw new ServiceError(
        'Postgres refuses to run as root and there is no `postgres` system user to run it as.\n' +
          `Create one (useradd --system --home /var/lib/postgresql postgres) or run as a normal user. ${dockerHint()}`,
      );
    }
  }
  if (runAs) dataDir = postgresDataDirFor(dataDir, { owner, hasRunuser, log });
  else mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const exec = (bin, args) => {
    const { command, args: full } = asUser(runAs, join(binDir, bin), args, { hasRunuser });
    return run(command, full, { cwd: dataDir });
  };
  if (fresh) {
    log(`initialising a Postgres cluster in ${dataDir}`);
    const init = exec('initdb', initdbArgs(dataDir));
    if (init.status !== 0) throw new ServiceError(`initdb failed:\n${init.stdout}${init.stderr}`);
    const confLines = postgresConfLines({ port, host });
    if (runAs) {
      const append = asUser(runAs, 'sh', ['-c', `cat >> '${join(dataDir, 'postgresql.conf')}'`], { hasRunuser });
      const res = spawnSync(append.command, append.args, { input: confLines });
      if (res.status !== 0) throw new ServiceError(`could not write ${join(dataDir, 'postgresql.conf')}`);
    } else {
      appendFileSync(join(dataDir, 'postgresql.conf'), confLines);
    }
  } else {
    const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
    const binVersion = /postgresql\/(\d+)\//.exec(binDir)?.[1];
    if (binVersion && binVersion !== version) {
      throw new ServiceError(
        `${dataDir} holds a Postgres ${version} cluster but the installed server is ${binVersion}.\n` +
          `Install postgresql-${version}, or move ${dataDir} away to start with an empty database.`,
      );
    }
  }
  const logFile = join(dataDir, 'server.log');
  log(`starting Postgres on ${host}:${port} (data ${dataDir}, log ${logFile})`);
  const start = exec('pg_ctl', pgCtlStartArgs({ dataDir, port, logFile }));
  if (start.status !== 0) {
    let tail = '';
    try {
      tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      // no log
    }
    throw new ServiceError(`pg_ctl start failed:\n${start.stdout}${start.stderr}${tail}`);
  }
  if (!(await waitForPort(host, port, 30_000))) throw new ServiceError(`Postgres started but does not listen on ${host}:${port}; see ${logFile}`);
  return { url: postgresUrl({ host, port }), binDir };
}

/** Stops a cluster started by startLocalPostgres (used by tests and docs). */
export function stopLocalPostgres({ binDir, dataDir }) {
  const runAs = isRootUser() ? 'postgres' : null;
  const { command, args } = asUser(runAs, join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  return run(command, args, { cwd: dataDir });
}

export async function startLocalRedis({ binary, dir, port, host = DEFAULT_HOST, log }) {
  mkdirSync(dir, { recursive: true });
  log(`starting Redis on ${host}:${port} (data ${dir}, appendonly, noeviction)`);
  const res = run(binary, redisServerArgs({ port, dir, host }));
  if (res.status !== 0) throw new ServiceError(`redis-server failed to start:\n${res.stdout}${res.stderr}`);
  if (!(await waitForPort(host, port, 15_000))) {
    let tail = '';
    try {
      tail = readFileSync(join(dir, 'redis.log'), 'utf8').split('\n').slice(-10).join('\n');
    } catch {
      // no log
    }
    throw new ServiceError(`redis-server did not start listening on ${host}:${port}:\n${tail}`);
  }
  return { url: redisUrl({ host, port }) };
}

/** `apt-get update && apt-get install -y PACKAGES` (root only); throws ServiceError on failure. */
export function aptInstall(packages, log) {
  log(`installing Debian packages: ${packages.join(' ')} (apt-get; this takes a minute)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (update.status !== 0) throw new ServiceError(`apt-get update failed (exit ${update.status}). ${dockerHint()}`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (install.status !== 0) throw new ServiceError(`apt-get install ${packages.join(' ')} failed (exit ${install.status}). ${dockerHint()}`);
}

/** After `apt-get install postgresql`: trust loopback on Debian's cluster and start it with pg_ctlcluster. */
async function startDebianCluster({ port, host, log }) {
  const versions = readdirSync('/etc/postgresql').filter((v) => existsSync(join('/etc/postgresql', v, 'main')));
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!version) return null;
  const hbaPath = join('/etc/postgresql', version, 'main', 'pg_hba.conf');
  const hba = readFileSync(hbaPath, 'utf8');
  const updated = withLoopbackTrust(hba);
  if (updated !== hba) {
    writeFileSync(hbaPath, updated);
    log(`${hbaPath}: trust for 127.0.0.1 and ::1 added so the app connects as postgres without a password`);
  }
  const running = await isListening(host, port, 500);
  const res = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', running ? 'reload' : 'start']);
  if (res.status !== 0) throw new ServiceError(`pg_ctlcluster ${version} main start failed:\n${res.stdout}${res.stderr}`);
  if (!(await waitForPort(host, port, 30_000))) return null;
  return { url: postgresUrl({ host, port }) };
}

async function ensurePostgres(ctx) {
  const { env, host, port, dataDir, log, allowInstall } = ctx;
  const facts = { envUrl: env.DATABASE_URL || null };
  if (facts.envUrl) {
    let target;
    try {
      target = hostPort(facts.envUrl, 5432);
    } catch {
      throw new ServiceError(`DATABASE_URL is not a URL: "${redact(facts.envUrl)}"`);
    }
    facts.envReachable = await isListening(target.host, target.port, 3000);
  } else {
    facts.listening = await isListening(host, port);
    if (!facts.listening) {
      ctx.pgBinDir = findPostgresBinDir();
      facts.binaries = Boolean(ctx.pgBinDir);
      facts.isRoot = isRootUser();
      facts.hasApt = allowInstall && facts.isRoot && Boolean(commandInPath('apt-get'));
    }
  }
  const { action } = decideService(facts);
  switch (action) {
    case 'env':
      log(`Postgres: using DATABASE_URL (${redact(facts.envUrl)})`);
      await ensureDatabaseExists(facts.envUrl, { log });
      return { url: facts.envUrl, how: 'env' };
    case 'env-unreachable': {
      const t = hostPort(facts.envUrl, 5432);
      throw new ServiceError(`DATABASE_URL is set (${redact(facts.envUrl)}) but nothing answers on ${t.host}:${t.port}. Start that server or unset DATABASE_URL.`);
    }
    case 'listening': {
      const url = postgresUrl({ host, port });
      log(`Postgres: using the server listening on ${host}:${port}`);
      await ensureDatabaseExists(url, { log });
      return { url, how: 'listening' };
    }
    case 'start': {
      const started = await startLocalPostgres({ binDir: ctx.pgBinDir, dataDir: join(dataDir, 'postgres'), port, host, log });
      await ensureDatabaseExists(started.url, { log, binDir: ctx.pgBinDir });
      return { url: started.url, how: 'started' };
    }
    case 'install': {
      aptInstall(['postgresql'], log);
      const started =
        (await startDebianCluster({ port, host, log })) ??
        (await startLocalPostgres({ binDir: findPostgresBinDir(), dataDir: join(dataDir, 'postgres'), port, host, log }));
      await ensureDatabaseExists(started.url, { log });
      return { url: started.url, how: 'installed' };
    }
    default:
      throw new ServiceError(failureMessage('postgres', { isRoot: facts.isRoot, hasApt: facts.hasApt, port }));
  }
}

async function ensureRedis(ctx) {
  const { env, host, port, dataDir, log, allowInstall } = ctx;
  const facts = { envUrl: env.REDIS_URL || null };
  let binary = null;
  if (facts.envUrl) {
    let target;
    try {
      target = hostPort(facts.envUrl, 6379);
    } catch {
      throw new ServiceError(`REDIS_URL is not a URL: "${redact(facts.envUrl)}"`);
    }
    facts.envReachable = await isListening(target.host, target.port, 3000);
  } else {
    facts.listening = await isListening(host, port);
    if (!facts.listening) {
      binary = findRedisServer();
      facts.binaries = Boolean(binary);
      facts.isRoot = isRootUser();
      facts.hasApt = allowInstall && facts.isRoot && Boolean(commandInPath('apt-get'));
    }
  }
  const { action } = decideService(facts);
  let result;
  switch (action) {
    case 'env':
      log(`Redis: using REDIS_URL (${redact(facts.envUrl)})`);
      result = { url: facts.envUrl, how: 'env' };
      break;
    case 'env-unreachable': {
      const t = hostPort(facts.envUrl, 6379);
      throw new ServiceError(`REDIS_URL is set (${redact(facts.envUrl)}) but nothing answers on ${t.host}:${t.port}. Start that server or unset REDIS_URL.`);
    }
    case 'listening':
      log(`Redis: using the server listening on ${host}:${port}`);
      result = { url: redisUrl({ host, port }), how: 'listening' };
      break;
    case 'start':
      result = { ...(await startLocalRedis({ binary, dir: join(dataDir, 'redis'), port, host, log })), how: 'started' };
      break;
    case 'install':
      aptInstall(['redis-server'], log);
      // Debian may have started its own service on the standard port; else start ours.
      if (await waitForPort(host, port, 2000)) result = { url: redisUrl({ host, port }), how: 'installed' };
      else result = { ...(await startLocalRedis({ binary: findRedisServer(), dir: join(dataDir, 'redis'), port, host, log })), how: 'installed' };
      break;
    default:
      throw new ServiceError(failureMessage('redis', { isRoot: facts.isRoot, hasApt: facts.hasApt, port }));
  }
  const policy = await redisMaxmemoryPolicy(result.url);
  if (policy && policy !== 'noeviction') {
    log(`WARNING: Redis maxmemory-policy is "${policy}"; BullMQ needs "noeviction" (the api refuses to start in production). Run: redis-cli config set maxmemory-policy noeviction`);
  }
  return result;
}

/**
 * Makes sure Postgres and Redis are reachable and returns their URLs.
 * @param {{ log?: (msg: string) => void, env?: Record<string,string|undefined>, host?: string,
 *           ports?: { postgres?: number, redis?: number }, dataDir?: string, allowInstall?: boolean }} [options]
 * @returns {Promise<{ DATABASE_URL: string, REDIS_URL: string, how: { postgres: string, redis: string } }>}
 */
export async function ensureServices(options = {}) {
  const log = options.log ?? ((msg) => console.log(`[services] ${msg}`));
  const env = options.env ?? process.env;
  const host = options.host ?? DEFAULT_HOST;
  const ports = { ...DEFAULT_PORTS, ...(options.ports ?? {}) };
  const dataDir = resolve(PROJECT_ROOT, options.dataDir ?? env.DATA_DIR ?? '.data');
  const allowInstall = options.allowInstall ?? true;
  const base = { env, host, dataDir, log, allowInstall };
  const postgres = await ensurePostgres({ ...base, port: ports.postgres });
  const redis = await ensureRedis({ ...base, port: ports.redis });
  return { DATABASE_URL: postgres.url, REDIS_URL: redis.url, how: { postgres: postgres.how, redis: redis.how } };
}

// `node scripts/lib/services.mjs`: ensure both and print the URLs (used by .ci/run).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const started = Date.now();
    const urls = await ensureServices({ log: (msg) => console.error(`[services] ${msg}`) });
    console.log(`DATABASE_URL=${urls.DATABASE_URL}`);
    console.log(`REDIS_URL=${urls.REDIS_URL}`);
    console.error(`[services] ready in ${Date.now() - started} ms (postgres: ${urls.how.postgres}, redis: ${urls.how.redis})`);
  } catch (error) {
    console.error(error instanceof ServiceError ? `\n${error.message}\n` : error);
    process.exit(1);
  }
}


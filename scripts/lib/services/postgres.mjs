// Postgres for the app: the server DATABASE_URL names, one already listening, a cluster started from the
// installed binaries (data in .data/postgres) or, as root, Debian's package installed and started.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import {
  DEFAULT_HOST, PROJECT_ROOT, ServiceError, asUser, databaseName, decideService, dockerHint, failureMessage, hostPort, initdbArgs,
  pathId, pgCtlStartArgs, pickPostgresBinDir, postgresConfLines, postgresUrl, redact, withDatabase, withLoopbackTrust,
} from './plan.mjs';
import { isListening, waitForPort } from './probes.mjs';
import { aptInstall, commandInPath, isRootUser, passwdEntry, run } from './system.mjs';

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

export async function ensurePostgres(ctx) {
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

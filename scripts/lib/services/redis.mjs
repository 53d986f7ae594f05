// Redis for the app: the server REDIS_URL names, one already listening, one started from the installed
// binary (data in .data/redis, append-only, never evicting) or, as root, Debian's package installed.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HOST, ServiceError, decideService, failureMessage, hostPort, redact, redisServerArgs, redisUrl } from './plan.mjs';
import { isListening, redisMaxmemoryPolicy, waitForPort } from './probes.mjs';
import { aptInstall, commandInPath, isRootUser, run } from './system.mjs';

function findRedisServer() {
  return commandInPath('redis-server') ?? ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p)) ?? null;
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

export async function ensureRedis(ctx) {
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

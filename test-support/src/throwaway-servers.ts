import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes';

/**
 * Servers a fault test may crash and restart: its own redis-server / Postgres cluster on a free
 * port with data in a temporary folder. Never the machine's shared servers (6379, 5432), which
 * other test runs are using.
 */

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first binary found, or null. */
export function findBinary(name: string, dirs: string[] = (process.env.PATH ?? '').split(':')): string | null {
  for (const dir of dirs) if (dir && existsSync(join(dir, name))) return join(dir, name);
  return null;
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  dir: string;
  /** SIGKILL: a crash, nothing flushed beyond what the AOF (appendfsync always) already holds. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data folder (the AOF is replayed). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server with AOF (fsync on every write) and noeviction, as BullMQ needs; null when redis-server is missing. */
export async function startThrowawayRedis(options: { port?: number; extraArgs?: string[] } = {}): Promise<ThrowawayRedis | null> {
  const binary = findBinary('redis-server');
  if (!binary) return null;
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'fitrater-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, [
      '--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always',
      '--save', '', '--maxmemory-policy', 'noeviction', '--daemonize', 'no', ...(options.extraArgs ?? []),
    ], { stdio: 'ignore' });
    await waitFor(`redis-server on ${port}`, () => listening(port), 15_000);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`, port, dir, kill, start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl restart -m immediate`: every connection dropped, crash recovery on start. */
  restart(mode?: 'immediate' | 'fast'): Promise<void>;
  stopServer(mode?: 'immediate' | 'fast'): void;
  startServer(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<v>/bin holding initdb and pg_ctl, else PATH; null when missing. */
export function postgresBinDir(): string | null {
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  } catch {
    versions = [];
  }
  for (const v of versions) if (existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) return `/usr/lib/postgresql/${v}/bin`;
  const initdb = findBinary('initdb');
  return initdb ? initdb.slice(0, -'/initdb'.length) : null;
}

/**
 * A Postgres cluster of its own (initdb, trust auth, loopback TCP only) on a free port; null when
 * the binaries are missing, or when running as root without a `postgres` user to run it as.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const root = userInfo().uid === 0;
  const runuser = findBinary('runuser', [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']);
  const owner = root ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : null;
  if (root && (!runuser || owner?.status !== 0)) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fitrater-pg-'));
  const data = join(dir, 'data');
  if (root) {
    const uid = Number(owner!.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const exec = (cmd: string, args: string[]) => {
    const [command, full] = root ? [runuser!, ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    const res = spawnSync(command, full, { encoding: 'utf8', cwd: dir });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${res.stdout}${res.stderr}`);
  };
  exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const conf = `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = ''\nmax_connections = 100\nfsync = on\n`;
  appendFileSync(join(data, 'postgresql.conf'), conf);
  const startServer = async () => {
    exec('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
    await waitFor(`postgres on ${port}`, () => listening(port), 30_000);
  };
  const stopServer = (mode: 'immediate' | 'fast' = 'fast') => exec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  await startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, startServer, stopServer,
    async restart(mode = 'immediate') {
      stopServer(mode);
      await startServer();
    },
    async stop() {
      try {
        stopServer('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedisCluster {
  /** One node's URL (clients discover the others). */
  url: string;
  ports: number[];
  stop(): Promise<void>;
}

/**
 * A 3-master Redis Cluster (cluster-enabled redis-servers joined with `redis-cli --cluster create`),
 * on `ports` (their bus ports +10000 must be free too); null when redis-server or redis-cli is missing.
 */
export async function startThrowawayRedisCluster(ports: number[] = [7101, 7102, 7103]): Promise<ThrowawayRedisCluster | null> {
  const cli = findBinary('redis-cli');
  if (!findBinary('redis-server') || !cli) return null;
  for (const port of ports) {
    if ((await listening(port)) || (await listening(port + 10000))) throw new Error(`port ${port} or ${port + 10000} is already in use: cannot start the test cluster`);
  }
  const nodes: ThrowawayRedis[] = [];
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  };
  try {
    for (const port of ports) {
      const node = await startThrowawayRedis({ port, extraArgs: ['--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '5000'] });
      nodes.push(node!);
    }
    const create = spawnSync(cli, ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'], { encoding: 'utf8', timeout: 30_000 });
    if (create.status !== 0) throw new Error(`redis-cli --cluster create failed: ${create.stdout}${create.stderr}`);
    await waitFor('the cluster to be ok on every node', async () => ports.every((port) => /cluster_state:ok/.test(spawnSync(cli, ['-p', String(port), 'cluster', 'info'], { encoding: 'utf8' }).stdout ?? '')), 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${ports[0]}`, ports, stop };
}

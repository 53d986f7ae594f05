import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import {
  asUser,
  databaseName,
  decideService,
  failureMessage,
  hostPort,
  initdbArgs,
  pgCtlStartArgs,
  pickPostgresBinDir,
  postgresConfLines,
  postgresUrl,
  redact,
  redisServerArgs,
  redisUrl,
  withDatabase,
  withLoopbackTrust,
} from './services/plan.mjs';
import { countReplies, isListening } from './services/probes.mjs';

describe('decideService: the order env URL → listening → binaries → apt → fail', () => {
  it('uses the env URL when set and reachable, ignoring everything else', () => {
    expect(decideService({ envUrl: 'postgres://x', envReachable: true, listening: true, binaries: true })).toEqual({ action: 'env' });
  });
  it('refuses an unreachable env URL instead of falling back silently', () => {
    expect(decideService({ envUrl: 'redis://x', envReachable: false, listening: true })).toEqual({ action: 'env-unreachable' });
  });
  it('uses a server already listening before starting anything', () => {
    expect(decideService({ envUrl: null, listening: true, binaries: true, isRoot: true, hasApt: true })).toEqual({ action: 'listening' });
  });
  it('starts from installed binaries when nothing listens', () => {
    expect(decideService({ listening: false, binaries: true, isRoot: false })).toEqual({ action: 'start' });
  });
  it('installs with apt only as root with apt', () => {
    expect(decideService({ listening: false, binaries: false, isRoot: true, hasApt: true })).toEqual({ action: 'install' });
    expect(decideService({ listening: false, binaries: false, isRoot: false, hasApt: true })).toEqual({ action: 'fail' });
    expect(decideService({ listening: false, binaries: false, isRoot: true, hasApt: false })).toEqual({ action: 'fail' });
  });
});

describe('failure message', () => {
  it('names docker compose up and the variable to set', () => {
    const message = failureMessage('postgres', { isRoot: false, hasApt: false, port: 5432 });
    expect(message).toContain('docker compose up');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('sudo apt-get install -y postgresql');
    expect(failureMessage('redis', { isRoot: true, hasApt: false, port: 6379 })).toContain('REDIS_URL');
  });
});

describe('URLs', () => {
  it('builds the default URLs', () => {
    expect(postgresUrl()).toBe('postgres://postgres@127.0.0.1:5432/fitrater');
    expect(redisUrl()).toBe('redis://127.0.0.1:6379');
    expect(postgresUrl({ port: 55432 })).toBe('postgres://postgres@127.0.0.1:55432/fitrater');
  });
  it('reads host and port, with defaults', () => {
    expect(hostPort('postgres://u:p@db.example:6000/x', 5432)).toEqual({ host: 'db.example', port: 6000 });
    expect(hostPort('redis://localhost', 6379)).toEqual({ host: 'localhost', port: 6379 });
    expect(hostPort('redis://[::1]:7000', 6379)).toEqual({ host: '::1', port: 7000 });
  });
  it('switches database and reads its name', () => {
    expect(withDatabase('postgres://u:p@h:1/fitrater?sslmode=require', 'postgres')).toBe('postgres://u:p@h:1/postgres?sslmode=require');
    expect(databaseName('postgres://h/fitrater')).toBe('fitrater');
    expect(databaseName('postgres://h')).toBe('postgres');
  });
  it('redacts passwords', () => {
    expect(redact('postgres://user:secret@h/db')).toBe('postgres://user:***@h/db');
    expect(redact('redis://:secret@h')).toBe('redis://:***@h');
    expect(redact('redis://h:6379')).toBe('redis://h:6379');
  });
});

describe('Postgres from binaries', () => {
  it('prefers the newest Debian version, then PATH', () => {
    const files = new Set(['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl', '/usr/lib/postgresql/15/bin/postgres',
      '/usr/lib/postgresql/16/bin/initdb', '/usr/lib/postgresql/16/bin/pg_ctl', '/usr/lib/postgresql/16/bin/postgres',
      '/usr/lib/postgresql/17/bin/psql', '/opt/pg/bin/initdb', '/opt/pg/bin/pg_ctl']);
    const exists = (p) => files.has(p);
    expect(pickPostgresBinDir({ debianVersions: ['15', '16', '17'], pathDirs: [], exists })).toBe('/usr/lib/postgresql/16/bin');
    expect(pickPostgresBinDir({ debianVersions: [], pathDirs: ['/usr/bin', '/opt/pg/bin'], exists })).toBe('/opt/pg/bin');
    expect(pickPostgresBinDir({ debianVersions: ['17'], pathDirs: ['/usr/bin'], exists })).toBeNull();
  });
  it('creates a trust-auth cluster listening on loopback TCP only', () => {
    expect(initdbArgs('/d')).toEqual(expect.arrayContaining(['-D', '/d', '-A', 'trust', '-U', 'postgres']));
    const conf = postgresConfLines({ port: 55432 });
    expect(conf).toContain("listen_addresses = '127.0.0.1'");
    expect(conf).toContain('port = 55432');
    expect(conf).toContain("unix_socket_directories = ''");
    expect(pgCtlStartArgs({ dataDir: '/d', port: 5, logFile: '/d/l' })).toEqual(['-D', '/d', '-l', '/d/l', '-o', '-p 5', '-w', '-t', '60', 'start']);
  });
  it('runs as the postgres user when root, via runuser or su', () => {
    expect(asUser(null, 'initdb', ['-D', 'x'])).toEqual({ command: 'initdb', args: ['-D', 'x'] });
    expect(asUser('postgres', '/bin/initdb', ['-D', 'x'])).toEqual({ command: 'runuser', args: ['-u', 'postgres', '--', '/bin/initdb', '-D', 'x'] });
    expect(asUser('postgres', '/bin/pg_ctl', ['-o', "-p 1 it's"], { hasRunuser: false })).toEqual({
      command: 'su',
      args: ['postgres', '-s', '/bin/sh', '-c', `'/bin/pg_ctl' '-o' '-p 1 it'\\''s'`],
    });
  });
  it('adds loopback trust to an installed cluster once', () => {
    const once = withLoopbackTrust('local all postgres peer\n');
    expect(once).toMatch(/^# FitRater.*\nhost all all 127\.0\.0\.1\/32 trust\n/);
    expect(withLoopbackTrust(once)).toBe(once);
  });
});

describe('Redis we start', () => {
  it('is durable and never evicts', () => {
    const args = redisServerArgs({ port: 56379, dir: '/data/redis' });
    const opt = (name) => args[args.indexOf(name) + 1];
    expect(opt('--maxmemory-policy')).toBe('noeviction');
    expect(opt('--appendonly')).toBe('yes');
    expect(opt('--dir')).toBe('/data/redis');
    expect(opt('--port')).toBe('56379');
    expect(opt('--bind')).toBe('127.0.0.1');
    expect(opt('--daemonize')).toBe('yes');
  });
  it('counts complete RESP replies', () => {
    expect(countReplies('+OK\r\n')).toBe(1);
    expect(countReplies('+OK\r\n*2\r\n$16\r\nmaxmemory-policy\r\n$10\r\nnoeviction\r\n')).toBe(2);
    expect(countReplies('*2\r\n$16\r\nmaxmemory-policy\r\n$10\r\nnoev')).toBe(0);
    expect(countReplies('-NOAUTH Authentication required.\r\n')).toBe(1);
  });
});

describe('isListening', () => {
  it('tells a listening port from a closed one', async () => {
    const server = createServer((s) => s.end());
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    expect(await isListening('127.0.0.1', port)).toBe(true);
    await new Promise((r) => server.close(r));
    expect(await isListening('127.0.0.1', port)).toBe(false);
  });
});

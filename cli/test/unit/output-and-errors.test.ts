import { describe, expect, it } from 'vitest';
import { CommanderError } from 'commander';
import { AppError, ConfigError } from '@fitrater/platform';
import { describeError, redactAll, reportError, UsageError } from '../../src/support/errors';
import { formatDate, formatPairs, formatTable } from '../../src/support/output';
import { buildProgram } from '../../src/program';

describe('error reporting', () => {
  it('maps failures to one line and an exit code: 1 for failures, 2 for usage, 0 for help', () => {
    expect(describeError(new AppError('USER_NOT_FOUND', 'No user with e-mail a@b.co'))).toEqual({ message: 'No user with e-mail a@b.co', exitCode: 1 });
    expect(describeError(new ConfigError('REDIS_URL', 'must be a URL'))).toEqual({ message: 'Invalid configuration: REDIS_URL must be a URL', exitCode: 1 });
    expect(describeError(new UsageError('name the queue'))).toEqual({ message: 'name the queue', exitCode: 2 });
    expect(describeError(new CommanderError(1, 'commander.unknownCommand', "error: unknown command 'x'"))).toEqual({ message: null, exitCode: 2 });
    expect(describeError(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'))).toEqual({ message: null, exitCode: 0 });
  });

  it('never prints a password, whatever the URL looks like', () => {
    expect(redactAll('at postgres://admin:pw@db:5432/x and redis://:secret@cache:6379/0')).toBe('at postgres://admin:***@db:5432/x and redis://:***@cache:6379/0');
    const lines: string[] = [];
    const code = reportError(new Error('connect failed for postgresql://u:hunter2@h/db\n    at stack'), (l) => lines.push(l));
    expect(code).toBe(1);
    expect(lines).toEqual(['error: connect failed for postgresql://u:***@h/db\n']);
  });
});

describe('output', () => {
  it('aligns table columns, right-aligns numbers and neutralises control characters', () => {
    const text = formatTable(
      [{ name: 'ana', n: 5 }, { name: 'bob\nsmith', n: 12 }, { name: '', n: 0 }],
      [{ header: 'NAME', value: (r) => r.name }, { header: 'N', value: (r) => r.n, align: 'right' }],
    );
    expect(text.split('\n')).toEqual(['NAME        N', 'ana         5', 'bob smith  12', '-           0', '']);
  });

  it('formats dates in UTC to the second, and key-value pairs', () => {
    expect(formatDate('2026-11-21T20:27:03.456Z')).toBe('2026-11-21 20:27:03Z');
    expect(formatDate(null)).toBeNull();
    expect(formatPairs([['id', 'x'], ['long key', null]])).toBe('id:       x\nlong key: -\n');
  });
});

describe('program', () => {
  it('reads the connection options from the environment, and the command line wins', () => {
    const saved = { ...process.env };
    try {
      process.env.DATABASE_URL = 'postgres://env/db';
      process.env.REDIS_PREFIX = 'fromenv';
      let seen: Record<string, unknown> = {};
      const program = buildProgram();
      program.commands.find((c) => c.name() === 'db')!.commands.find((c) => c.name() === 'status')!
        .action((_o: unknown, cmd: { optsWithGlobals(): Record<string, unknown> }) => { seen = cmd.optsWithGlobals(); });
      program.parse(['node', 'fitrater', 'db', 'status', '--redis-prefix', 'fromflag']);
      expect(seen).toMatchObject({ databaseUrl: 'postgres://env/db', redisPrefix: 'fromflag' });
    } finally {
      process.env = saved;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Supervisor, describeExit, formatPrefix, lineSplitter, useColour } from './supervisor.mjs';

function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (c) => (text += c));
  return { stream, text: () => text };
}

const node = (code) => ({ command: process.execPath, args: ['-e', code] });
const forever = 'setInterval(() => {}, 1000);';

describe('output', () => {
  it('prefixes, pads and colours only when asked', () => {
    expect(formatPrefix('api', { width: 9 })).toBe('[api]       ');
    expect(formatPrefix('scheduler', { width: 9 })).toBe('[scheduler] ');
    expect(formatPrefix('api', { colour: 36 })).toBe('\x1b[36m[api]\x1b[0m ');
  });
  it('uses colour on a TTY unless NO_COLOR, and when FORCE_COLOR', () => {
    expect(useColour({ isTTY: true }, {})).toBe(true);
    expect(useColour({ isTTY: false }, {})).toBe(false);
    expect(useColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColour({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
  });
  it('splits chunks into lines and flushes the last partial line', () => {
    const lines = [];
    const splitter = lineSplitter((l) => lines.push(l));
    splitter.push('one\r\ntw');
    splitter.push('o\nthree');
    splitter.end();
    expect(lines).toEqual(['one', 'two', 'three']);
  });
  it('describes exits', () => {
    expect(describeExit(3, null)).toBe('exited with code 3');
    expect(describeExit(null, 'SIGKILL')).toBe('was killed by SIGKILL');
  });
});

describe('Supervisor', () => {
  it('prefixes every line of every child', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false });
    const seen = new Set();
    await new Promise((resolve) => sup.spawn({ name: 'api', onLine: (l) => seen.add(l).size === 2 && resolve(), ...node(`console.log('hello'); console.error('oops'); ${forever}`) }));
    expect(await sup.stop()).toBe(0);
    expect(out.text()).toContain('[api]       hello\n');
    expect(out.text()).toContain('[api]       oops\n');
  });

  it('restarts a crashed `restart` child with backoff, loudly, and leaves the others running', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false, restartDelayMs: 50 });
    const apiLines = [];
    sup.spawn({ name: 'api', restart: true, onLine: (l) => apiLines.push(l), ...node(`console.log('api up'); ${forever}`) });
    // Crashes on its first two starts (a counter file tells the runs apart), then stays up.
    const counter = join(mkdtempSync(join(tmpdir(), 'sup-')), 'runs');
    let ready;
    const workersUp = new Promise((r) => (ready = r));
    sup.spawn({
      name: 'workers', restart: true, onLine: (l) => l === 'stable' && ready(),
      ...node(`const fs = require('fs'); const f = ${JSON.stringify(counter)}; const n = fs.existsSync(f) ? Number(fs.readFileSync(f, 'utf8')) : 0; fs.writeFileSync(f, String(n + 1)); if (n < 2) process.exit(1); console.log('stable'); ${forever}`),
    });
    await workersUp;
    expect(out.text()).toMatch(/workers exited with code 1 unexpectedly \(crash 1 of 5 allowed within 60 s\): RESTARTING it in 50 ms/);
    expect(out.text()).toMatch(/crash 2 of 5 allowed within 60 s\): RESTARTING it in 100 ms/);
    expect(apiLines.filter((l) => l === 'api up')).toHaveLength(1);
    expect(sup.stopping).toBe(false);
    await sup.stop();
  });

  it('gives up and stops everything when a child crashes 5 times within the window', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false, restartDelayMs: 10 });
    sup.spawn({ name: 'api', restart: true, ...node(forever) });
    sup.spawn({ name: 'scheduler', restart: true, ...node('process.exit(2);') });
    expect(await sup.done).toBe(1);
    expect(out.text().match(/scheduler exited with code 2 unexpectedly \(crash/g)).toHaveLength(4);
    expect(out.text()).toMatch(/scheduler exited with code 2 unexpectedly, 5 times within 60 s: GIVING UP and stopping everything/);
    expect(out.text()).toMatch(/api stopped \(SIGTERM\)/);
  });

  it('reports a child that exits on its own, stops the others and fails', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false });
    sup.spawn({ name: 'api', ...node(forever) });
    sup.spawn({ name: 'workers', ...node('setTimeout(() => process.exit(3), 200);') });
    expect(await sup.done).toBe(1);
    expect(out.text()).toMatch(/workers exited with code 3 unexpectedly/);
    expect(out.text()).toMatch(/api stopped \(SIGTERM\)/);
  });

  it('lets children finish on SIGTERM, then SIGKILLs the ones that do not stop in time', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false, shutdownTimeoutMs: 1500 });
    let ready = 0;
    const allReady = new Promise((resolve) => {
      const onLine = (line) => line === 'ready' && ++ready === 2 && resolve();
      sup.spawn({ name: 'workers', onLine, ...node(`process.on('SIGTERM', () => { console.log('finishing job'); setTimeout(() => process.exit(0), 300); }); console.log('ready'); ${forever}`) });
      sup.spawn({ name: 'stubborn', onLine, ...node(`process.on('SIGTERM', () => console.log('ignoring')); console.log('ready'); ${forever}`) });
    });
    await allReady;
    const started = Date.now();
    expect(await sup.stop('test')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(out.text()).toContain('[workers]   finishing job');
    expect(out.text()).toMatch(/workers stopped \(code 0\)/);
    expect(out.text()).toMatch(/stubborn did not stop in time: SIGKILL/);
  });

  it('reports a command that cannot be started', async () => {
    const out = capture();
    const sup = new Supervisor({ stdout: out.stream, stderr: out.stream, colour: false });
    sup.spawn({ name: 'ghost', command: '/nonexistent/binary' });
    expect(await sup.done).toBe(1);
    expect(out.text()).toMatch(/ghost could not be started/);
  });
});

describe('formatLogLine', () => {
  it('makes pino lines readable and keeps a mail\'s lines', async () => {
    const { formatLogLine } = await import('./supervisor.mjs');
    const line = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 1, 5), pid: 1, hostname: 'h', name: 'workers', mail: { to: 'a@b.c' }, msg: 'outbox mail\nTo: a@b.c\nYour code: 123456' });
    expect(formatLogLine(line)).toEqual(['12:00:01.005 INFO  outbox mail mail={"to":"a@b.c"}', 'To: a@b.c', 'Your code: 123456']);
    expect(formatLogLine(JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'x', stack: 'Error: x\n    at y' } }))).toEqual([
      '00:00:00.000 ERROR boom err={"message":"x","stack":"Error: x\\n    at y"}',
      'Error: x',
      '    at y',
    ]);
    expect(formatLogLine('plain text')).toEqual(['plain text']);
    expect(formatLogLine('{"not":"pino"}')).toEqual(['{"not":"pino"}']);
  });
});

// A small process supervisor for `npm start` / `npm run dev` (node built-ins only).
//
// - every line a child prints goes out prefixed with its coloured name (`[api] …`; no colour
//   when the output is not a terminal, or NO_COLOR is set);
// - nothing is restarted silently: a child that exits while we are not stopping is reported
//   with its exit code or signal. A child spawned with `restart: true` (api, workers, cards,
//   scheduler) is restarted after a backoff (1 s, 2 s, 4 s … 30 s), loudly; one that crashes
//   `maxCrashes` (5) times within `crashWindowMs` (60 s) makes the supervisor give up. Any
//   other child's exit, or giving up, stops the others and the supervisor exits non-zero;
// - stop(): SIGTERM to every child (workers finish their active jobs), SIGKILL to whatever
//   is still there after `shutdownTimeoutMs` (30 s), then the exit code.
import { spawn } from 'node:child_process';
import { request } from 'node:http';

const COLOURS = [36, 35, 33, 34, 32, 96, 95, 93];

export function useColour(stream, env = process.env) {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return Boolean(stream?.isTTY);
}

/** `[api]      ` with padding to `width`, coloured when asked. */
export function formatPrefix(name, { colour = null, width = 0 } = {}) {
  const label = `[${name}]`;
  const pad = ' '.repeat(Math.max(0, width + 2 - label.length));
  return colour ? `\x1b[${colour}m${label}\x1b[0m${pad} ` : `${label}${pad} `;
}

/** Human text for how a child ended. */
export function describeExit(code, signal) {
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${code}`;
}

/**
 * Splits a byte stream into lines and calls onLine(line) for each (the last partial line is
 * flushed when the stream ends). Handles \r\n.
 */
export function lineSplitter(onLine) {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\n')) >= 0) {
        onLine(buffer.slice(0, index).replace(/\r$/, ''));
        buffer = buffer.slice(index + 1);
      }
    },
    end() {
      if (buffer.length > 0) onLine(buffer.replace(/\r$/, ''));
      buffer = '';
    },
  };
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLOURS = { 10: 90, 20: 90, 30: 32, 40: 33, 50: 31, 60: 31 };
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'v']);

/**
 * Pino JSON line → readable lines (`12:00:01.123 INFO  message key=value`), for a terminal.
 * A multi-line message (an outbox mail) keeps its lines; an error's stack follows. Anything
 * that is not a pino line comes back unchanged.
 * @returns {string[]}
 */
export function formatLogLine(line, { colour = false } = {}) {
  if (!line.startsWith('{')) return [line];
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return [line];
  }
  if (!entry || typeof entry.level !== 'number' || !LEVELS[entry.level]) return [line];
  const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const level = paint(LEVEL_COLOURS[entry.level], LEVELS[entry.level].padEnd(5));
  const fields = [];
  let stack = null;
  for (const [key, value] of Object.entries(entry)) {
    if (HIDDEN_FIELDS.has(key)) continue;
    if (value && typeof value === 'object' && typeof value.stack === 'string') stack = value.stack;
    fields.push(`${key}=${typeof value === 'string' ? (/[\s"=]/.test(value) ? JSON.stringify(value) : value) : JSON.stringify(value)}`);
  }
  const [first = '', ...rest] = String(entry.msg ?? '').replace(/^\n+/, '').split('\n');
  const head = [time && paint(90, time), level, first, fields.length ? paint(90, fields.join(' ')) : ''].filter(Boolean).join(' ');
  return [head, ...rest, ...(stack ? stack.split('\n') : [])];
}

export class Supervisor {
  /**
   * @param {{ stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream, colour?: boolean,
   *           shutdownTimeoutMs?: number, name?: string, width?: number, pretty?: boolean }} [options]
   */
  constructor(options = {}) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
    this.colour = options.colour ?? useColour(this.stdout);
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? 30_000;
    /** Restart policy of `restart: true` children. */
    this.maxCrashes = options.maxCrashes ?? 5;
    this.crashWindowMs = options.crashWindowMs ?? 60_000;
    this.restartDelayMs = options.restartDelayMs ?? 1000;
    this.maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
    /** @type {Set<NodeJS.Timeout>} */
    this.restartTimers = new Set();
    this.name = options.name ?? 'start';
    this.width = options.width ?? 9;
    /** Pino JSON lines made readable (formatLogLine); default: when printing to a terminal. */
    this.pretty = options.pretty ?? Boolean(this.stdout.isTTY);
    /** @type {Map<string, { child: import('node:child_process').ChildProcess, exited: boolean, code: number|null, signal: string|null }>} */
    this.children = new Map();
    this.stopping = false;
    this.failed = false;
    this.stopPromise = null;
    let resolveDone;
    /** Resolves with the exit code once every child has ended after a stop or a failure. */
    this.done = new Promise((r) => (resolveDone = r));
    this.resolveDone = resolveDone;
    this.onExitHook = () => this.killAll('SIGKILL');
    process.on('exit', this.onExitHook);
    // The terminal or pipe we print to went away (EPIPE): stop the children cleanly, print nothing more.
    this.outputBroken = false;
    for (const stream of [this.stdout, this.stderr]) {
      stream.on?.('error', () => {
        this.outputBroken = true;
        void this.stop();
      });
    }
  }

  write(stream, text) {
    if (!this.outputBroken) stream.write(text);
  }

  prefix(name, index) {
    return formatPrefix(name, { colour: this.colour ? COLOURS[index % COLOURS.length] : null, width: this.width });
  }

  /** A line from the supervisor itself. */
  log(message, { error = false } = {}) {
    const prefix = formatPrefix(this.name, { colour: this.colour ? 1 : null, width: this.width });
    this.write(error ? this.stderr : this.stdout, `${prefix}${message}\n`);
  }

  /**
   * Starts a child. Its stdin is closed; stdout/stderr lines are prefixed.
   * @param {{ name: string, command: string, args?: string[], env?: Record<string,string|undefined>, cwd?: string,
   *           onLine?: (line: string, stream: 'stdout'|'stderr') => void, restart?: boolean }} spec
   */
  spawn(spec) {
    if (this.stopping) throw new Error('supervisor is stopping');
    return this.start(spec, this.children.size, []);
  }

  /** Starts (or restarts) one child; `crashes` holds the times of its recent unexpected exits. */
  start(spec, index, crashes) {
    const prefix = this.prefix(spec.name, index);
    // Own process group: a terminal's Ctrl-C reaches only us, and we stop the children in order.
    const child = spawn(spec.command, spec.args ?? [], {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const entry = { child, exited: false, code: null, signal: null, name: spec.name };
    this.children.set(spec.name, entry);
    const show = (stream, line) => {
      const lines = this.pretty ? formatLogLine(line, { colour: this.colour }) : [line];
      for (const l of lines) this.write(stream, `${prefix}${l}\n`);
      spec.onLine?.(line, stream === this.stdout ? 'stdout' : 'stderr');
    };
    const out = lineSplitter((line) => show(this.stdout, line));
    const err = lineSplitter((line) => show(this.stderr, line));
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.stdout.on('end', () => out.end());
    child.stderr.on('end', () => err.end());
    const onEnd = (code, signal, spawnError) => {
      if (entry.exited) return;
      entry.exited = true;
      entry.code = code;
      entry.signal = signal;
      if (spawnError) {
        this.log(`${spec.name} could not be started: ${spawnError.message}`, { error: true });
      } else if (!this.stopping && spec.restart) {
        const now = Date.now();
        const recent = [...crashes.filter((t) => now - t < this.crashWindowMs), now];
        if (recent.length < this.maxCrashes) {
          const delay = Math.min(this.maxRestartDelayMs, this.restartDelayMs * 2 ** (recent.length - 1));
          this.log(`${spec.name} ${describeExit(code, signal)} unexpectedly (crash ${recent.length} of ${this.maxCrashes} allowed within ${Math.round(this.crashWindowMs / 1000)} s): RESTARTING it in ${delay} ms`, { error: true });
          const timer = setTimeout(() => {
            this.restartTimers.delete(timer);
            if (!this.stopping) this.start(spec, index, recent);
          }, delay);
          this.restartTimers.add(timer);
          return;
        }
        this.log(`${spec.name} ${describeExit(code, signal)} unexpectedly, ${recent.length} times within ${Math.round(this.crashWindowMs / 1000)} s: GIVING UP and stopping everything`, { error: true });
      } else if (!this.stopping) {
        this.log(`${spec.name} ${describeExit(code, signal)} unexpectedly; stopping the others`, { error: true });
      } else {
        this.log(`${spec.name} stopped (${signal ? signal : `code ${code}`})`);
      }
      if (!this.stopping) {
        this.failed = true;
        void this.stop();
      }
      this.checkAllExited();
    };
    // 'close' waits for the stdio streams too, so the child's last lines are out before we report.
    child.once('close', (code, signal) => onEnd(code, signal));
    child.once('error', (error) => onEnd(null, null, error));
    return child;
  }

  alive() {
    return [...this.children.values()].filter((e) => !e.exited);
  }

  checkAllExited() {
    if (this.stopping && this.alive().length === 0) {
      // After our SIGTERM, 0, death by the signal and its conventional code 143 (128 + 15) are clean.
      const clean = [...this.children.values()].every((e) => e.code === 0 || e.code === 143 || e.signal === 'SIGTERM' || e.signal === 'SIGINT');
      process.removeListener('exit', this.onExitHook);
      this.resolveDone(this.failed || !clean ? 1 : 0);
    }
  }

  killAll(signal) {
    for (const entry of this.alive()) {
      try {
        // SIGKILL goes to the whole group (grandchildren such as a watched process too).
        if (signal === 'SIGKILL') process.kill(-entry.child.pid, signal);
        else entry.child.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  /** SIGTERM to every child, SIGKILL after the timeout. Resolves with the exit code. */
  stop(reason) {
    if (this.stopPromise) return this.stopPromise;
    this.stopping = true;
    for (const timer of this.restartTimers) clearTimeout(timer);
    this.restartTimers.clear();
    const alive = this.alive();
    if (reason) this.log(reason);
    if (alive.length > 0) {
      this.log(`stopping ${alive.map((e) => e.name).join(', ')} (SIGTERM; SIGKILL after ${Math.round(this.shutdownTimeoutMs / 1000)} s)`);
    }
    this.killAll('SIGTERM');
    const timer = setTimeout(() => {
      const left = this.alive();
      if (left.length > 0) {
        this.log(`${left.map((e) => e.name).join(', ')} did not stop in time: SIGKILL`, { error: true });
        this.failed = true;
        this.killAll('SIGKILL');
      }
    }, this.shutdownTimeoutMs);
    timer.unref();
    this.checkAllExited();
    this.stopPromise = this.done.finally(() => clearTimeout(timer));
    return this.stopPromise;
  }

  /** Force: SIGKILL everything now. */
  kill() {
    this.stopping = true;
    for (const timer of this.restartTimers) clearTimeout(timer);
    this.restartTimers.clear();
    this.failed = true;
    this.killAll('SIGKILL');
    this.checkAllExited();
  }

  /**
   * SIGINT/SIGTERM stop the children gracefully. A repeated signal (more than 2 s later: npm and
   * the terminal may both deliver the first Ctrl-C) kills them at once.
   */
  installSignalHandlers() {
    let first = 0;
    const handler = (signal) => {
      if (!first) {
        first = Date.now();
        void this.stop(`${signal} received`);
      } else if (Date.now() - first > 2000) {
        this.log(`${signal} again: killing every child now`, { error: true });
        this.kill();
      }
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    process.on('SIGHUP', handler);
    return () => {
      process.removeListener('SIGINT', handler);
      process.removeListener('SIGTERM', handler);
      process.removeListener('SIGHUP', handler);
    };
  }
}

/** One GET; resolves with the status code (0 when the connection fails). */
export function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = request(url, { method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Polls `url` until it answers 200. Calls onWait(lastStatus, elapsedMs) every `reportEveryMs`.
 * Resolves true when healthy, false when `shouldStop()` turns true first.
 */
export async function waitForHealthy(url, { intervalMs = 200, shouldStop = () => false, onWait = () => {}, reportEveryMs = 30_000 } = {}) {
  const started = Date.now();
  let nextReport = started + reportEveryMs;
  for (;;) {
    if (shouldStop()) return false;
    const status = await httpStatus(url);
    if (status === 200) return true;
    if (Date.now() >= nextReport) {
      onWait(status, Date.now() - started);
      nextReport += reportEveryMs;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

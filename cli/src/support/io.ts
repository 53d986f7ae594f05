import { AsyncLocalStorage } from 'node:async_hooks';
import type { CoreContext } from '@fitrater/core';

/**
 * Where one run of the program writes, which environment it reads and which
 * exit code it ends with. The `fitrater` process uses its own streams and
 * environment; tests run commands in-process with their own (and may lend a
 * core context, so a command does not open connections of its own).
 */
export interface CliIo {
  writeOut(text: string): void;
  writeErr(text: string): void;
  /** True when stderr is a terminal (the progress bar redraws in place). */
  readonly errIsTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A context a command may use instead of opening its own, when it points at the same servers. Never closed by a command. */
  readonly context?: CoreContext;
  /** The exit code a command asks for without failing (a failed broadcast); 0 unless set. */
  exitCode: number;
}

export function processIo(): CliIo {
  return {
    writeOut: (text) => void process.stdout.write(text),
    writeErr: (text) => void process.stderr.write(text),
    errIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    exitCode: 0,
  };
}

const current = new AsyncLocalStorage<CliIo>();

/** Runs `fn` with `io` as the output and environment of every command it calls. */
export function runWithIo<T>(io: CliIo, fn: () => Promise<T>): Promise<T> {
  return current.run(io, fn);
}

/** The io of the run in progress (the process's own outside a run). */
export function currentIo(): CliIo {
  return current.getStore() ?? fallback;
}

const fallback = processIo();

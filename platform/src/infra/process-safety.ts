import type { Logger } from './logger';

export interface SafetyNetOptions {
  /** Releases what the process holds (server, queues, pools) before it exits; bounded by closeTimeoutMs. */
  close?: () => Promise<void>;
  closeTimeoutMs?: number;
  /** For tests: the emitter to listen on and the exit to call. */
  target?: NodeJS.EventEmitter;
  exit?: (code: number) => void;
}

/**
 * The last line of defence of every long-running process (api, workers, cards, scheduler):
 * an uncaught exception or unhandled rejection is logged with its stack and the process
 * exits with code 1 after a bounded clean-up. A process in an unknown state must not keep
 * serving; the supervisor (`npm start`) or compose (`restart: unless-stopped`) restarts it.
 */
export function installProcessSafetyNet(logger: Logger, options: SafetyNetOptions = {}): void {
  const target = options.target ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let crashing = false;
  const crash = (kind: 'uncaughtException' | 'unhandledRejection', reason: unknown) => {
    const err = reason instanceof Error ? reason : new Error(`non-error ${kind}: ${String(reason)}`);
    logger.fatal({ err, kind }, `${kind}: ${err.message}; exiting so the supervisor restarts this process`);
    if (crashing) return;
    crashing = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, options.closeTimeoutMs ?? 5000).unref());
    const closing = (options.close?.() ?? Promise.resolve()).catch((error: Error) => {
      logger.error({ err: error.message }, 'clean-up after the crash failed');
    });
    void Promise.race([closing, timeout]).then(() => exit(1));
  };
  target.on('uncaughtException', (error: unknown) => crash('uncaughtException', error));
  target.on('unhandledRejection', (reason: unknown) => crash('unhandledRejection', reason));
}

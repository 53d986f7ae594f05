/**
 * Groups a stream's pieces into numbered deltas: the first piece goes out at once (the user sees
 * the reply start), later ones at most every `intervalMs`, so a fast model does not flood the
 * socket. `flush` is called one at a time, in order, with seq 1, 2, 3…; `last` marks the flush
 * `end()` makes (the caller may save that piece together with the end of the stream).
 */
export class DeltaBatcher {
  private pending = '';
  private seq: number;
  private lastFlush = 0;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly flush: (seq: number, text: string, last: boolean) => Promise<void>,
    private readonly intervalMs: number,
    startSeq = 0,
  ) {
    this.seq = startSeq;
  }

  push(piece: string): void {
    if (this.failure) throw this.failure;
    if (!piece) return;
    this.pending += piece;
    const wait = this.lastFlush + this.intervalMs - Date.now();
    if (wait <= 0) this.send();
    else this.timer ??= setTimeout(() => this.send(), wait);
  }

  private send(last = false): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.lastFlush = Date.now();
    const seq = ++this.seq;
    this.chain = this.chain.then(() => this.flush(seq, text, last)).catch((error: unknown) => {
      this.failure ??= error;
    });
  }

  /** Sends what is pending and waits for every flush; returns the last seq. */
  async end(): Promise<number> {
    this.send(true);
    await this.chain;
    if (this.failure) throw this.failure;
    return this.seq;
  }

  /** Drops what is pending (the reply failed) and waits for flushes already started. */
  async abandon(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = '';
    await this.chain;
  }
}

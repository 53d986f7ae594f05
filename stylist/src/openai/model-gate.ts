import { StylistRateLimitedError } from './errors';

/**
 * One model's gate in this process: at most `limit` requests in flight (a local GPU serves a
 * few at a time; the rest wait here instead of piling onto it), and a cool-down while the
 * endpoint's Retry-After runs, so no request is sent before the server asked.
 */
export class ModelGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private coolUntil = 0;

  constructor(private limit: number) {}

  /** Seconds left of a Retry-After the endpoint sent, or 0. */
  coolingSeconds(now = Date.now()): number {
    return this.coolUntil > now ? Math.ceil((this.coolUntil - now) / 1000) : 0;
  }

  coolDown(seconds: number, now = Date.now()): void {
    this.coolUntil = Math.max(this.coolUntil, now + seconds * 1000);
  }

  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const cooling = this.coolingSeconds();
    if (cooling > 0) throw new StylistRateLimitedError(cooling, new Error(`the endpoint asked to wait ${cooling} s more`));
    await this.acquire(signal);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', cancel);
        this.active++;
        resolve();
      };
      const cancel = () => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      signal?.addEventListener('abort', cancel, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    this.active--;
    const next = this.waiting.shift();
    if (next) next();
  }
}

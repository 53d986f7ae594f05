import type { Logger } from '@fitrater/platform';

/** What was refused: a connection over a per-address cap, or a socket closed for breaking the protocol. */
export type RefusalKind = 'connection-over-address-cap' | 'websocket-over-address-cap' | 'websocket-policy-violation' | 'websocket-protocol-error';

const TOP_ADDRESSES = 5;

/**
 * Counts refused connections and summarises them in one log line per interval (default a minute),
 * with the busiest addresses: a flood of thousands of refusals is one line an operator can read,
 * not thousands of lines that cost the api as much CPU as the refusals themselves.
 */
export class RefusalTally {
  private counts = new Map<RefusalKind, Map<string, number>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly logger: Pick<Logger, 'warn'>, everyMs = 60_000) {
    this.timer = setInterval(() => this.flush(), everyMs);
    this.timer.unref();
  }

  count(kind: RefusalKind, address: string): void {
    let byAddress = this.counts.get(kind);
    if (!byAddress) this.counts.set(kind, (byAddress = new Map()));
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
  }

  /** Logs what was counted since the last flush (nothing when nothing was refused). */
  flush(): void {
    if (this.counts.size === 0) return;
    const refused: Record<string, { total: number; topAddresses: Record<string, number> }> = {};
    for (const [kind, byAddress] of this.counts) {
      let total = 0;
      for (const n of byAddress.values()) total += n;
      const top = [...byAddress].sort((a, b) => b[1] - a[1]).slice(0, TOP_ADDRESSES);
      refused[kind] = { total, topAddresses: Object.fromEntries(top) };
    }
    this.counts = new Map();
    this.logger.warn({ refused }, 'connections refused or closed by the abuse limits since the last report');
  }

  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}

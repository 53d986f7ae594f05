/**
 * An in-process map that may only serve while the feed that invalidates it (Redis pub/sub, Postgres
 * LISTEN) is connected: `live` is set by that feed, and everything is dropped when it goes away,
 * because a message lost meanwhile could otherwise leave a stale entry behind.
 *
 * A read that raced with an invalidation must not be stored: callers take `epoch` before they read
 * the source and pass it to `set`, which refuses once any eviction happened in between.
 * Entries also expire after `ttlMs`, and the oldest go first beyond `maxEntries`.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, { value: V; staleAt: number }>();
  private epochValue = 0;
  live = false;

  constructor(private readonly ttlMs: number, private readonly maxEntries: number) {}

  get epoch(): number {
    return this.epochValue;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live entry, or undefined; `stillValid` can drop it early (say, when what it stands for expired). */
  get(key: string, now: Date, stillValid?: (value: V) => boolean): V | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.staleAt <= now.getTime() || (stillValid && !stillValid(entry.value))) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value read from the source, unless something was evicted since `epoch` was read. */
  set(key: string, value: V, epoch: number, now: Date): void {
    if (!this.live || epoch !== this.epochValue) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, staleAt: now.getTime() + this.ttlMs });
  }

  evict(key: string): void {
    this.epochValue += 1;
    this.entries.delete(key);
  }

  /** Evicts every entry `matches` picks (one pass over the map). */
  evictWhere(matches: (value: V) => boolean): void {
    this.epochValue += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.epochValue += 1;
    this.entries.clear();
  }
}

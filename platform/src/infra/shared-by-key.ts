/**
 * One long-lived thing per key in this process (a cache with its listening connection, say), shared
 * by everything that asks for the same key: several api apps on one database in tests, or one app
 * registering twice. The first `acquire` creates it; the release of the last holder closes it.
 */
export class SharedByKey<T> {
  private readonly entries = new Map<string, { value: T; holders: number }>();

  constructor(private readonly closeValue: (value: T) => void | Promise<void>) {}

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** The shared value for `key` (made by `create` if there is none) and the release function of this holder. */
  acquire(key: string, create: () => T): { value: T; release: () => Promise<void> } {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { value: create(), holders: 0 };
      this.entries.set(key, entry);
    }
    entry.holders += 1;
    const held = entry;
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0 || this.entries.get(key) !== held) return;
      this.entries.delete(key);
      await this.closeValue(held.value);
    };
    return { value: entry.value, release };
  }
}

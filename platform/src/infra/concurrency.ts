/** Runs `run` over `items` with at most `limit` in flight at once (lanes that each take the next item). */
export async function withConcurrency<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  });
  await Promise.all(lanes);
}

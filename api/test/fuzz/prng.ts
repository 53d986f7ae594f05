/** A seeded PRNG (mulberry32): the same FUZZ_SEED replays the same requests. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(xs: readonly T[]): T => xs[int(xs.length)]!, chance: (p: number) => next() < p };
}
export type Prng = ReturnType<typeof prng>;

export function fuzzSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  return fromEnv ? Number(fromEnv) >>> 0 : Math.floor(Math.random() * 2 ** 32);
}

// Environment the server processes (api, workers, cards, scheduler) start with, under `npm start`
// and in the benches that run them the same way; the Docker image sets the same in its ENV.
// Node built-ins only: start.mjs imports this before `npm ci`.

/**
 * glibc gives each thread that allocates under contention its own malloc arena (up to 8 per core)
 * and keeps freed memory in each. A workers process has many allocating threads (libuv's pool,
 * libvips' workers under sharp, the vision thread): with the default, the ratings worker's RSS
 * measured 400–406 MB after 40 photos, with 2 arenas 335–337 MB at the same throughput
 * (api/bench/pipeline.bench.mjs). A value already in the environment wins.
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * How many `workers` processes (e-mail, ratings, styling, chat) `npm start` runs: WORKER_PROCESSES
 * (1–16) when set, else 1. A rating with the local engine is CPU work on its process's one vision
 * thread, so a second process can rate a second photo at once; but each loads its own models (~1.3 s
 * of CPU, ~330 MB) and optimises its code on its first photos. On 2 cores a 40-photo burst went 4.7
 * photos/s with two cold processes against 5.1–5.5 with one, and 6.6–7.6 with two warm ones against
 * 5.9–6.4 (api/bench/pipeline.bench.mjs, 2026-11-24): 1 by default, for memory; more pay off with
 * more cores and memory to spare.
 */
export function workerProcessCount(env = process.env) {
  const raw = env.WORKER_PROCESSES?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`WORKER_PROCESSES must be a whole number from 1 to 16, got "${raw}"`);
  return n;
}

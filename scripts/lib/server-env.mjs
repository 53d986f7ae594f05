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

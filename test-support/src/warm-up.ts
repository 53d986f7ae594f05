/**
 * Seconds of the same closed-loop traffic that the load scenarios (chat, styling) and the rating
 * pipeline bench run before their measured window: the fresh api and workers processes reach steady
 * state (V8 optimising the hot code, connection pools growing, new Postgres backends filling their
 * caches); the first rounds of a cold stack took several times the steady overhead. Requests started
 * in it are reported apart, as the warm-up's figures.
 */
export const WARMUP_SECONDS = 5;

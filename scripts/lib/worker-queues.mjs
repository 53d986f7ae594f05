/**
 * The queues each kind of workers process serves when WORKER_QUEUES does not say (npm start, the
 * benches that run the product as it ships). `workers` runs what a member waits on; `cards` runs
 * background CPU work at a lower priority (workers/src/cpu-priority.ts).
 */
export const WORKERS_QUEUES = 'default,rating,styling,chat,closet';
export const CARDS_QUEUES = 'media';

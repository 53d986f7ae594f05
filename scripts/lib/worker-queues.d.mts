// Types of worker-queues.mjs for the TypeScript benches that import it.
export declare const WORKERS_QUEUES: string;
export declare const CARDS_QUEUES: string;

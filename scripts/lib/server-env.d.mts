// Types of server-env.mjs for the TypeScript benches that import it.
export declare const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
export declare function workerProcessCount(env?: NodeJS.ProcessEnv): number;

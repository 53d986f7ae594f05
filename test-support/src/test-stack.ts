import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestEnvironment, type TestEnvironment } from './harness';
import type { CoreContext } from '@fitrater/core';
import { startWorkers, type WorkerRuntime } from '@fitrater/workers';
import { buildApp } from '@fitrater/api';

export interface TestStack {
  /** http://127.0.0.1:<port> */
  url: string;
  env: TestEnvironment;
  ctx: CoreContext;
  app: FastifyInstance;
  workers: WorkerRuntime | null;
  close(): Promise<void>;
}

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * The real stack on a fresh database and Redis prefix: the Fastify app
 * listening on a free port (serving web/dist when asked) and the BullMQ
 * workers in this process. Used by integration and browser tests.
 */
export async function startTestStack(
  options: { env?: Record<string, string>; web?: boolean; workers?: boolean; workerQueues?: string[]; hubHeartbeatMs?: number } = {},
): Promise<TestStack> {
  const env = await createTestEnvironment(options.env);
  const ctx = env.context();
  const app = await buildApp({ ctx, webRoot: options.web ? WEB_DIST : null, hub: { heartbeatMs: options.hubHeartbeatMs } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const workers = options.workers === false ? null : await startWorkers(ctx, { concurrency: 4, queues: options.workerQueues ?? null });
  return {
    url: address,
    env,
    ctx,
    app,
    workers,
    async close() {
      await workers?.close();
      await app.close();
      await env.dispose();
    },
  };
}

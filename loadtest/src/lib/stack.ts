import { createTestEnvironment, freePort, spawnApi, spawnWorkers, startFakeOpenAiServer, waitHealthy, type FakeOpenAiServer, type ProductProcess, type TestEnvironment } from '@fitrater/test-support';
import type { CoreContext } from '@fitrater/core';

export interface LoadStackOptions {
  /** Fixed latency of the OpenAI-wire fake (ms): repeatable AI timing. */
  aiLatencyMs?: number;
  /** The fake's default (non-streamed) answer, when the scenario's job expects another shape than a rating. */
  aiAnswer?: unknown;
  /** One workers process per entry, serving those queues. */
  workers?: string[];
  env?: Record<string, string>;
  /** Node flags for the api and workers (the soak adds --expose-gc). */
  nodeArgs?: string[];
  /** IPC channel to every process (the soak's memory probe). */
  ipc?: boolean;
}

export interface LoadStack {
  url: string;
  env: TestEnvironment;
  ctx: CoreContext;
  ai: FakeOpenAiServer;
  api: ProductProcess;
  workers: ProductProcess[];
  close(): Promise<void>;
}

/**
 * The stack a load run measures, started by the run itself on this machine: a fresh database and
 * Redis prefix on the local servers, the api and workers as their own production processes
 * (dist/), and the OpenAI-wire fake answering after a fixed latency (AI_PROVIDER=openai).
 */
export async function startLoadStack(options: LoadStackOptions = {}): Promise<LoadStack> {
  const ai = await startFakeOpenAiServer({ latencyMs: options.aiLatencyMs ?? 300, ...(options.aiAnswer ? { answer: options.aiAnswer } : {}) });
  const env = await createTestEnvironment({
    NODE_ENV: 'production', LOG_LEVEL: 'error',
    AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-load-not-a-secret', OPENAI_BASE_URL: ai.url, LOCAL_VISION: 'off',
    FREE_MONTHLY_RATINGS: '10000', PREMIUM_MONTHLY_RATINGS: '100000', CHAT_RATE_LIMIT_MAX: '100000',
    // Every simulated user connects from this machine's one address, and each asks as often as the scenario says.
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1000000', WS_MAX_PER_ADDRESS: '1000000', AI_RATE_LIMIT_MAX: '1000000',
    ...options.env,
  });
  const ctx = env.context({}, { dbPool: { min: 0, max: 6 } });
  const port = await freePort();
  const spawnOptions = { nodeArgs: options.nodeArgs, ipc: options.ipc };
  // LOAD_API_NODE_ARGS: extra Node flags for the api alone, e.g. "--cpu-prof --cpu-prof-dir=profiles" to see where its CPU goes.
  const apiNodeArgs = [...(options.nodeArgs ?? []), ...(process.env.LOAD_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const api = spawnApi(env.env, port, { ...spawnOptions, nodeArgs: apiNodeArgs });
  const workers = (options.workers ?? ['default,rating,styling,chat']).map((queues) => spawnWorkers(env.env, queues, spawnOptions));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await Promise.all([api, ...workers].map((p) => p.stop('SIGTERM', 15_000)));
    await env.dispose();
    await ai.close();
  };
  try {
    // A busy machine (other runs sharing the cores) can take a minute to start the bundles.
    await waitHealthy(url, 120_000);
    // The workers processes connect to their queues after the api answers: give them a moment.
    await new Promise((r) => setTimeout(r, 1500));
  } catch (error) {
    await close();
    throw error;
  }
  return { url, env, ctx, ai, api, workers, close };
}

import { createSession, UserModel, type CoreContext } from '@fitrater/core';
import { freePort, spawnApi, spawnWorkers, waitHealthy, type ProductProcess } from '@fitrater/test-support';

/** A signed-in user made straight in the database (no mail round trip). */
export async function makeUser(ctx: CoreContext, tag: string): Promise<{ userId: string; token: string }> {
  const row = await UserModel.query(ctx.db).insertAndFetch({
    email: `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.test`, name: tag, passwordHash: '!', role: 'user', language: 'en', welcomeEmailStatus: 'disabled',
  });
  return { userId: row.id, token: await createSession(ctx, row.id, 'fault-test') };
}

/** api and workers as their own processes (dist/), on the environment given. */
export async function processStack(env: Record<string, string>, workerQueues: string[]) {
  const port = await freePort();
  const api = spawnApi(env, port);
  const workers = workerQueues.map((q) => spawnWorkers(env, q));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  return {
    url, api, workers,
    all: (): ProductProcess[] => [api, ...workers],
    async stop() {
      await Promise.all([api, ...workers].map((p) => p.stop('SIGTERM', 10_000)));
    },
  };
}

/** POST JSON with a bound on the time a user would wait: returns the status and the milliseconds it took. */
export async function timedPost(url: string, token: string, body: unknown, timeoutMs = 10_000): Promise<{ status: number; ms: number; body: any }> {
  const started = Date.now();
  const res = await fetch(url, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, ms: Date.now() - started, body: parsed };
}

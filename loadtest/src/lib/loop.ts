/** Runs `step` for each user in a loop until the deadline, pausing `thinkMs` between steps (a person reading the answer). */
export async function closedLoop<U>(users: U[], seconds: number, thinkMs: number, step: (user: U, index: number, n: number) => Promise<void>): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(users.map(async (user, index) => {
    // Spread the first requests over one think time instead of a thundering herd.
    await new Promise((r) => setTimeout(r, (thinkMs * index) / Math.max(1, users.length)));
    for (let n = 0; performance.now() < until; n++) {
      await step(user, index, n);
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
    }
  }));
}

export async function postJson(url: string, token: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
}

export { WARMUP_SECONDS } from '@fitrater/test-support';

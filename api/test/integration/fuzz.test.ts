import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AccountExportModel, UserModel, createSession, hashPassword } from '@fitrater/core';
import { startTestStack, storedOutfit, type TestStack } from '@fitrater/test-support';
import { openEventSocket } from '../realtime-client';
import { fuzzSeed, prng } from '../fuzz/prng';
import { operationsOf, requestFor, type Tokens } from '../fuzz/http-cases';
import { wsSession } from '../fuzz/ws-cases';

/**
 * Walks every operation of GET /api/openapi.json with malformed input (wrong types, missing and
 * extra fields, huge and odd strings, unknown ids, no / another user's / broken tokens) and the
 * WebSocket with random frames. Nothing may answer 5xx, every 4xx of the API is
 * `{error:{code,message}}`, and the api is healthy afterwards. Seeded: FUZZ_SEED=<n> replays a run.
 */
const SEED = fuzzSeed();
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 8);
const WS_SESSIONS = Number(process.env.FUZZ_WS_SESSIONS ?? 40);

let stack: TestStack;
let tokens: Tokens;

/** Paths whose objects belong to one user: another user's id must never be served (404). */
const PRIVATE_OBJECTS = /^\/api\/(ratings\/|closet\/folders\/|user\/export\/|chat\/messages\/|premium\/suggestions\/)/;

async function account(tag: string, extra: Partial<UserModel>) {
  const user = await UserModel.query(stack.ctx.db).insertAndFetch({
    email: `${tag}.${randomUUID().slice(0, 8)}@example.test`, name: tag, passwordHash: await hashPassword('Velvet#Closet42'),
    role: 'user', language: 'en', welcomeEmailStatus: 'disabled', ...extra,
  });
  return { id: user.id, token: await createSession(stack.ctx, user.id, 'fuzz') };
}

/** Objects of the other user, whose ids the fuzz puts in paths with the caller's own token. */
async function foreignObjects(userId: string): Promise<string[]> {
  const ratingId = await storedOutfit(stack.ctx, userId);
  const [folder] = await stack.ctx.db('closetFolders').insert({ userId, name: 'Theirs' }).returning('id') as { id: string }[];
  const key = `users/${userId}/exports/fuzz.zip`;
  await stack.ctx.storage.put(key, Buffer.from('PK'));
  const exported = await AccountExportModel.query(stack.ctx.db).insertAndFetch({ userId, status: 'ready', fileKey: key, bytes: 2, expiresAt: new Date(Date.now() + 3_600_000) });
  return [ratingId, folder!.id, exported.id];
}

beforeAll(async () => {
  console.info(`fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
  stack = await startTestStack({ workers: false });
  // The caller is an admin with premium, so the gated routes' own checks are reached too.
  const own = await account('fuzz-admin', { role: 'admin', premiumExpiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const other = await account('fuzz-other', {});
  tokens = { own: own.token, other: other.token, foreignIds: await foreignObjects(other.id) };
});
afterAll(async () => stack?.close());

describe(`fuzz (seed ${SEED})`, () => {
  it('no operation of the OpenAPI document answers 5xx or an error without {error:{code,message}}', async () => {
    const r = prng(SEED);
    const doc = await (await fetch(`${stack.url}/api/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (let i = 0; i < CASES_PER_OPERATION; i++) {
        const req = requestFor(stack.url, operation, r, tokens);
        const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body, redirect: 'manual' });
        const text = await res.text();
        sent += 1;
        const leaked = req.foreign && req.who === 'own' && res.status < 300 && PRIVATE_OBJECTS.test(operation.path);
        const problem = res.status >= 500
          ? `${res.status}`
          : leaked ? `${res.status}: another user's object answered`
            : res.status >= 400 && operation.path.startsWith('/api/') && !isErrorBody(text) ? `${res.status} without the error shape` : null;
        if (problem) failures.push(`${problem}: ${req.label} ${req.url.slice(stack.url.length, stack.url.length + 120)} body=${(req.body ?? '').slice(0, 120)} → ${text.slice(0, 200)}`);
      }
    }
    console.info(`fuzz: ${sent} requests over ${operations.length} operations`);
    expect(failures, `seed ${SEED}`).toEqual([]);
    const health = await fetch(`${stack.url}/api/health`);
    expect(health.status).toBe(200);
  }, 120_000);

  it('random WebSocket frames never take the api down; a well-behaved client still works', async () => {
    const r = prng(SEED ^ 0x5eed);
    const codes = new Map<string, number>();
    for (let i = 0; i < WS_SESSIONS; i++) {
      const { closeCode } = await wsSession(stack.url, r, tokens.own);
      codes.set(String(closeCode), (codes.get(String(closeCode)) ?? 0) + 1);
    }
    console.info(`fuzz ws: ${WS_SESSIONS} sessions, close codes ${JSON.stringify(Object.fromEntries(codes))}`);
    expect(codes.has('1011')).toBe(false); // 1011: the server hit an internal error
    const client = await openEventSocket(stack.url, tokens.own);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.next('pong' as never, undefined, 5000);
    client.close();
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
  }, 60_000);
});

function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string';
  } catch {
    return false;
  }
}

/**
 * F11: the data folder's disk is full. DATA_DIR is a small tmpfs mounted for this test (needs root;
 * skipped with a warning otherwise), filled up with a file. Uploading answers a clean 503 and keeps
 * nothing (no row, no quota unit, no file, not even a partial one); when the worker cannot write the
 * prepared photo, the rating ends failed with its quota unit returned. With space again, all works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RatingModel, UsageCounterModel } from '@fitrater/core';
import { startWorkers, type WorkerRuntime } from '@fitrater/workers';
import { startFakeOpenAiServer, startTestStack, type FakeOpenAiServer, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl, outfitPhoto } from '../../fixtures';
import { connectEvents } from '../../realtime-client';

const mountPoint = mkdtempSync(join(tmpdir(), 'fitrater-f11-'));
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn('\n!!! F11 (disk full) SKIPPED: mounting a small tmpfs needs root (mount -t tmpfs) !!!\n');
    return false;
  }
})();

let ai: FakeOpenAiServer;
let stack: TestStack;
let ratingWorkers: WorkerRuntime | null = null;
const filler = join(mountPoint, 'filler');

/** Fills the disk up to `leaveBytes` of free space. */
function fillDisk(leaveBytes: number): void {
  const free = statfsSync(mountPoint).bavail * statfsSync(mountPoint).bsize;
  let size = 0;
  try {
    size = statSync(filler).size;
  } catch {
    size = 0;
  }
  writeFileSync(filler, Buffer.alloc(Math.max(0, size + free - leaveBytes)));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  if (!mounted) return;
  ai = await startFakeOpenAiServer();
  // Mail in process; the rating worker is started by the test when the disk is already full.
  stack = await startTestStack({
    workerQueues: ['default'],
    // Retries wait a twentieth of the catalogue's delays: the rating that fails for good is not about them.
    env: { DATA_DIR: mountPoint, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-not-a-secret', OPENAI_BASE_URL: ai.url, FREE_MONTHLY_RATINGS: '10', JOB_RETRY_DELAY_SCALE: '0.05' },
  });
});

afterAll(async () => {
  await ratingWorkers?.close();
  await stack?.close();
  await ai?.close();
  if (mounted) execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const used = async (userId: string) => (await UsageCounterModel.query(stack.ctx.db).where({ userId }).first())?.used ?? 0;

describe.skipIf(!mounted)('F11: the data folder is full', () => {
  it('refuses an upload cleanly: 503, nothing stored, no quota unit taken; works again once there is space', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const photo = dataUrl(await outfitPhoto());
    fillDisk(4096);
    const res = await http.post('/api/ratings', { imageUrl: photo, occasion: 'work' }, account.token);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/storage space.*nothing was saved/) });
    expect(await RatingModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(0);
    expect(await used(account.userId)).toBe(0);
    expect(filesUnder(join(mountPoint, 'media'))).toEqual([]); // no partial .tmp left behind

    rmSync(filler);
    const again = await http.post('/api/ratings', { imageUrl: photo, occasion: 'work' }, account.token);
    expect(again.status).toBe(202);
    expect(await used(account.userId)).toBe(1);
  }, 40_000);

  it('fails a rating whose prepared photo cannot be written, returns its quota unit, and leaves no partial file', async () => {
    const http = httpClient(stack);
    const account = await signUp(stack);
    const events = await connectEvents(stack.url, account.token);
    const res = await http.post('/api/ratings', { imageUrl: dataUrl(await outfitPhoto({ top: '#7a1f2b' })), occasion: 'date' }, account.token);
    expect(res.status).toBe(202);
    expect(await used(account.userId)).toBe(1);
    fillDisk(1024);
    ratingWorkers = await startWorkers(stack.ctx, { queues: ['rating'], concurrency: 1 });
    // Three attempts with backoff (0.15 s, 0.3 s here), then the rating ends failed.
    const failed = await events.next('rating.failed', (e) => (e.data as { ratingId: string }).ratingId === res.body.ratingId, 40_000);
    expect((failed.data as { error: { message: string } }).error.message).toMatch(/not counted/);
    expect(await used(account.userId)).toBe(0);
    expect((await http.get(`/api/ratings/${res.body.ratingId}`, account.token)).body.status).toBe('failed');
    expect(filesUnder(join(mountPoint, 'media')).filter((f) => f.endsWith('.tmp') || f.includes('prepared'))).toEqual([]);
    expect(ai.requests).toHaveLength(0); // it never reached the engine
    events.close();
  }, 60_000);
});

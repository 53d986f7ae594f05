import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { dataUrl } from '../../fixtures';
import { httpClient } from '../../client';
import { history, premiumAccount, send } from './support';

let stack: TestStack;
let photo: Buffer;
const BUDGET_MB = 1;

beforeAll(async () => {
  stack = await startTestStack({ env: { CHAT_MEDIA_BUDGET_MB: String(BUDGET_MB), CHAT_RATE_LIMIT_MAX: '30' } });
  photo = await largePhoto();
});
afterAll(async () => stack?.close());

/** A 2800×2100 photo of fine noise: ~4.5 MB as JPEG, the kind of upload that fills a disk. */
const largePhoto = () =>
  sharp({ create: { width: 2800, height: 2100, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } }).jpeg({ quality: 92 }).toBuffer();

/** Every file under the member's chat folder, with its size. */
async function chatFiles(userId: string): Promise<Array<{ path: string; size: number }>> {
  const root = join(stack.ctx.config.dataDir, 'media', 'users', userId, 'chat');
  const out: Array<{ path: string; size: number }> = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, size: (await stat(path)).size });
  }
  return out;
}

describe('chat photos on disk', { timeout: 120_000 }, () => {
  it('keeps photos downscaled, never the original, and within the member budget however many large ones arrive', async () => {
    const account = await premiumAccount(stack);
    const sent: string[] = [];
    let uploaded = 0;
    for (let i = 0; i < 6; i++) {
      uploaded += photo.length;
      sent.push((await send(stack, account.token, `look ${i}`, 'chill', dataUrl(photo))).messageId);
    }
    const files = await chatFiles(account.userId);
    const onDisk = files.reduce((sum, f) => sum + f.size, 0);
    console.info(`chat media: ${(uploaded / 1e6).toFixed(1)} MB uploaded in 6 photos, ${(onDisk / 1e6).toFixed(2)} MB on disk`);
    expect(onDisk).toBeLessThanOrEqual(BUDGET_MB * 1024 * 1024);
    expect(files.every((f) => f.path.endsWith('prepared.jpg'))).toBe(true);
    for (const f of files) {
      const meta = await sharp(f.path).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    }
    // The newest photos stay; the oldest lost theirs but keep their text.
    const page = await history(stack, account.token, '?limit=50');
    const byId = new Map(page.messages.map((m) => [m.id, m]));
    expect(byId.get(sent.at(-1)!)?.imageUrl).not.toBeNull();
    expect(byId.get(sent[0]!)).toMatchObject({ message: 'look 0', imageUrl: null });
    const http = httpClient(stack);
    expect((await http.get(`/api/chat/messages/${sent[0]}/image`, account.token)).status).toBe(404);
    expect((await http.get(`/api/chat/messages/${sent.at(-1)}/image`, account.token)).status).toBe(200);
  });

  it('removes chat photos past the retention period in the maintenance job', async () => {
    const account = await premiumAccount(stack);
    const old = (await send(stack, account.token, 'old', 'chill', dataUrl(photo))).messageId;
    const recent = (await send(stack, account.token, 'recent', 'chill', dataUrl(photo))).messageId;
    const days = stack.ctx.config.chatMediaRetentionDays;
    await stack.ctx.db('chatMessages').where({ id: old }).update({ createdAt: new Date(Date.now() - (days + 1) * 86_400_000) });
    const report = await runMaintenance(stack.ctx);
    expect(report.expiredChatPhotos).toBe(1);
    const files = await chatFiles(account.userId);
    expect(files.some((f) => f.path.includes(old))).toBe(false);
    expect(files.some((f) => f.path.includes(recent))).toBe(true);
    expect(await stack.ctx.db('chatMessages').where({ id: old }).first()).toMatchObject({ message: 'old', imageKey: null });
  });
});

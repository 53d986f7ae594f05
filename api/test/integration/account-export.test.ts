import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { AccountExportModel, renderRatingCard, runMaintenance } from '@fitrater/core';
import { startTestStack, storedOutfit, waitForMail, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';
import { openEventSocket } from '../realtime-client';

// "Download my data" — one ZIP per request, to its owner only, for 24 hours.
let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

/** The ZIP's entries, read with yauzl: name → bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(path: string, token?: string) {
  const res = await fetch(`${stack.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/user/export', () => {
  it('writes one ZIP with the profile, ratings with results, photos, cards and closet; announces it over the socket and by e-mail', async () => {
    const owner = await signUp(stack, { name: '<b>Ada & "Co"</b>' });
    const ratingId = await storedOutfit(stack.ctx, owner.userId, { rating: 8.5 });
    await renderRatingCard(stack.ctx, ratingId);
    const folder = await http.post('/api/closet/folders', { name: 'Work' }, owner.token);
    expect(folder.status).toBe(201);
    expect((await http.request('POST', `/api/closet/folders/${folder.body.id}/outfits/${ratingId}`, { token: owner.token })).status).toBe(204);
    const socket = await openEventSocket(stack.url, owner.token);
    await socket.next('session.ready');

    const started = await http.post('/api/user/export', undefined, owner.token);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'pending', downloadUrl: null });
    const ready = await socket.next('account.export.ready', (e) => e.data.exportId === started.body.id, 30_000);
    socket.close();
    expect(ready.data.status).toBe('ready');
    expect(ready.data.downloadUrl).toBe(`/api/user/export/${started.body.id}`);
    expect(new Date(ready.data.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const file = await download(ready.data.downloadUrl!, owner.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="fitrater-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(file.bytes);
    expect([...files.keys()].sort()).toEqual(['cards/' + ratingId + '.png', 'closet.json', 'photos/' + ratingId + '.jpg', 'profile.json', 'ratings.json'].sort());
    const profile = JSON.parse(files.get('profile.json')!.toString());
    expect(profile.profile).toMatchObject({ id: owner.userId, email: owner.email, name: '<b>Ada & "Co"</b>' });
    const ratings = JSON.parse(files.get('ratings.json')!.toString());
    expect(ratings).toEqual([expect.objectContaining({ id: ratingId, status: 'done', overallRating: 8.5 })]);
    expect(files.get('photos/' + ratingId + '.jpg')!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(files.get('cards/' + ratingId + '.png')!.subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.parse(files.get('closet.json')!.toString())).toEqual([expect.objectContaining({ name: 'Work', outfits: [expect.objectContaining({ ratingId })] })]);

    // The e-mail: the user's name escaped in HTML, a link to the profile page.
    const mail = await waitForMail(stack.ctx, owner.email, 'export_ready');
    expect(mail.htmlBody).toContain('&lt;b&gt;Ada &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(mail.htmlBody).not.toContain('<b>Ada');
    expect(mail.textBody).toContain(`${stack.env.config.publicUrl}/profile`);

    const latest = await http.get('/api/user/export', owner.token);
    expect(latest.body.export).toMatchObject({ id: started.body.id, status: 'ready', bytes: file.bytes.length });
  });

  it('serves an archive to its owner only, and for 24 hours; the maintenance job then deletes it', async () => {
    const owner = await signUp(stack);
    const stranger = await signUp(stack);
    const started = await http.post('/api/user/export', undefined, owner.token);
    const path = `/api/user/export/${started.body.id}`;
    await waitForMail(stack.ctx, owner.email, 'export_ready');
    expect((await download(path, owner.token)).status).toBe(200);
    const other = await download(path, stranger.token);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.bytes.toString()).error.code).toBe('NOT_FOUND');
    expect((await download(path)).status).toBe(401);

    const row = await AccountExportModel.query(stack.ctx.db).findById(started.body.id);
    const onDisk = join(stack.env.dataDir, 'media', row!.fileKey!);
    expect(existsSync(onDisk)).toBe(true);
    await AccountExportModel.query(stack.ctx.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where({ id: row!.id });
    expect((await download(path, owner.token)).status).toBe(404);
    const report = await runMaintenance(stack.ctx);
    expect(report.expiredExports).toBeGreaterThanOrEqual(1);
    expect(existsSync(onDisk)).toBe(false);
    expect((await http.get('/api/user/export', owner.token)).body.export.status).toBe('expired');
  });

  it('includes the stylist chat when there is one', async () => {
    const owner = await signUp(stack);
    await stack.ctx.db('chatMessages').insert({ userId: owner.userId, role: 'user', message: 'What goes with olive chinos?', personality: 'friendly', language: 'en' });
    const started = await http.post('/api/user/export', undefined, owner.token);
    await waitForMail(stack.ctx, owner.email, 'export_ready');
    const files = await unzip((await download(`/api/user/export/${started.body.id}`, owner.token)).bytes);
    expect([...files.keys()].sort()).toEqual(['chat.json', 'profile.json', 'ratings.json']);
    expect(JSON.parse(files.get('chat.json')!.toString())).toEqual([expect.objectContaining({ role: 'user', message: 'What goes with olive chinos?', photo: null })]);
  });

  it('one export at a time: 409 while one is pending', async () => {
    const owner = await signUp(stack);
    await AccountExportModel.query(stack.ctx.db).insert({ userId: owner.userId, status: 'pending' });
    const second = await http.post('/api/user/export', undefined, owner.token);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('EXPORT_PENDING');
    expect((await http.post('/api/user/export')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MailOutboxModel, SessionModel, UserModel, userChangesSeen } from '@fitrater/core';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../client';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(async () => stack?.close());

function upload(token: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return http.request('POST', '/api/user/profile-picture', { token, raw: form });
}

/** A JPEG carrying EXIF with GPS coordinates, like a phone photo. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 140, g: 30, b: 50 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' } })
    .toBuffer();
}

/** A valid PNG header that claims 100,000 × 100,000 pixels: a decompression bomb. */
function pixelBomb(): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex');
  return Buffer.concat([png, Buffer.alloc(4), Buffer.from('0000000049454e44ae426082', 'hex')]);
}

describe('profile', () => {
  it('returns the profile with premium fields and zero rating counters', async () => {
    const account = await signUp(stack, { name: 'Coco' });
    const res = await http.get('/api/user/profile', account.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: account.userId, name: 'Coco', email: account.email, role: 'user', isPremium: false,
      premiumExpiresAt: null, daysRemaining: 0, totalRatings: 0, averageRating: 0, dayStreak: 0, profilePicture: null,
    });
    expect(new Date(res.body.joinedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('reports premium expiry and days remaining', async () => {
    const account = await signUp(stack);
    await UserModel.query(stack.ctx.db).patch({ premiumExpiresAt: new Date(Date.now() + 10.5 * 86_400_000) }).where({ id: account.userId });
    // The api serves users from memory until Postgres notifies the change.
    await userChangesSeen(stack.ctx);
    const res = await http.get('/api/user/profile', account.token);
    expect(res.body.isPremium).toBe(true);
    expect(res.body.daysRemaining).toBe(11);
  });

  it('updates the name, trimmed, and refuses a blank one', async () => {
    const account = await signUp(stack);
    const res = await http.request('PATCH', '/api/user/profile', { token: account.token, body: { name: '  Yves  ' } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Yves');
    const blank = await http.request('PATCH', '/api/user/profile', { token: account.token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    const empty = await http.request('PATCH', '/api/user/profile', { token: account.token, body: {} });
    expect(empty.status).toBe(400);
  });
});

describe('profile picture', () => {
  it('accepts a JPEG, re-encodes it without metadata and serves it only to its owner', async () => {
    const owner = await signUp(stack);
    const stranger = await signUp(stack);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await upload(owner.token, photo, 'me.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.profilePicture).toMatch(/^\/api\/user\/profile-picture\?v=/);

    const image = await fetch(`${stack.url}${res.body.profilePicture}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);

    expect((await fetch(`${stack.url}${res.body.profilePicture}`)).status).toBe(401);
    const theirs = await fetch(`${stack.url}/api/user/profile-picture`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(theirs.status).toBe(404);
  });

  it('replaces the old file on a new upload', async () => {
    const account = await signUp(stack);
    await upload(account.token, await phonePhoto(), 'a.jpg', 'image/jpeg');
    const first = (await UserModel.query(stack.ctx.db).findById(account.userId))!.profilePicture!;
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#336699' } }).png().toBuffer();
    expect((await upload(account.token, png, 'b.png', 'image/png')).status).toBe(200);
    const second = (await UserModel.query(stack.ctx.db).findById(account.userId))!.profilePicture!;
    expect(second).not.toBe(first);
    expect(existsSync(join(stack.env.dataDir, 'media', first))).toBe(false);
    expect(existsSync(join(stack.env.dataDir, 'media', second))).toBe(true);
  });

  it('checks the type by content: a text file labelled image/png is refused', async () => {
    const account = await signUp(stack);
    const res = await upload(account.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Unsupported image format – Please upload a JPEG, PNG, GIF, or WebP image.');
  });

  it('refuses a truncated image', async () => {
    const account = await signUp(stack);
    const jpeg = await phonePhoto();
    const res = await upload(account.token, jpeg.subarray(0, 200), 'cut.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const account = await signUp(stack);
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(account.token, big, 'big.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File too large – Please upload an image smaller than 5MB.');
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const account = await signUp(stack);
    const res = await upload(account.token, pixelBomb(), 'bomb.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('requires multipart with a file', async () => {
    const account = await signUp(stack);
    const res = await http.post('/api/user/profile-picture', { imageUrl: 'x' }, account.token);
    expect(res.status).toBe(400);
  });
});

describe('account deletion', () => {
  it('needs the password, then deletes the account, its sessions, mails and files', async () => {
    const account = await signUp(stack);
    await upload(account.token, await phonePhoto(), 'me.jpg', 'image/jpeg');
    const wrong = await http.request('DELETE', '/api/user', { token: account.token, body: { password: 'Wrong#Pass123' } });
    expect(wrong.status).toBe(400);
    const res = await http.request('DELETE', '/api/user', { token: account.token, body: { password: account.password } });
    expect(res.status).toBe(204);
    expect((await http.get('/api/user/profile', account.token)).status).toBe(401);
    expect(await UserModel.query(stack.ctx.db).findById(account.userId)).toBeUndefined();
    expect(await SessionModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(0);
    expect(await MailOutboxModel.query(stack.ctx.db).where({ userId: account.userId })).toHaveLength(0);
    expect(existsSync(join(stack.env.dataDir, 'media', 'users', account.userId))).toBe(false);
    expect((await http.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(401);
  });
});

describe('install log', () => {
  it('stores an install without authentication and validates the body', async () => {
    const ok = await http.post('/api/log-install', { deviceType: 'mobile', userAgent: 'Mozilla/5.0 (iPhone)', timestamp: new Date().toISOString() });
    expect(ok.status).toBe(204);
    const rows = await stack.ctx.db('install_logs').select('*');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceType: 'mobile', userAgent: 'Mozilla/5.0 (iPhone)' });
    const bad = await http.post('/api/log-install', { deviceType: 'toaster', userAgent: 'x', timestamp: 'yesterday' });
    expect(bad.status).toBe(400);
  });
});

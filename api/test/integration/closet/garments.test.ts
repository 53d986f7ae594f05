import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClosetItem, ClosetItemDetail, ClosetItemList, RatingGarmentsReply, StylingRequest } from '@fitrater/contracts';
import { addUploadedGarment, runGarmentExtraction } from '@fitrater/core';
import { selectGarmentDescriber } from '@fitrater/providers';
import { startFakeOpenAiServer, startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl } from '../../fixtures';
import { connectEvents } from '../../realtime-client';
import { CAMEL_OUTFIT, grantPremium, insertRating, NAVY_OUTFIT } from '../styling/fixtures';

/** A real photo from the engine's held-out eval set: black lace top, burgundy skirt, black heels. */
const EVAL_PHOTO = readFileSync(new URL('../../../../stylist/eval/photos/skirt-top.jpg', import.meta.url));

let stack: TestStack;
let http: ReturnType<typeof httpClient>;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let ratingId: string;

/** One garment laid flat on a plain background (a coloured shape on light grey), as a phone photo would be. */
async function flatGarment(colour: string, shape: 'shirt' | 'trousers' | 'shoes' = 'shirt'): Promise<Buffer> {
  const body = shape === 'shirt' ? '<rect x="150" y="120" width="300" height="360" rx="30"/><rect x="60" y="120" width="100" height="200"/><rect x="440" y="120" width="100" height="200"/>'
    : shape === 'trousers' ? '<rect x="200" y="60" width="90" height="480"/><rect x="310" y="60" width="90" height="480"/><rect x="200" y="60" width="200" height="80"/>'
      : '<rect x="40" y="260" width="240" height="90" rx="40"/><rect x="320" y="260" width="240" height="90" rx="40"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e6e6e2"/><g fill="${colour}">${body}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(token: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'garment.jpg');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return http.request<ClosetItem>('POST', '/api/closet/items', { token, raw: form });
}

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
  [owner, stranger] = await Promise.all([signUp(stack), signUp(stack)]);
  // A real rating of the eval photo by the real ratings worker with the local engine.
  const events = await connectEvents(stack.url, owner.token);
  const rated = await http.post('/api/ratings', { imageUrl: dataUrl(EVAL_PHOTO), description: null, occasion: 'party' }, owner.token);
  expect(rated.status).toBe(202);
  ratingId = rated.body.ratingId;
  await events.next('rating.done', (e) => e.data.ratingId === ratingId, 120_000);
  events.close();
}, 180_000);
afterAll(async () => stack?.close());

describe('garments of a rated photo', () => {
  it('extracts the pieces in a job with live progress, then offers them for confirmation (nothing added before)', async () => {
    const events = await connectEvents(stack.url, owner.token);
    const first = await http.get<RatingGarmentsReply>(`/api/ratings/${ratingId}/garments`, owner.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ratingId, status: 'queued', garments: [] });
    const done = await events.next('closet.extract.done', (e) => e.data.ratingId === ratingId, 90_000);
    const stages = events.events.filter((e) => e.type === 'closet.extract.progress').map((e) => (e.data as { stage: string }).stage);
    expect(stages).toEqual(expect.arrayContaining(['seeing', 'cutting', 'saving']));
    events.close();
    const after = await http.get<RatingGarmentsReply>(`/api/ratings/${ratingId}/garments`, owner.token);
    expect(after.body, JSON.stringify(after.body)).toMatchObject({ status: 'done' });
    expect(after.body.garments).toEqual(done.data.garments);
    expect(after.body.garments.length).toBeGreaterThanOrEqual(1);
    const top = after.body.garments.find((g) => g.piece === 'top')!;
    // The engine sees the black lace top (the eval label: black or charcoal).
    expect(top.colours.some((c) => c === 'black' || c === 'charcoal')).toBe(true);
    expect(top.closetItemId).toBeNull();
    const image = await fetch(`${stack.url}${top.imageUrl}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.hasAlpha).toBe(true);
    const items = (await http.get<ClosetItemList>('/api/closet/items', owner.token)).body.items;
    expect(items.filter((i) => i.sourceRatingId === ratingId)).toEqual([]);
  }, 120_000);

  it('ends at once as failed, telling the member, when the rated photo is gone (no retry can help)', async () => {
    const id = randomUUID();
    await stack.ctx.db('ratings').insert({
      id, user_id: owner.userId, request_key: `gone-${id.slice(0, 12)}`, status: 'done', stage: 'done', occasion: 'party', language: 'en',
      prepared_image_key: `users/${owner.userId}/ratings/${id}/prepared.jpg`, content_hash: id.replace(/-/g, '').padEnd(64, '0'), overall_rating: 7, completed_at: new Date(),
    });
    const events = await connectEvents(stack.url, owner.token);
    expect((await http.get<RatingGarmentsReply>(`/api/ratings/${id}/garments`, owner.token)).body.status).toBe('queued');
    const failed = await events.next('closet.extract.failed', (e) => e.data.ratingId === id, 30_000);
    expect(failed.data.error.code).toBe('EXTRACTION_FAILED');
    events.close();
    const job = await stack.ctx.producer.queue('closet').getJob(`closet-extract-${id}`);
    expect(job?.attemptsMade).toBe(1);
    expect((await http.get<RatingGarmentsReply>(`/api/ratings/${id}/garments`, owner.token)).body).toMatchObject({ status: 'failed', stage: 'failed' });
  });

  it('is another member\'s rating: 404, for the list and the cut-out alike', async () => {
    expect((await http.get(`/api/ratings/${ratingId}/garments`, stranger.token)).status).toBe(404);
    expect((await http.get(`/api/ratings/${ratingId}/garments/top/image`, stranger.token)).status).toBe(404);
    expect((await http.get(`/api/ratings/${ratingId}/garments/sleeve/image`, owner.token)).status).toBe(400);
    expect((await http.get('/api/ratings/not-a-uuid/garments', owner.token)).status).toBe(400);
    expect((await http.get(`/api/ratings/${ratingId}/garments`)).status).toBe(401);
  });

  it('adds a confirmed piece once, with the member\'s corrections', async () => {
    const added = await http.post<ClosetItem>('/api/closet/items', { ratingId, piece: 'top', name: 'Black lace top', formality: 'smart-casual' }, owner.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Black lace top', formality: 'smart-casual', source: 'rating', sourceRatingId: ratingId, sourcePiece: 'top', timesWorn: 0, costPerWear: null });
    expect((await http.post('/api/closet/items', { ratingId, piece: 'top' }, owner.token)).body.error.code).toBe('GARMENT_ALREADY_ADDED');
    expect((await http.post('/api/closet/items', { ratingId, piece: 'top' }, stranger.token)).status).toBe(404);
    expect((await http.post('/api/closet/items', { ratingId, piece: 'cape' }, owner.token)).status).toBe(400);
    expect((await http.post('/api/closet/items', { ratingId, piece: 'top', colours: ['blurple'] }, owner.token)).status).toBe(400);
    const seen = await http.get<RatingGarmentsReply>(`/api/ratings/${ratingId}/garments`, owner.token);
    expect(seen.body.garments.find((g) => g.piece === 'top')!.closetItemId).toBe(added.body.id);
  });

  it('with the openai engine, takes each piece\'s name, category, colours and formality from the model; an unusable answer keeps the built-in reading', async () => {
    const ai = await startFakeOpenAiServer({ answer: { name: 'Model-named piece', category: 'outerwear', colours: ['camel'], formality: 'business' } });
    try {
      // What the closet.extract handler is given with AI_PROVIDER=openai (and nothing with the local engine).
      const config = { ...stack.ctx.config, aiProvider: 'openai' as const, openaiApiKey: 'sk-test-not-a-secret', openaiBaseUrl: ai.url, openaiModel: 'fake-vision', openaiMaxRetries: 0 };
      expect(selectGarmentDescriber(stack.ctx.config, stack.ctx.logger)).toBeNull();
      const describe = selectGarmentDescriber(config, stack.ctx.logger)!;
      /** The same rated photo again, its extraction waiting (run here, not by the local workers). */
      const again = async () => {
        const row = await stack.ctx.db('ratings').where({ id: ratingId }).first();
        const id = randomUUID();
        // JSON columns go back as text (an array would be taken for a Postgres array).
        const json = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]));
        await stack.ctx.db('ratings').insert({ ...json, id, requestKey: `again-${id}`, contentHash: id.replace(/-/g, '').padEnd(64, '0') });
        await stack.ctx.db('garment_extractions').insert({ rating_id: id, user_id: owner.userId, status: 'queued', stage: 'queued', garments: JSON.stringify([]) });
        return id;
      };
      const described = await again();
      expect(await runGarmentExtraction(stack.ctx, described, describe)).toMatchObject({ status: 'done' });
      const extracted = async (id: string) => ((await stack.ctx.db('garment_extractions').where({ rating_id: id }).first()) as { garments: Array<Record<string, unknown>> }).garments;
      const pieces = await extracted(described);
      expect(pieces.length).toBeGreaterThanOrEqual(1);
      for (const piece of pieces) expect(piece).toMatchObject({ name: 'Model-named piece', category: 'outerwear', colours: ['camel'], formality: 'business' });
      expect(ai.requests.length).toBe(pieces.length);

      ai.setDefault({ answer: { name: 'Hat', category: 'hat', colours: ['camel'], formality: 'business' } });
      const builtIn = await again();
      expect(await runGarmentExtraction(stack.ctx, builtIn, describe)).toMatchObject({ status: 'done' });
      const kept = await extracted(builtIn);
      const local = await again();
      await runGarmentExtraction(stack.ctx, local);
      const first = await extracted(local);
      expect(kept.map((g) => [g.piece, g.category, g.colours, g.name])).toEqual(first.map((g) => [g.piece, g.category, g.colours, g.name]));
      expect(kept.every((g) => g.name !== 'Hat' && g.name !== 'Model-named piece')).toBe(true);
    } finally {
      await ai.close();
    }
  }, 90_000);
});

describe('single garment photos', () => {
  it('cuts one garment from its background and reads its colour; bulk mode takes the category and skips the reading', async () => {
    const read = await upload(owner.token, await flatGarment('#1c2841'));
    expect(read.status).toBe(201);
    expect(read.body).toMatchObject({ source: 'upload', category: 'top' });
    expect(read.body.colours[0]).toBe('navy');
    const bulk = await upload(owner.token, await flatGarment('#6b4530', 'shoes'), { category: 'footwear' });
    expect(bulk.status).toBe(201);
    expect(bulk.body).toMatchObject({ category: 'footwear', colours: [] });
    const cutout = await fetch(`${stack.url}${read.body.imageUrl}`, { headers: { authorization: `Bearer ${owner.token}` } });
    const { data, info } = await sharp(Buffer.from(await cutout.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    // The background corner is transparent, the garment's middle opaque.
    expect(info.channels).toBe(4);
    expect(data[3]).toBeLessThan(20);
    expect(data[(Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4 + 3]).toBeGreaterThan(235);
  }, 60_000);

  it('with the openai engine, takes a single garment\'s name, category, colours and formality from the model; asks twice at most, keeps the built-in reading otherwise; bulk mode asks nothing', async () => {
    const ai = await startFakeOpenAiServer({ answer: { name: 'Model-named coat', category: 'outerwear', colours: ['camel'], formality: 'business' } });
    try {
      const config = { ...stack.ctx.config, aiProvider: 'openai' as const, openaiApiKey: 'sk-test-not-a-secret', openaiBaseUrl: ai.url, openaiModel: 'fake-vision', openaiMaxRetries: 0 };
      const describe = selectGarmentDescriber(config, stack.ctx.logger)!;
      const photo = await flatGarment('#1c2841');
      const described = await addUploadedGarment(stack.ctx, owner.userId, { bytes: photo, category: null, name: null }, describe);
      expect(described).toMatchObject({ source: 'upload', name: 'Model-named coat', category: 'outerwear', colours: ['camel'], formality: 'business' });
      expect(ai.requests.length).toBe(1);

      // An answer outside the schema (a category the closet has not): asked once more, then the built-in reading, as without the model.
      ai.setDefault({ answer: { name: 'Hat', category: 'hat', colours: ['camel'], formality: 'business' } });
      const kept = await addUploadedGarment(stack.ctx, owner.userId, { bytes: photo, category: null, name: null }, describe);
      expect(ai.requests.length).toBe(3);
      const local = await addUploadedGarment(stack.ctx, owner.userId, { bytes: photo, category: null, name: null });
      expect([kept.name, kept.category, kept.colours, kept.formality]).toEqual([local.name, local.category, local.colours, local.formality]);
      expect(kept.colours[0]).toBe('navy');

      // A model that refuses images: the garment is still added, with the built-in reading.
      ai.setQuirks({ noVision: true });
      const failing = await addUploadedGarment(stack.ctx, owner.userId, { bytes: photo, category: null, name: null }, describe);
      expect([failing.name, failing.category]).toEqual([local.name, local.category]);
      ai.setQuirks(null);

      // Bulk mode: the member's category stands and the model is not asked.
      const before = ai.requests.length;
      const bulk = await addUploadedGarment(stack.ctx, owner.userId, { bytes: await flatGarment('#6b4530', 'shoes'), category: 'footwear', name: null }, describe);
      expect(bulk).toMatchObject({ category: 'footwear', colours: [] });
      expect(ai.requests.length).toBe(before);
    } finally {
      await ai.close();
    }
  }, 90_000);

  it('refuses a photo with nothing to cut out, a wrong category and a missing file', async () => {
    const blank = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#dddddd' } }).jpeg().toBuffer();
    expect(((await upload(owner.token, blank)).body as unknown as { error: { code: string } }).error.code).toBe('NO_GARMENT_FOUND');
    expect((await upload(owner.token, await flatGarment('#cf1f2b'), { category: 'cape' })).status).toBe(400);
    const form = new FormData();
    form.append('category', 'top');
    expect((await http.request('POST', '/api/closet/items', { token: owner.token, raw: form })).status).toBe(400);
  });
});

describe('the 1000-item cap', () => {
  it('is kept by the database: the 1001st item is refused with CLOSET_FULL and nothing is left behind', async () => {
    const member = await signUp(stack);
    const row = { user_id: member.userId, name: 'x', category: 'top', formality: 'casual', source: 'upload', image_key: 'k', source_image_key: 'k', original_mask_key: 'k', mask_key: 'k' };
    await stack.ctx.db('closet_items').insert(Array.from({ length: 1000 }, () => row));
    const refused = await upload(member.token, await flatGarment('#1c2841'));
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { error: { code: string } }).error.code).toBe('CLOSET_FULL');
    await expect(stack.ctx.db('closet_items').insert(row)).rejects.toThrow(/closet is full/);
    expect((await http.get<ClosetItemList>('/api/closet/items?limit=1', member.token)).body.total).toBe(1000);
  }, 60_000);
});

describe('the closet list', () => {
  it('filters by category, colour, season and occasion with counts, and pages with a cursor', async () => {
    const member = await signUp(stack);
    const colours = ['#1c2841', '#1c2841', '#cf1f2b', '#f6f6f4', '#141414'];
    for (const colour of colours) expect((await upload(member.token, await flatGarment(colour, 'trousers'), { category: 'bottom' })).status).toBe(201);
    const shirt = await upload(member.token, await flatGarment('#cf1f2b'));
    await http.request('PATCH', `/api/closet/items/${shirt.body.id}`, { token: member.token, body: { colours: ['red'], seasons: ['summer'], occasions: ['formal-dinner'] } });

    const all = await http.get<ClosetItemList>('/api/closet/items?limit=4', member.token);
    expect(all.body).toMatchObject({ total: 6, counts: { category: { bottom: 5, top: 1 } } });
    expect(all.body.items).toHaveLength(4);
    const next = await http.get<ClosetItemList>(`/api/closet/items?limit=4&cursor=${all.body.nextCursor}`, member.token);
    expect(next.body.items).toHaveLength(2);
    expect(next.body.nextCursor).toBeNull();
    const ids = [...all.body.items, ...next.body.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(6);

    const red = await http.get<ClosetItemList>('/api/closet/items?colour=red', member.token);
    expect(red.body.items.map((i) => i.id)).toEqual([shirt.body.id]);
    // Counts per category keep the colour filter; colour counts ignore it (what picking another colour would give).
    expect(red.body.counts.category).toEqual({ top: 1 });
    expect(red.body.counts.colour.red).toBe(1);
    expect((await http.get<ClosetItemList>('/api/closet/items?occasion=formal-dinner', member.token)).body.total).toBe(1);
    const winter = await http.get<ClosetItemList>('/api/closet/items?season=winter', member.token);
    expect(winter.body.total).toBe(5);
    expect(winter.body.counts.season).toMatchObject({ summer: 6, winter: 5 });
    expect((await http.get<ClosetItemList>('/api/closet/items?category=footwear', member.token)).body.total).toBe(0);

    expect((await http.get('/api/closet/items?colour=blurple', member.token)).status).toBe(400);
    expect((await http.get('/api/closet/items?cursor=bm9wZQ', member.token)).status).toBe(400);
    expect((await http.get('/api/closet/items?limit=1000', member.token)).status).toBe(400);
    // Nobody else's items leak into a list.
    expect((await http.get<ClosetItemList>('/api/closet/items', stranger.token)).body.total).toBe(0);
  }, 90_000);
});

describe('one item', () => {
  it('edits, fixes the cut-out, logs wears with cost per wear, and deletes; another member gets 404 for all of it', async () => {
    const item = (await upload(owner.token, await flatGarment('#2f8a3c'))).body;
    const path = `/api/closet/items/${item.id}`;
    const edited = await http.request<ClosetItem>('PATCH', path, { token: owner.token, body: { name: 'Green tee', price: 30 } });
    expect(edited.body).toMatchObject({ name: 'Green tee', price: 30, costPerWear: null });
    expect((await http.request('PATCH', path, { token: owner.token, body: { price: -1 } })).status).toBe(400);
    expect((await http.request('PATCH', path, { token: owner.token, body: {} })).status).toBe(400);
    expect((await http.request('PATCH', path, { token: owner.token, body: { name: '   ' } })).status).toBe(400);

    // Cut-out fix, kept on the server: the top half erased, then (as from another device, sending only
    // its own stroke) the bottom half: the second fix builds on the first. Undo goes back to the original.
    const band = (y0: number, y1: number) => ({ mode: 'remove', radius: 0.25, points: [[0, y0], [1, y0], [1, y1], [0, y1]] });
    const alphaMean = async (url: string) => (await sharp(Buffer.from(await (await fetch(`${stack.url}${url}`, { headers: { authorization: `Bearer ${owner.token}` } })).arrayBuffer())).stats()).channels[3]!.mean;
    const before = await alphaMean(edited.body.imageUrl);
    const fixed = await http.request<ClosetItem>('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [band(0, 0.2)] } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.imageUrl).not.toBe(edited.body.imageUrl);
    const half = await alphaMean(fixed.body.imageUrl);
    expect(half).toBeLessThan(before * 0.8);
    expect(half).toBeGreaterThan(5);
    const second = await http.request<ClosetItem>('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [band(0.5, 1)] } });
    expect(await alphaMean(second.body.imageUrl)).toBeLessThan(5);
    // Nothing to add to the latest mask changes nothing; from the original with no strokes, every fix is undone.
    expect(await alphaMean((await http.request<ClosetItem>('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [] } })).body.imageUrl)).toBeLessThan(5);
    const undone = await http.request<ClosetItem>('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [], base: 'original' } });
    expect(await alphaMean(undone.body.imageUrl)).toBeCloseTo(before, 0);
    expect((await http.request('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [], base: 'previous' } })).status).toBe(400);
    expect((await http.request('PUT', `${path}/mask`, { token: owner.token, body: { strokes: [{ mode: 'paint', radius: 0.1, points: [[0, 0]] }] } })).status).toBe(400);

    expect((await http.post(`${path}/wear`, { wornOn: '2026-11-20' }, owner.token)).status).toBe(201);
    expect((await http.post(`${path}/wear`, { wornOn: '2026-11-20' }, owner.token)).status).toBe(201);
    expect((await http.request('POST', `${path}/wear`, { token: owner.token })).status).toBe(201);
    expect((await http.post(`${path}/wear`, { wornOn: '2999-01-01' }, owner.token)).status).toBe(400);
    const detail = await http.get<ClosetItemDetail>(path, owner.token);
    // The same day twice is one wear.
    expect(detail.body).toMatchObject({ timesWorn: 2, costPerWear: 15 });
    expect(detail.body.wears).toHaveLength(2);

    for (const [method, suffix, body] of [['GET', '', undefined], ['PATCH', '', { name: 'x' }], ['DELETE', '', undefined], ['GET', '/image', undefined], ['PUT', '/mask', { strokes: [] }], ['POST', '/wear', {}]] as const) {
      expect((await http.request(method, `${path}${suffix}`, { token: stranger.token, body })).status, `${method} ${suffix}`).toBe(404);
    }
    expect((await http.request('DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await http.get(path, owner.token)).status).toBe(404);
  }, 60_000);

  it('shows the rated outfit a piece came from with its score; "I wore this" on the rating counts its pieces', async () => {
    const fromRating = (await http.get<ClosetItemList>('/api/closet/items', owner.token)).body.items.find((i) => i.sourceRatingId === ratingId)!;
    const detail = await http.get<ClosetItemDetail>(`/api/closet/items/${fromRating.id}`, owner.token);
    expect(detail.body.outfits).toEqual([expect.objectContaining({ ratingId, score: expect.any(Number), occasion: 'party' })]);
    const wore = await http.post('/api/closet/wears', { ratingId }, owner.token);
    expect(wore.status).toBe(201);
    expect(wore.body.itemIds).toEqual([fromRating.id]);
    expect((await http.post('/api/closet/wears', { ratingId }, stranger.token)).status).toBe(404);
    const analytics = await http.get('/api/closet/analytics', owner.token);
    expect(analytics.body.mostWorn[0]).toMatchObject({ id: fromRating.id, timesWorn: 1 });
    expect(analytics.body.leastWorn.length).toBeGreaterThan(0);
  });
});

describe('download my data', () => {
  it('carries the garments and their cut-outs', async () => {
    const events = await connectEvents(stack.url, owner.token);
    expect((await http.post('/api/user/export', undefined, owner.token)).status).toBe(202);
    const ready = await events.next('account.export.ready', undefined, 60_000);
    events.close();
    const zip = Buffer.from(await (await fetch(`${stack.url}${ready.data.downloadUrl}`, { headers: { authorization: `Bearer ${owner.token}` } })).arrayBuffer());
    // File names are stored as plain text in the ZIP's directory.
    expect(zip.includes('garments.json')).toBe(true);
    expect(zip.includes(`garments/${ownerItemId}.webp`)).toBe(true);
  }, 90_000);
});

describe('dressed from the closet', () => {
  it('fills each slot from owned items, names what is missing, locks a piece, gives 3 options and does not repeat them', async () => {
    const member = await signUp(stack);
    await grantPremium(stack, member.userId);
    for (const [colour, shape, category] of [['#1c2841', 'shirt', 'top'], ['#f6f6f4', 'shirt', 'top'], ['#8a8a8a', 'trousers', 'bottom'], ['#4f6f96', 'trousers', 'bottom'], ['#141414', 'trousers', 'bottom']] as const) {
      const r = await upload(member.token, await flatGarment(colour, shape), { category });
      await http.request('PATCH', `/api/closet/items/${r.body.id}`, { token: member.token, body: { formality: 'smart-casual', occasions: ['brunch', 'date-night'] } });
    }
    const events = await connectEvents(stack.url, member.token);
    const ask = async (body: object) => {
      const accepted = await http.post('/api/premium/outfit-suggestion', body, member.token);
      expect(accepted.status).toBe(202);
      return (await events.next('styling.done', (e) => e.data.requestId === accepted.body.requestId, 60_000)).data.result as StylingRequest & { result: any };
    };
    const first = await ask({ occasion: 'brunch', source: 'closet', options: 3 });
    const looks = first.result.closet.options as any[];
    expect(looks).toHaveLength(3);
    for (const look of looks) {
      expect(look.pieces.find((p: any) => p.slot === 'top').closetItemId).toEqual(expect.any(String));
      expect(look.pieces.find((p: any) => p.slot === 'bottom').closetItemId).toEqual(expect.any(String));
      // No shoes owned: the slot says what to look for.
      expect(look.pieces.find((p: any) => p.slot === 'footwear').closetItemId).toBeNull();
      expect(look.missing.find((m: any) => m.slot === 'footwear').lookFor).toMatch(/^Shoes: nothing in your closet fits this look\. Look for .+\.$/);
    }
    expect(first.result.outfit.top).toBe(looks[0].pieces.find((p: any) => p.slot === 'top').name);
    expect(first.result.confidence_rating).toBe(looks[0].score);

    const locked = looks[0].pieces.find((p: any) => p.slot === 'bottom').closetItemId;
    const second = await ask({ occasion: 'brunch', source: 'closet', options: 3, lockedItemIds: [locked] });
    for (const look of second.result.closet.options) {
      expect(look.pieces.find((p: any) => p.slot === 'bottom')).toMatchObject({ closetItemId: locked, locked: true });
    }
    const firstKeys = new Set(looks.map((l: any) => l.lookKey));
    const third = await ask({ occasion: 'brunch', source: 'closet', options: 1 });
    const seenKeys = new Set([...firstKeys, ...second.result.closet.options.map((l: any) => l.lookKey)]);
    expect(seenKeys.has(third.result.closet.options[0].lookKey)).toBe(false);

    expect((await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch', source: 'closet', lockedItemIds: [fromOwnerItem()] }, member.token)).status).toBe(404);
    expect((await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch', source: 'wardrobe' }, member.token)).status).toBe(400);

    // "I wore this" on a generated look, and swaps for it with predicted score changes.
    const wore = await http.post('/api/closet/wears', { stylingRequestId: first.id, option: 0 }, member.token);
    expect(wore.status).toBe(201);
    expect(wore.body.itemIds).toHaveLength(2);
    const swaps = await http.post('/api/closet/swaps', { stylingRequestId: first.id, option: 0 }, member.token);
    expect(swaps.status).toBe(200);
    expect(swaps.body.baseScore).toEqual(expect.any(Number));
    for (const s of swaps.body.swaps) {
      expect(s.delta).toBeGreaterThan(0);
      expect(s.explanation).toContain(s.itemName);
      expect(s.predictedScore).toBeCloseTo(swaps.body.baseScore + s.delta, 0);
    }
    expect((await http.post('/api/closet/swaps', { stylingRequestId: first.id }, stranger.token)).status).toBe(404);

    // The combiner takes the same source: its answer names the owned pieces too.
    await insertRating(stack, member.userId, 8.2, NAVY_OUTFIT);
    await insertRating(stack, member.userId, 7.6, CAMEL_OUTFIT);
    const combine = await http.post('/api/outfits/combine', { occasion: 'date-night', source: 'closet', options: 2 }, member.token);
    expect(combine.status).toBe(202);
    const combined = (await events.next('styling.done', (e) => e.data.requestId === combine.body.requestId, 60_000)).data.result as StylingRequest & { result: any };
    expect(combined.result.closet.options).toHaveLength(2);
    expect(combined.result.top).toBe(combined.result.closet.options[0].pieces.find((p: any) => p.slot === 'top').name);
    expect(combined.result.sourceRatingIds.length).toBeGreaterThanOrEqual(2);
    events.close();
  }, 180_000);

  it('swaps on a rated photo re-rate the outfit with an owned piece in each slot', async () => {
    const shoes = await upload(owner.token, await flatGarment('#141414', 'shoes'), { category: 'footwear' });
    expect(shoes.status).toBe(201);
    const swaps = await http.post('/api/closet/swaps', { ratingId }, owner.token);
    expect(swaps.status).toBe(200);
    expect(swaps.body).toMatchObject({ occasion: 'party', baseScore: expect.any(Number) });
    expect((await http.post('/api/closet/swaps', { ratingId }, stranger.token)).status).toBe(404);
    expect((await http.post('/api/closet/swaps', { ratingId: 'nope' }, owner.token)).status).toBe(400);
  });
});

/** An item id that exists but belongs to the owner (not to the member asking). */
let ownerItemId = '';
function fromOwnerItem(): string { return ownerItemId; }
beforeAll(async () => {
  ownerItemId = (await upload(owner.token, await flatGarment('#cf1f2b'))).body.id;
}, 60_000);

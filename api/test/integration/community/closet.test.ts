import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS_MAX } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { storedOutfit } from '@fitrater/test-support';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stack = await startTestStack({ workerQueues: ['default'] });
  http = httpClient(stack);
  [alice, bob] = await Promise.all([signUp(stack, { name: 'Alice' }), signUp(stack, { name: 'Bob' })]);
});
afterAll(async () => stack?.close());

const put = (path: string, body: unknown, token: string) => http.request('PUT', path, { body, token });
const del = (path: string, token: string) => http.request('DELETE', path, { token });

describe('closet folders', () => {
  it('creates trimmed names, refuses empty, too long and case-insensitive duplicates', async () => {
    const created = await http.post('/api/closet/folders', { name: '  Summer Looks  ' }, alice.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Summer Looks', outfitCount: 0, coverImageUrl: null });

    const dup = await http.post('/api/closet/folders', { name: 'summer looks' }, alice.token);
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe('FOLDER_NAME_TAKEN');

    expect((await http.post('/api/closet/folders', { name: '   ' }, alice.token)).status).toBe(400);
    expect((await http.post('/api/closet/folders', { name: 'x'.repeat(61) }, alice.token)).status).toBe(400);
    expect((await http.post('/api/closet/folders', { name: ` ${'é'.repeat(60)} ` }, alice.token)).status).toBe(201);
    expect((await http.post('/api/closet/folders', { name: 'ok', extra: 1 }, alice.token)).status).toBe(400);
    // Another user may use the same name.
    expect((await http.post('/api/closet/folders', { name: 'Summer Looks' }, bob.token)).status).toBe(201);
  });

  it('renames with the same rules and keeps two concurrent creates of one name to one folder', async () => {
    const a = (await http.post('/api/closet/folders', { name: 'Gym' }, alice.token)).body;
    const b = (await http.post('/api/closet/folders', { name: 'Travel' }, alice.token)).body;
    const renamed = await put(`/api/closet/folders/${a.id}`, { name: ' Gym Days ' }, alice.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Gym Days');
    expect((await put(`/api/closet/folders/${b.id}`, { name: 'GYM DAYS' }, alice.token)).status).toBe(409);
    // Renaming to itself in another case is allowed.
    expect((await put(`/api/closet/folders/${a.id}`, { name: 'gym days' }, alice.token)).status).toBe(200);

    const results = await Promise.all(Array.from({ length: 6 }, () => http.post('/api/closet/folders', { name: 'Race' }, alice.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });

  it('adds outfits idempotently, lists them with counts and a cover, removes them, and deleting a folder keeps the outfits', async () => {
    const folder = (await http.post('/api/closet/folders', { name: 'Work' }, alice.token)).body;
    const photo = await storedOutfit(stack.ctx, alice.userId);
    const text = await storedOutfit(stack.ctx, alice.userId, { photo: false });
    const path = (outfit: string) => `/api/closet/folders/${folder.id}/outfits/${outfit}`;
    expect((await http.post(path(photo), undefined, alice.token)).status).toBe(204);
    expect((await http.post(path(photo), undefined, alice.token)).status).toBe(204);
    expect((await http.post(path(text), undefined, alice.token)).status).toBe(204);

    const list = (await http.get('/api/closet/folders', alice.token)).body as Array<{ id: string; outfitCount: number; coverImageUrl: string | null }>;
    const work = list.find((f) => f.id === folder.id)!;
    expect(work.outfitCount).toBe(2);
    // The cover is the last outfit added that has a photo.
    expect(work.coverImageUrl).toBe(`/api/ratings/${photo}/image`);

    const outfits = await http.get(`/api/closet/folders/${folder.id}/outfits`, alice.token);
    expect(outfits.status).toBe(200);
    expect(outfits.body.map((o: { id: string }) => o.id)).toEqual([text, photo]);

    expect((await del(path(text), alice.token)).status).toBe(204);
    expect((await del(path(text), alice.token)).status).toBe(404);
    expect((await del(`/api/closet/folders/${folder.id}`, alice.token)).status).toBe(204);
    expect((await http.get(`/api/closet/folders/${folder.id}/outfits`, alice.token)).status).toBe(404);
    const all = (await http.get('/api/user/outfits', alice.token)).body.map((o: { id: string }) => o.id);
    expect(all).toEqual(expect.arrayContaining([photo, text]));
  });

  it("answers another user's folder or outfit with 404 and leaves them unchanged", async () => {
    const bobFolder = (await http.post('/api/closet/folders', { name: 'Bob only' }, bob.token)).body;
    const bobOutfit = await storedOutfit(stack.ctx, bob.userId);
    const aliceFolder = (await http.post('/api/closet/folders', { name: 'Alice only' }, alice.token)).body;
    const aliceOutfit = await storedOutfit(stack.ctx, alice.userId);

    expect((await http.get(`/api/closet/folders/${bobFolder.id}/outfits`, alice.token)).status).toBe(404);
    expect((await put(`/api/closet/folders/${bobFolder.id}`, { name: 'mine now' }, alice.token)).status).toBe(404);
    expect((await del(`/api/closet/folders/${bobFolder.id}`, alice.token)).status).toBe(404);
    expect((await http.post(`/api/closet/folders/${bobFolder.id}/outfits/${aliceOutfit}`, undefined, alice.token)).status).toBe(404);
    expect((await http.post(`/api/closet/folders/${aliceFolder.id}/outfits/${bobOutfit}`, undefined, alice.token)).status).toBe(404);
    expect((await del(`/api/closet/folders/${bobFolder.id}/outfits/${bobOutfit}`, alice.token)).status).toBe(404);
    // An unfinished rating cannot be filed either.
    const queued = await storedOutfit(stack.ctx, alice.userId, { status: 'queued' });
    expect((await http.post(`/api/closet/folders/${aliceFolder.id}/outfits/${queued}`, undefined, alice.token)).status).toBe(404);
    expect((await http.get('/api/closet/folders/not-a-uuid/outfits', alice.token)).status).toBe(400);
    expect((await http.get('/api/closet/folders')).status).toBe(401);

    const bobs = (await http.get('/api/closet/folders', bob.token)).body as Array<{ id: string; name: string }>;
    expect(bobs.find((f) => f.id === bobFolder.id)?.name).toBe('Bob only');
  });

  it("creates the missing default folders in the user's language, once", async () => {
    const carla = await signUp(stack, { name: 'Carla' });
    await http.request('PATCH', '/api/user/profile', { body: { language: 'es' }, token: carla.token });
    await http.post('/api/closet/folders', { name: 'casual' }, carla.token);
    const first = await http.post('/api/closet/folders/defaults', undefined, carla.token);
    expect(first.status).toBe(200);
    expect(first.body.created.map((f: { name: string }) => f.name)).toEqual(['Trabajo', 'Noche de cita', 'Favoritos']);
    expect(first.body.folders).toHaveLength(4);
    const again = await http.post('/api/closet/folders/defaults', undefined, carla.token);
    expect(again.body.created).toEqual([]);
    expect(again.body.folders).toHaveLength(4);
  });

  it(`keeps the ${FOLDERS_MAX}-folder cap under 600 concurrent creates, and default folders respect it too`, async () => {
    const dora = await signUp(stack, { name: 'Dora' });
    const results = await Promise.all(Array.from({ length: 600 }, (_, i) => http.post('/api/closet/folders', { name: `Look ${i}` }, dora.token)));
    const created = results.filter((r) => r.status === 201).length;
    expect(created).toBe(FOLDERS_MAX);
    expect(new Set(results.filter((r) => r.status !== 201).map((r) => r.body.error.code))).toEqual(new Set(['FOLDER_LIMIT']));
    expect(await stack.ctx.db('closet_folders').where({ userId: dora.userId }).count({ n: '*' }).first()).toEqual({ n: String(FOLDERS_MAX) });
    const defaults = await http.post('/api/closet/folders/defaults', undefined, dora.token);
    expect(defaults.body.error.code).toBe('FOLDER_LIMIT');

    // Two free places: the first two missing defaults fill them, and nothing passes the cap.
    const mine = (await http.get('/api/closet/folders', dora.token)).body as Array<{ id: string }>;
    await Promise.all(mine.slice(0, 2).map((f) => del(`/api/closet/folders/${f.id}`, dora.token)));
    const both = await Promise.all([0, 1].map(() => http.post('/api/closet/folders/defaults', undefined, dora.token)));
    expect(both.map((r) => r.body.error?.code ?? r.status).sort()).toEqual([200, 'FOLDER_LIMIT']);
    expect(both.find((r) => r.status === 200)!.body.created.map((f: { name: string }) => f.name)).toEqual(['Workwear', 'Casual']);
    expect(await stack.ctx.db('closet_folders').where({ userId: dora.userId }).count({ n: '*' }).first()).toEqual({ n: String(FOLDERS_MAX) });
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClosetItem, ClosetItemDetail, ClosetItemList, RatingGarmentsReply, StylingRequest } from '@fitrater/contracts';
import { garments } from '@fitrater/stylist';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';
import { dataUrl } from '../../fixtures';
import { connectEvents } from '../../realtime-client';
import { grantPremium } from '../styling/fixtures';

/** A real photo from the engine's eval set: black lace top, burgundy skirt, black heels. */
const SKIRT_PHOTO = readFileSync(new URL('../../../../stylist/eval/photos/skirt-top.jpg', import.meta.url));

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

/** One garment laid flat on light grey: a shirt's or a pair of trousers' outline. */
async function flatGarment(colour: string, shape: 'shirt' | 'trousers' | 'shoes'): Promise<Buffer> {
  const body = shape === 'shirt' ? '<rect x="150" y="120" width="300" height="360" rx="30"/><rect x="60" y="120" width="100" height="200"/><rect x="440" y="120" width="100" height="200"/>'
    : shape === 'trousers' ? '<rect x="200" y="60" width="90" height="480"/><rect x="310" y="60" width="90" height="480"/><rect x="200" y="60" width="200" height="80"/>'
      : '<rect x="40" y="260" width="240" height="90" rx="40"/><rect x="320" y="260" width="240" height="90" rx="40"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e6e6e2"/><g fill="${colour}">${body}</g></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(token: string, bytes: Buffer, category: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'garment.jpg');
  form.append('category', category);
  const r = await http.request<ClosetItem>('POST', '/api/closet/items', { token, raw: form });
  expect(r.status).toBe(201);
  return r.body;
}

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
}, 180_000);
afterAll(async () => stack?.close());

describe('the kind of a closet bottom', () => {
  it('is stored, listed and corrected through PATCH; only a bottom has one, and values outside the list are refused', async () => {
    const member = await signUp(stack);
    const bottom = await upload(member.token, await flatGarment('#6d1a2b', 'trousers'), 'bottom');
    const top = await upload(member.token, await flatGarment('#141414', 'shirt'), 'top');
    expect(bottom.lowerKind).toBeNull();
    const path = `/api/closet/items/${bottom.id}`;
    const patch = (body: object, id = bottom.id) => http.request<ClosetItem>('PATCH', `/api/closet/items/${id}`, { token: member.token, body });

    expect((await patch({ lowerKind: 'skirt' })).body.lowerKind).toBe('skirt');
    expect((await http.get<ClosetItemDetail>(path, member.token)).body.lowerKind).toBe('skirt');
    const list = await http.get<ClosetItemList>('/api/closet/items', member.token);
    expect(list.body.items.find((i) => i.id === bottom.id)?.lowerKind).toBe('skirt');

    expect((await patch({ lowerKind: 'kilt' })).status).toBe(400);
    expect((await patch({ lowerKind: 'shorts' }, top.id)).status).toBe(400);
    expect((await http.get<ClosetItemDetail>(path, member.token)).body.lowerKind).toBe('skirt');
    // Made a top, it keeps no lower kind; made a bottom again in one edit, it takes the one given.
    expect((await patch({ category: 'top' })).body.lowerKind).toBeNull();
    expect((await patch({ category: 'bottom', lowerKind: 'shorts' })).body).toMatchObject({ category: 'bottom', lowerKind: 'shorts' });
    expect((await patch({ lowerKind: null })).body.lowerKind).toBeNull();
    const stranger = await signUp(stack);
    expect((await http.request('PATCH', path, { token: stranger.token, body: { lowerKind: 'skirt' } })).status).toBe(404);
  });

  it('read from a rated photo, is kept by the item, and a look dressed from the closet names and scores a skirt', async () => {
    const member = await signUp(stack);
    await grantPremium(stack, member.userId);
    const events = await connectEvents(stack.url, member.token);
    const rated = await http.post('/api/ratings', { imageUrl: dataUrl(SKIRT_PHOTO), description: null, occasion: 'party' }, member.token);
    expect(rated.status).toBe(202);
    const ratingId = rated.body.ratingId as string;
    await events.next('rating.done', (e) => e.data.ratingId === ratingId, 120_000);
    await http.get<RatingGarmentsReply>(`/api/ratings/${ratingId}/garments`, member.token);
    await events.next('closet.extract.done', (e) => e.data.ratingId === ratingId, 90_000);

    const added = await http.post<ClosetItem>('/api/closet/items', { ratingId, piece: 'bottom' }, member.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ category: 'bottom', lowerKind: 'skirt' });
    expect(added.body.name.toLowerCase()).toContain('skirt');
    const skirt = added.body;
    const top = await upload(member.token, await flatGarment('#141414', 'shirt'), 'top');
    const shoes = await upload(member.token, await flatGarment('#141414', 'shoes'), 'footwear');
    const hat = await upload(member.token, await flatGarment('#141414', 'shirt'), 'accessory');
    for (const item of [skirt, top, shoes, hat]) {
      await http.request('PATCH', `/api/closet/items/${item.id}`, { token: member.token, body: { formality: 'smart-casual', occasions: ['brunch'] } });
    }

    const ask = async () => {
      const accepted = await http.post('/api/premium/outfit-suggestion', { occasion: 'brunch', source: 'closet' }, member.token);
      expect(accepted.status).toBe(202);
      return (await events.next('styling.done', (e) => e.data.requestId === accepted.body.requestId, 60_000)).data.result as StylingRequest & { result: any };
    };
    const owned = async (lower: garments.LowerKind | null) => Promise.all([top, skirt, shoes, hat].map(async (i) => {
      const item = (await http.get<ClosetItemDetail>(`/api/closet/items/${i.id}`, member.token)).body;
      return { category: item.category, formality: item.formality, colours: item.colours, lower: item.category === 'bottom' ? lower : undefined };
    }));

    const first = await ask();
    const look = first.result.closet.options[0];
    expect(look.pieces.find((p: any) => p.slot === 'bottom')).toMatchObject({ closetItemId: skirt.id, name: skirt.name });
    expect(first.result.outfit.bottom).toBe(skirt.name);
    expect(look.score).toBe(await garments.scoreLook(await owned('skirt'), 'brunch'));

    // The member corrects the kind: the same look is scored as shorts now, not as before.
    await http.request('PATCH', `/api/closet/items/${skirt.id}`, { token: member.token, body: { lowerKind: 'shorts' } });
    const second = (await ask()).result.closet.options[0];
    const asShorts = await garments.scoreLook(await owned('shorts'), 'brunch');
    expect(second.score).toBe(asShorts);
    expect(asShorts).not.toBe(await garments.scoreLook(await owned(null), 'brunch'));
    events.close();
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ClosetAnalytics, ClosetItem } from '@fitrater/contracts';
import { startTestStack, type TestStack } from '@fitrater/test-support';
import { httpClient, signUp } from '../../client';

let stack: TestStack;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  stack = await startTestStack();
  http = httpClient(stack);
});
afterAll(() => stack?.close());

/** A garment photo in bulk mode (category given, no reading): a coloured patch on a light background. */
async function addPiece(token: string, colour: string, category: string): Promise<ClosetItem> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#e6e6e2"/><rect x="100" y="80" width="200" height="240" fill="${colour}"/></svg>`;
  const form = new FormData();
  form.append('file', new Blob([await sharp(Buffer.from(svg)).jpeg().toBuffer()], { type: 'image/jpeg' }), 'garment.jpg');
  form.append('category', category);
  const created = await http.request<ClosetItem>('POST', '/api/closet/items', { token, raw: form });
  expect(created.status).toBe(201);
  return created.body;
}

describe('the profile\'s most and least worn', () => {
  it('never lists a piece as both: in a small closet the worn one is not also among the least worn', async () => {
    const member = await signUp(stack);
    const worn = await addPiece(member.token, '#1c2841', 'top');
    const unworn = await addPiece(member.token, '#8a8a8a', 'bottom');
    expect((await http.post(`/api/closet/items/${worn.id}/wear`, {}, member.token)).status).toBe(201);
    const analytics = await http.get<ClosetAnalytics>('/api/closet/analytics', member.token);
    expect(analytics.body.mostWorn.map((i) => i.id)).toEqual([worn.id]);
    expect(analytics.body.leastWorn.map((i) => i.id)).toEqual([unworn.id]);
  });
});

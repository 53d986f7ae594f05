import { randomUUID } from 'node:crypto';
import type { CoreContext } from '@fitrater/core';
import sharp from 'sharp';

/** A small outfit-like JPEG: a coloured top and light trousers on a wall. */
function outfitPicture(top: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="360"><rect width="100%" height="100%" fill="#ece8e1"/>
    <rect x="70" y="60" width="100" height="120" rx="12" fill="${top}"/><rect x="78" y="180" width="84" height="150" fill="#f4f1ea"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A finished rating stored directly (the rating pipeline has its own tests):
 * the community features only need a done row and, for photo outfits, the
 * prepared photo in storage where the pipeline puts it.
 */
export async function storedOutfit(ctx: CoreContext, userId: string, options: { photo?: boolean; rating?: number; status?: 'done' | 'queued'; colour?: string; occasion?: string } = {}): Promise<string> {
  const id = randomUUID();
  const photo = options.photo ?? true;
  let preparedImageKey: string | null = null;
  if (photo) {
    preparedImageKey = `users/${userId}/ratings/${id}/prepared.jpg`;
    await ctx.storage.put(preparedImageKey, await outfitPicture(options.colour ?? '#7a1f3d'));
  }
  const done = (options.status ?? 'done') === 'done';
  await ctx.db('ratings').insert({
    id,
    userId,
    requestKey: `fixture-${id}`,
    status: options.status ?? 'done',
    stage: options.status ?? 'done',
    occasion: options.occasion ?? 'casual',
    description: photo ? null : 'white tee, blue jeans',
    contentHash: id.replace(/-/g, '').padEnd(64, '0'),
    imageKey: preparedImageKey,
    imageType: photo ? 'image/jpeg' : null,
    preparedImageKey,
    overallRating: done ? (options.rating ?? 7.5) : null,
    emoji: done ? '✨' : null,
    summary: done ? 'Clean and balanced.' : null,
    completedAt: done ? new Date() : null,
  });
  return id;
}

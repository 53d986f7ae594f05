import type { CoreContext } from '../context';
import type { ArchiveWriter } from '../users';

/** "Download my data": garments.json (each item's fields) and every cut-out in garments/. */
export async function writeGarmentsExport(ctx: CoreContext, userId: string, out: ArchiveWriter): Promise<void> {
  const garments = await ctx.db('closetItems').select('id', 'name', 'category', 'colours', 'formality', 'seasons', 'occasions', 'price', 'source', 'sourceRatingId', 'timesWorn', 'lastWornOn', 'createdAt', 'imageKey')
    .where({ userId }).orderBy('createdAt') as { id: string; imageKey: string }[];
  if (!garments.length) return;
  out.json('garments.json', garments.map(({ imageKey: _key, ...g }) => ({ ...g, image: `garments/${g.id}.webp` })));
  for (const garment of garments) out.file(garment.imageKey, `garments/${garment.id}.webp`);
}

import type { CoreContext } from '../context';
import type { ArchiveWriter } from '../users';
import { exportedItemsOf } from './closet-item.repository';

/** "Download my data": garments.json (each item's fields) and every cut-out in garments/. */
export async function writeGarmentsExport(ctx: CoreContext, userId: string, out: ArchiveWriter): Promise<void> {
  const garments = await exportedItemsOf(ctx.db, userId);
  if (!garments.length) return;
  out.json('garments.json', garments.map(({ imageKey: _key, ...g }) => ({ ...g, image: `garments/${g.id}.webp` })));
  for (const garment of garments) out.file(garment.imageKey, `garments/${garment.id}.webp`);
}

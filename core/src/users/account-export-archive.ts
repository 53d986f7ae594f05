import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CoreContext } from '../context';
import { RatingModel } from '../ratings/rating.model';
import { toApiRating } from '../ratings/rating-view';
import { getProfile } from './user.service';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const extension = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? 'bin';

/**
 * The "Download my data" archive (yazl, streamed): profile.json, ratings.json (every rating with
 * its result), photos/ (the original photos), cards/ (share cards), closet.json, garments.json (+ the
 * cut-outs in garments/) and chat.json (+ chat photos) when the user has them. Files are read one at a time as the ZIP is written.
 */
export async function accountArchive(ctx: CoreContext, userId: string): Promise<Readable> {
  const zip = new ZipFile();
  const profile = await getProfile(ctx, userId);
  zip.addBuffer(json({ exportedAt: ctx.now().toISOString(), profile }), 'profile.json');

  const ratings = await RatingModel.query(ctx.db).where({ userId }).orderBy('createdAt', 'asc');
  zip.addBuffer(json(ratings.map(toApiRating)), 'ratings.json');
  const addFile = (key: string | null, name: string) => {
    if (!key) return;
    zip.addReadStreamLazy(name, {}, (done) => {
      ctx.storage.readStream(key).then(
        (stream) => { done(null, stream ?? Readable.from([])); },
        (error: Error) => { done(error, Readable.from([])); },
      );
    });
  };
  for (const rating of ratings) {
    addFile(rating.imageKey, `photos/${rating.id}.${extension(rating.imageKey ?? '')}`);
    addFile(rating.cardKey, `cards/${rating.id}.png`);
  }

  const folders = await ctx.db('closetFolders').select('id', 'name', 'createdAt').where({ userId }).orderBy('createdAt') as { id: string; name: string; createdAt: Date }[];
  if (folders.length) {
    const links = await ctx.db('closetFolderOutfits').select('folderId', 'ratingId', 'addedAt').whereIn('folderId', folders.map((f) => f.id)) as { folderId: string; ratingId: string; addedAt: Date }[];
    zip.addBuffer(json(folders.map((f) => ({ ...f, outfits: links.filter((l) => l.folderId === f.id).map(({ ratingId, addedAt }) => ({ ratingId, addedAt })) }))), 'closet.json');
  }

  // The closet of garments: each item's fields and its cut-out.
  const garments = await ctx.db('closetItems').select('id', 'name', 'category', 'colours', 'formality', 'seasons', 'occasions', 'price', 'source', 'sourceRatingId', 'timesWorn', 'lastWornOn', 'createdAt', 'imageKey')
    .where({ userId }).orderBy('createdAt') as { id: string; imageKey: string }[];
  if (garments.length) {
    zip.addBuffer(json(garments.map(({ imageKey: _key, ...g }) => ({ ...g, image: `garments/${g.id}.webp` }))), 'garments.json');
    for (const garment of garments) addFile(garment.imageKey, `garments/${garment.id}.webp`);
  }

  const chat = await ctx.db('chatMessages').select('id', 'role', 'message', 'personality', 'language', 'status', 'imageKey', 'createdAt')
    .where({ userId }).orderBy('createdAt') as { id: string; imageKey: string | null }[];
  if (chat.length) {
    zip.addBuffer(json(chat.map(({ imageKey, ...m }) => ({ ...m, photo: imageKey ? `chat-photos/${m.id}.${extension(imageKey)}` : null }))), 'chat.json');
    for (const message of chat) addFile(message.imageKey, `chat-photos/${message.id}.${extension(message.imageKey ?? '')}`);
  }
  zip.end();
  return zip.outputStream.pipe(new PassThrough());
}

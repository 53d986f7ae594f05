import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CoreContext } from '../context';
import { getProfile } from './user.service';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
/** A stored file's extension, for its name inside the archive. */
export const extensionOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? 'bin';

/** How a section writes into the archive: a JSON file, or a stored file read when the ZIP reaches it. */
export interface ArchiveWriter {
  json(name: string, value: unknown): void;
  file(key: string | null, name: string): void;
}
/** A part of the archive another domain writes (ratings: ratings.json, photos/, cards/). */
export type AccountExportSection = (ctx: CoreContext, userId: string, out: ArchiveWriter) => Promise<void>;

const sections: AccountExportSection[] = [];

/** Adds a section, written after profile.json in the order added (core/src/reactions.ts); returns its removal. */
export function addAccountExportSection(section: AccountExportSection): () => void {
  sections.push(section);
  return () => { const at = sections.indexOf(section); if (at >= 0) sections.splice(at, 1); };
}

/**
 * The "Download my data" archive (yazl, streamed): profile.json, the sections other domains add
 * (ratings: ratings.json with every result, photos/ and cards/; the garments: garments.json and their
 * cut-outs), closet.json and chat.json (+ chat
 * photos) when the user has them. Files are read one at a time as the ZIP is written.
 */
export async function accountArchive(ctx: CoreContext, userId: string): Promise<Readable> {
  const zip = new ZipFile();
  const profile = await getProfile(ctx, userId);
  zip.addBuffer(json({ exportedAt: ctx.now().toISOString(), profile }), 'profile.json');

  const addFile = (key: string | null, name: string) => {
    if (!key) return;
    zip.addReadStreamLazy(name, {}, (done) => {
      ctx.storage.readStream(key).then(
        (stream) => { done(null, stream ?? Readable.from([])); },
        (error: Error) => { done(error, Readable.from([])); },
      );
    });
  };
  const writer: ArchiveWriter = { json: (name, value) => zip.addBuffer(json(value), name), file: addFile };
  for (const section of sections) await section(ctx, userId, writer);

  const folders = await ctx.db('closetFolders').select('id', 'name', 'createdAt').where({ userId }).orderBy('createdAt') as { id: string; name: string; createdAt: Date }[];
  if (folders.length) {
    const links = await ctx.db('closetFolderOutfits').select('folderId', 'ratingId', 'addedAt').whereIn('folderId', folders.map((f) => f.id)) as { folderId: string; ratingId: string; addedAt: Date }[];
    zip.addBuffer(json(folders.map((f) => ({ ...f, outfits: links.filter((l) => l.folderId === f.id).map(({ ratingId, addedAt }) => ({ ratingId, addedAt })) }))), 'closet.json');
  }

  const chat = await ctx.db('chatMessages').select('id', 'role', 'message', 'personality', 'language', 'status', 'imageKey', 'createdAt')
    .where({ userId }).orderBy('createdAt') as { id: string; imageKey: string | null }[];
  if (chat.length) {
    zip.addBuffer(json(chat.map(({ imageKey, ...m }) => ({ ...m, photo: imageKey ? `chat-photos/${m.id}.${extensionOf(imageKey)}` : null }))), 'chat.json');
    for (const message of chat) addFile(message.imageKey, `chat-photos/${message.id}.${extensionOf(message.imageKey ?? '')}`);
  }
  zip.end();
  return zip.outputStream.pipe(new PassThrough());
}

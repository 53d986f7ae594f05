import {
  DEFAULT_FOLDER_IDS, DEFAULT_FOLDER_NAMES, FOLDERS_MAX, isLanguage, normaliseFolderName,
  type DefaultFoldersReply, type Folder, type Rating,
} from '@fitrater/contracts';
import type { Knex } from 'knex';
import type { CoreContext } from '../../context';
import { AppError, isUniqueViolation, lockMemberCollection } from '@fitrater/platform';
import { RatingModel, ratingImagePath, toApiRating } from '../../ratings';
import { UserModel } from '../../users';
import { ClosetFolderModel, ClosetFolderOutfitModel } from './closet.models';

const FOLDER_NOT_FOUND = 'Folder not found';

function validName(raw: string): string {
  const result = normaliseFolderName(raw);
  if (result.ok) return result.name;
  throw new AppError('VALIDATION', result.reason === 'empty' ? 'Folder name is required' : 'Folder name must be 60 characters or fewer');
}

interface FolderRow {
  id: string;
  name: string;
  createdAt: Date;
  outfitCount: number | string;
  coverRatingId: string | null;
}

/** Folders with their outfit count and the photo of the outfit added last (one query). */
async function folderRows(db: Knex, userId: string, folderIds?: string[]): Promise<Folder[]> {
  const q = db('closet_folders as f')
    .where('f.user_id', userId)
    .select('f.id', 'f.name', 'f.created_at')
    .select(db.raw('(select count(*) from closet_folder_outfits o where o.folder_id = f.id)::int as outfit_count'))
    .select(db.raw(`(select o.rating_id from closet_folder_outfits o join ratings r on r.id = o.rating_id
                     where o.folder_id = f.id and r.prepared_image_key is not null
                     order by o.added_at desc limit 1) as cover_rating_id`))
    .orderBy([{ column: 'f.created_at', order: 'asc' }, { column: 'f.id', order: 'asc' }]);
  if (folderIds) q.whereIn('f.id', folderIds);
  const rows = (await q) as FolderRow[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    outfitCount: Number(row.outfitCount),
    coverImageUrl: row.coverRatingId ? ratingImagePath(row.coverRatingId) : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Another user's folder is answered exactly like a missing one. */
async function ownFolder(db: Knex, userId: string, folderId: string): Promise<ClosetFolderModel> {
  const folder = await ClosetFolderModel.query(db).findById(folderId).where({ userId });
  if (!folder) throw new AppError('NOT_FOUND', FOLDER_NOT_FOUND);
  return folder;
}

async function folderById(db: Knex, userId: string, folderId: string): Promise<Folder> {
  const [folder] = await folderRows(db, userId, [folderId]);
  if (!folder) throw new AppError('NOT_FOUND', FOLDER_NOT_FOUND);
  return folder;
}

export function listFolders(ctx: CoreContext, userId: string): Promise<Folder[]> {
  return folderRows(ctx.db, userId);
}

const folderLimit = () => new AppError('FOLDER_LIMIT', `You can keep up to ${FOLDERS_MAX} folders`);

/** The insert's trigger (closet_folders_cap) decides the cap under the member's folder lock, in one statement. */
const isFolderCap = (error: unknown) => (error as { constraint?: string } | null)?.constraint === 'closet_folders_cap';

export async function createFolder(ctx: CoreContext, userId: string, rawName: string): Promise<Folder> {
  const name = validName(rawName);
  try {
    const row = await ClosetFolderModel.query(ctx.db).insert({ userId, name }).returning('id');
    return folderById(ctx.db, userId, row.id);
  } catch (error) {
    if (isFolderCap(error)) throw folderLimit();
    if (isUniqueViolation(error)) throw new AppError('FOLDER_NAME_TAKEN');
    throw error;
  }
}

export async function renameFolder(ctx: CoreContext, userId: string, folderId: string, rawName: string): Promise<Folder> {
  const name = validName(rawName);
  await ownFolder(ctx.db, userId, folderId);
  try {
    await ClosetFolderModel.query(ctx.db).patch({ name }).where({ id: folderId, userId });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('FOLDER_NAME_TAKEN');
    throw error;
  }
  return folderById(ctx.db, userId, folderId);
}

/** Deletes the folder only: its outfits stay in the user's history. */
export async function deleteFolder(ctx: CoreContext, userId: string, folderId: string): Promise<void> {
  const deleted = await ClosetFolderModel.query(ctx.db).delete().where({ id: folderId, userId });
  if (!deleted) throw new AppError('NOT_FOUND', FOLDER_NOT_FOUND);
}

/** A finished rating of this user, or 404 (another user's outfit looks missing). */
async function ownOutfit(db: Knex, userId: string, outfitId: string): Promise<RatingModel> {
  const rating = await RatingModel.query(db).findById(outfitId).where({ userId, status: 'done' });
  if (!rating) throw new AppError('NOT_FOUND', 'Outfit not found');
  return rating;
}

/** Idempotent: adding an outfit that is already in the folder changes nothing. */
export async function addOutfitToFolder(ctx: CoreContext, userId: string, folderId: string, outfitId: string): Promise<void> {
  await ownFolder(ctx.db, userId, folderId);
  await ownOutfit(ctx.db, userId, outfitId);
  await ClosetFolderOutfitModel.query(ctx.db).insert({ folderId, ratingId: outfitId }).onConflict(['folderId', 'ratingId']).ignore();
}

export async function removeOutfitFromFolder(ctx: CoreContext, userId: string, folderId: string, outfitId: string): Promise<void> {
  await ownFolder(ctx.db, userId, folderId);
  const removed = await ClosetFolderOutfitModel.query(ctx.db).delete().where({ folderId, ratingId: outfitId });
  if (!removed) throw new AppError('NOT_FOUND', 'Outfit not found');
}

/** Outfits of a folder, the one added last first. */
export async function listFolderOutfits(ctx: CoreContext, userId: string, folderId: string): Promise<Rating[]> {
  await ownFolder(ctx.db, userId, folderId);
  const rows = await RatingModel.query(ctx.db)
    .join('closet_folder_outfits as o', 'o.rating_id', 'ratings.id')
    .where({ 'o.folder_id': folderId, 'ratings.user_id': userId })
    .select('ratings.*')
    .orderBy('o.added_at', 'desc');
  return rows.map(toApiRating);
}

/**
 * Creates those of the four default folders the user does not have yet, named
 * in the user's language. A folder already holding the name (any case) counts.
 * Within the folder cap: with fewer free places than missing defaults, the first
 * ones are created, and none once the cap is reached (FOLDER_LIMIT).
 */
export async function createDefaultFolders(ctx: CoreContext, userId: string): Promise<DefaultFoldersReply> {
  const user = await UserModel.query(ctx.db).findById(userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const names = DEFAULT_FOLDER_NAMES[isLanguage(user.language) ? user.language : 'en'];
  const now = ctx.now().getTime();
  // One millisecond apart so the list keeps the spec's order (folders are listed by creation time).
  // Under the same lock the insert trigger takes, so the free places counted here stay free.
  const inserted = await ctx.db.transaction(async (trx) => {
    await lockMemberCollection(trx, 'closet-folders', userId);
    const existing = (await trx('closet_folders').where({ userId }).select('name')) as Array<{ name: string }>;
    const taken = new Set(existing.map((f) => f.name.toLowerCase()));
    const missing = DEFAULT_FOLDER_IDS.filter((id) => !taken.has(names[id].toLowerCase()));
    const room = FOLDERS_MAX - existing.length;
    if (missing.length && room <= 0) throw folderLimit();
    const rows = missing.slice(0, room).map((id) => ({ userId, name: names[id], createdAt: new Date(now + DEFAULT_FOLDER_IDS.indexOf(id)) }));
    if (!rows.length) return [];
    return (await trx('closet_folders').insert(rows).onConflict().ignore().returning('id')) as Array<{ id: string }>;
  });
  const folders = await folderRows(ctx.db, userId);
  const fresh = new Set(inserted.map((row) => row.id));
  return { created: folders.filter((f) => fresh.has(f.id)), folders };
}

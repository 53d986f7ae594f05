import { Type, type Static } from 'typebox';
import { FOLDER_NAME_MAX_LENGTH } from '../community/closet';

/** Length is checked after trimming by the service (a name of spaces is empty). */
export const FolderNameBody = Type.Object(
  { name: Type.String({ maxLength: FOLDER_NAME_MAX_LENGTH * 4 }) },
  { additionalProperties: false },
);
export type FolderNameBody = Static<typeof FolderNameBody>;

export const Folder = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  outfitCount: Type.Integer({ minimum: 0 }),
  /** Photo of the outfit added last, or null (empty folder, text-only outfits). */
  coverImageUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Folder = Static<typeof Folder>;

export const FolderList = Type.Array(Folder);
export type FolderList = Static<typeof FolderList>;

export const DefaultFoldersReply = Type.Object({ created: Type.Array(Folder), folders: Type.Array(Folder) });
export type DefaultFoldersReply = Static<typeof DefaultFoldersReply>;

export const FolderIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export const FolderOutfitParams = Type.Object(
  { folderId: Type.String({ format: 'uuid' }), outfitId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

import { BaseModel } from '@fitrater/platform';

export class ClosetFolderModel extends BaseModel {
  static override tableName = 'closet_folders';
  id!: string;
  userId!: string;
  name!: string;
  createdAt!: Date;
}

export class ClosetFolderOutfitModel extends BaseModel {
  static override tableName = 'closet_folder_outfits';
  static override idColumn = ['folderId', 'ratingId'];
  folderId!: string;
  ratingId!: string;
  addedAt!: Date;
}

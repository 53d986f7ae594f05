import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { EXPORT_STAGES, EXPORT_STATUSES } from '../account-export';

/** "Download my data": one archive per request, downloadable by its owner for 24 hours. */
export const AccountExport = Type.Object({
  id: Uuid,
  status: StringEnum(EXPORT_STATUSES),
  /** Where a pending export's job is (`done` once ready; kept when it expires). */
  stage: StringEnum(EXPORT_STAGES),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  createdAt: Type.String({ format: 'date-time' }),
  /** Until when the archive can be downloaded (ready exports only). */
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  bytes: Type.Union([Type.Integer(), Type.Null()]),
  /** Same-origin download URL while ready. */
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
});
export type AccountExport = Static<typeof AccountExport>;

export const LatestExportReply = Type.Object({ export: Type.Union([AccountExport, Type.Null()]) });
export type LatestExportReply = Static<typeof LatestExportReply>;

export const ExportIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

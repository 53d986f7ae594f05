import { STYLING_STAGE_PERCENT, type StylingRequest } from '@fitrater/contracts';
import type { StylingRequestModel } from './styling.models';

export function toApiStylingRequest(row: StylingRequestModel): StylingRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    stage: row.stage,
    percent: STYLING_STAGE_PERCENT[row.stage],
    occasion: row.occasion,
    weather: row.weather,
    bodyType: row.bodyType,
    outfitId: row.outfitId,
    result: (row.result ?? null) as StylingRequest['result'],
    engine: row.engine,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

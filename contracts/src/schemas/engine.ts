import { Type, type Static } from 'typebox';
import { ENGINE_CAPABILITIES, ENGINE_FALLBACK_REASONS, ENGINE_NAMES, ENGINE_PROBE_CHECKS } from '../engine';
import { StringEnum } from './common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** One configured model as the admin panel shows it: what its last probe found. */
export const EngineModelView = Type.Object({
  capability: StringEnum(ENGINE_CAPABILITIES),
  model: Type.String(),
  /** Null when the model has not been probed yet (or the report expired). */
  probe: Nullable(Type.Object({
    probedAt: Type.String({ format: 'date-time' }),
    reachable: Type.Boolean(),
    answerFormat: StringEnum(['json_schema', 'json_object', 'text'] as const),
    accepts: Type.Array(StringEnum(ENGINE_PROBE_CHECKS)),
    firstTokenMs: Nullable(Type.Integer()),
    fullAnswerMs: Nullable(Type.Integer()),
  })),
});
export type EngineModelView = Static<typeof EngineModelView>;

export const EngineFallbackCount = Type.Object({
  capability: StringEnum(ENGINE_CAPABILITIES),
  reason: StringEnum(ENGINE_FALLBACK_REASONS),
  count: Type.Integer({ minimum: 0 }),
});
export type EngineFallbackCount = Static<typeof EngineFallbackCount>;

/** GET /api/admin/engine: which engine runs, what each model can do, and how often the built-in engine stood in. */
export const EngineStatusReply = Type.Object({
  provider: StringEnum(ENGINE_NAMES),
  onFailure: StringEnum(['fallback', 'fail'] as const),
  blendWeight: Type.Number({ minimum: 0, maximum: 1 }),
  models: Type.Array(EngineModelView),
  fallbacks: Type.Array(EngineFallbackCount),
});
export type EngineStatusReply = Static<typeof EngineStatusReply>;

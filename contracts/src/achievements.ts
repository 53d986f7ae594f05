import { Type, type Static } from 'typebox';
import { StringEnum } from './schemas/common';
import { ACHIEVEMENT_ICONS, ACHIEVEMENT_RARITIES } from './achievement-catalog';

export * from './achievement-catalog';

export const Achievement = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  icon: StringEnum(ACHIEVEMENT_ICONS),
  emoji: Type.String(),
  rarity: StringEnum(ACHIEVEMENT_RARITIES),
  isUnlocked: Type.Boolean(),
  unlockedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  progress: Type.Integer(),
  maxProgress: Type.Integer(),
});
export type Achievement = Static<typeof Achievement>;

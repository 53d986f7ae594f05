import type { StylingEngine } from '../../styling';
import { adviseOn } from './advice';
import { combineOutfits } from './combiner';
import { generateOutfit } from './generator';
import { catalogueTrends } from './trends';

export { planOutfit, writeOutfit, generateOutfit, type PlannedOutfit } from './generator';
export { combineOutfits } from './combiner';
export { adviseOn } from './advice';
export { personaliseTrend, type InsightDraft, type InsightTrend } from './insights';
export { catalogueTrends } from './trends';
export { trendText, TREND_TEXTS, TREND_TAG_WORDS } from './trend-names';
export { garmentName, GARMENT_NAMES } from './garment-names';
export { localTipOfDay, TIP_TEXTS } from './tip-texts';
export { warmStylingKnowledge } from './warm-up';

/** The offline styling engine: every capability computed from the knowledge base, no network. */
export function createLocalStylingEngine(): StylingEngine {
  return {
    name: 'local',
    generate: async (input) => generateOutfit(input),
    combine: async (input) => combineOutfits(input),
    suggest: async (input) => adviseOn(input),
    trends: async (input) => catalogueTrends(input),
  };
}

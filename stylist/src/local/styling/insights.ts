import type { AddressForm, Language, StylingOccasionId } from '@fitrater/contracts';
import type { StylingProfile } from '../../styling';
import { STYLING_SENTENCES } from './sentences';
import { coloursIn } from './taste';
import { TREND_TAG_WORDS, trendText } from './trend-names';
import { inMembersForm } from '../grammar/address-form';
import { packFor } from '../i18n/packs';

export interface InsightTrend { slug: string; name: string; description: string; category: string; tags: string[]; colors: string[]; occasions: string[] }
export interface InsightDraft { relevanceScore: number; personalizedDescription: string; howToWear: string[]; shoppingTips: string[]; budgetFriendlyOptions: string[] }

/**
 * How a trend fits this user, in their language: relevance from their preferred and avoided
 * styles, preferred colours, and the occasions and colours of their best-rated outfits; advice
 * for their budget. Relevance is read on the trend's canonical words (English for catalogue
 * trends) and on its words in the member's language, so it does not change with the language.
 */
export function personaliseTrend(trend: InsightTrend, profile: StylingProfile & { sustainabilityPref?: boolean }, language: Language = 'en', addressForm?: AddressForm): InsightDraft {
  return inMembersForm(insight(trend, profile, language), language, addressForm);
}

function insight(trend: InsightTrend, profile: StylingProfile & { sustainabilityPref?: boolean }, language: Language): InsightDraft {
  const say = STYLING_SENTENCES[language].insights;
  const canonical = trendText(trend, 'en');
  const shown = trendText(trend, language);
  const words = `${canonical.name} ${trend.tags.join(' ')} ${canonical.description} ${shown.name} ${shown.description}`.toLowerCase();
  const likes = profile.preferredStyles.filter((s) => words.includes(s.toLowerCase()));
  const dislikes = profile.avoidedStyles.filter((s) => words.includes(s.toLowerCase()));
  const liked = new Set(profile.preferredColors.flatMap(coloursIn));
  const trendColours = new Set(coloursIn(`${canonical.name} ${canonical.description}`));
  const colourHits = [...liked].filter((c) => trendColours.has(c));
  const best = profile.bestOutfits;
  const occasionHits = trend.occasions.filter((o) => best.some((b) => o.startsWith(b.occasion) || b.occasion.startsWith(o.split('-')[0]!)));
  let relevance = 0.45 + 0.15 * likes.length + 0.1 * colourHits.length + 0.08 * occasionHits.length - 0.3 * dislikes.length;
  relevance = Math.round(Math.max(0.05, Math.min(1, relevance)) * 100) / 100;
  const reasons: string[] = [];
  // The member's styles are stored as English ids ('bold'); the reason names them in the member's language.
  const styleWords = (styles: string[]) => language === 'en' ? styles.join(', ') : packFor(language).list(styles.map((st) => (TREND_TAG_WORDS[language] as Record<string, string>)[st.toLowerCase()] ?? st));
  if (likes.length) reasons.push(say.matchesStyle(styleWords(likes)));
  if (colourHits.length) reasons.push(say.coloursYouLike);
  if (occasionHits.length) reasons.push(say.suitsYourOccasions);
  if (dislikes.length) reasons.push(say.leansAvoided(styleWords(dislikes)));
  // Sentences meet the language's way: a space in most, nothing after a CJK full stop.
  const personalizedDescription = `${shown.description}${packFor(language).sentenceGap}${reasons.length ? say.forYou(reasons) : say.tryOnePieceFirst}`;
  const budget = profile.budgetRange ? say.budget[profile.budgetRange] : say.anyBudget;
  const first = trend.occasions[0];
  // Catalogue occasions are styling occasion ids; an AI-written trend may name any occasion.
  const occasion = first ? (say.occasions as Record<string, string>)[first as StylingOccasionId] ?? first.replace(/-/g, ' ') : null;
  const howToWear = [say.startWith(trend.category === 'colors'), occasion ? say.wearFirstAt(occasion) : say.wearFirstEveryday, say.balance];
  const shoppingTips = [say.fitFirst, profile.sustainabilityPref ? say.secondHand : say.oneThreeWays];
  const budgetFriendlyOptions = [say.lookFor(shown.name, trend.tags[0] ?? 'key', budget), say.accessoriesCarry];
  return { relevanceScore: relevance, personalizedDescription, howToWear, shoppingTips, budgetFriendlyOptions };
}

import type { BudgetRange } from '@fitrater/contracts';
import type { StylingProfile } from '../../styling';
import { coloursIn } from './taste';

export interface InsightTrend { name: string; description: string; category: string; tags: string[]; colors: string[]; occasions: string[] }
export interface InsightDraft { relevanceScore: number; personalizedDescription: string; howToWear: string[]; shoppingTips: string[]; budgetFriendlyOptions: string[] }

const BUDGET: Record<BudgetRange, string> = {
  'budget-friendly': 'under $50',
  'mid-range': 'between $50 and $200',
  luxury: 'over $200, chosen to last',
};

/**
 * How a trend fits this user: relevance from their preferred and avoided styles, preferred
 * colours, and the occasions and colours of their best-rated outfits; advice for their budget.
 */
export function personaliseTrend(trend: InsightTrend, profile: StylingProfile & { sustainabilityPref?: boolean }): InsightDraft {
  const words = `${trend.name} ${trend.tags.join(' ')} ${trend.description}`.toLowerCase();
  const likes = profile.preferredStyles.filter((s) => words.includes(s.toLowerCase()));
  const dislikes = profile.avoidedStyles.filter((s) => words.includes(s.toLowerCase()));
  const liked = new Set(profile.preferredColors.flatMap(coloursIn));
  const trendColours = new Set(coloursIn(`${trend.name} ${trend.description}`));
  const colourHits = [...liked].filter((c) => trendColours.has(c));
  const best = profile.bestOutfits;
  const occasionHits = trend.occasions.filter((o) => best.some((b) => o.startsWith(b.occasion) || b.occasion.startsWith(o.split('-')[0]!)));
  let relevance = 0.45 + 0.15 * likes.length + 0.1 * colourHits.length + 0.08 * occasionHits.length - 0.3 * dislikes.length;
  relevance = Math.round(Math.max(0.05, Math.min(1, relevance)) * 100) / 100;
  const reasons: string[] = [];
  if (likes.length) reasons.push(`it matches your ${likes.join(', ')} style`);
  if (colourHits.length) reasons.push('its colours are ones you like');
  if (occasionHits.length) reasons.push('it suits occasions where your outfits already score well');
  if (dislikes.length) reasons.push(`but it leans ${dislikes.join(', ')}, which you prefer to avoid`);
  const personalizedDescription = `${trend.description} ${reasons.length ? `For you: ${reasons.join('; ')}.` : 'Try it in one piece first and see how it sits with your wardrobe.'}`;
  const budget = profile.budgetRange ? BUDGET[profile.budgetRange] : 'at a price you are comfortable with';
  const howToWear = [
    `Start with one ${trend.category === 'colors' ? 'piece in the colour' : 'piece'} and keep the rest of the outfit neutral.`,
    trend.occasions[0] ? `Wear it first for ${trend.occasions[0].replace(/-/g, ' ')}, where it fits most naturally.` : 'Wear it first on an everyday occasion.',
    'Balance it with a piece you already wear often, so the outfit still feels like you.',
  ];
  const shoppingTips = [
    'Check fit and fabric before the trend: a well-made piece outlasts the season.',
    profile.sustainabilityPref ? 'Look second-hand and vintage first; trends come back round.' : 'Buy one piece, wear it three ways before buying more.',
  ];
  const budgetFriendlyOptions = [
    `Look for ${trend.tags[0] ?? 'key'} pieces ${budget}.`,
    'Accessories carry a trend for a fraction of the price of a coat or dress.',
  ];
  return { relevanceScore: relevance, personalizedDescription, howToWear, shoppingTips, budgetFriendlyOptions };
}

import type { Language, StyleDashboard } from '@fitrater/contracts';
import { coloursNamed } from '@fitrater/stylist';
import type { CoreContext } from '../context';
import { scoredRatingRows } from '../ratings';

/** How many of the latest finished ratings the dashboard reads, and how many points the score chart gets. */
const READ_LIMIT = 500;
const SCORE_POINTS = 120;
const PALETTE_MAX = 10;
const PARTS = ['top', 'bottom', 'footwear', 'accessories'] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null);

/** The premium analytics of the profile (colour names in `language`): score over time, per-component averages, occasions and the palette of the user's outfits. */
export async function styleDashboard(ctx: CoreContext, userId: string, language: Language = 'en'): Promise<StyleDashboard> {
  const rows = await scoredRatingRows(ctx.db, userId, READ_LIMIT);
  const parts: Record<(typeof PARTS)[number], number[]> = { top: [], bottom: [], footwear: [], accessories: [] };
  const occasions = new Map<string, number[]>();
  const palette = new Map<string, { hex: string; name: string; count: number }>();
  for (const r of rows) {
    const score = Number(r.overallRating);
    occasions.set(r.occasion, [...(occasions.get(r.occasion) ?? []), score]);
    const texts = [r.description ?? ''];
    for (const part of PARTS) {
      const c = r.components?.[part];
      if (c?.rating !== null && c?.rating !== undefined) parts[part].push(Number(c.rating));
      if (c?.status === 'visible') texts.push(c.description);
    }
    // A colour counts once per outfit, however many pieces share it.
    for (const { colour, hex, name } of new Map(coloursNamed(texts.join('. '), language).map((c) => [c.colour, c])).values()) {
      palette.set(colour, { hex, name, count: (palette.get(colour)?.count ?? 0) + 1 });
    }
  }
  return {
    totalOutfits: rows.length,
    scores: rows.slice(0, SCORE_POINTS).reverse().map((r) => ({ ratingId: r.id, at: r.createdAt.toISOString(), score: Number(r.overallRating) })),
    components: { top: mean(parts.top), bottom: mean(parts.bottom), footwear: mean(parts.footwear), accessories: mean(parts.accessories) },
    occasions: [...occasions].map(([occasion, scores]) => ({ occasion, count: scores.length, average: mean(scores)! }))
      .sort((a, b) => b.count - a.count || b.average - a.average),
    palette: [...palette].map(([colour, v]) => ({ colour, hex: v.hex, name: v.name, count: v.count })).sort((a, b) => b.count - a.count).slice(0, PALETTE_MAX),
  };
}

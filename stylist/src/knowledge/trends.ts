import {
  TREND_CATEGORIES, TREND_SEASONS, type TrendCategory, type TrendLevel, type TrendSeason,
} from '@fitrater/contracts';
import { TREND_ROWS, type TrendSlug } from './trend-data';

export type { TrendSlug } from './trend-data';

/**
 * Every tag the catalogue uses (shown as #tags on the Trends page), so each language's tag table
 * (local/styling/trend-names/tags-<lang>.ts) must translate all of them; a new tag in trend-data.ts
 * that is not listed here stops the stylist at load.
 */
export const TREND_TAGS = [
  '1920s', '70s', '90s', 'abstract', 'accent', 'animal', 'art', 'bags', 'beads', 'belts', 'biker', 'boho', 'bold',
  'boots', 'bows', 'brooch', 'buckles', 'calm', 'charms', 'check', 'chunky', 'classic', 'clogs', 'colour', 'colourful',
  'cosy', 'craft', 'cropped', 'curved', 'deep', 'denim', 'dots', 'drama', 'dreamy', 'dresses', 'earthy', 'elegant',
  'elongated', 'evening', 'feminine', 'flats', 'floral', 'flowing', 'fresh', 'gold', 'graphic', 'hair', 'heels',
  'heritage', 'investment', 'jewellery', 'knit', 'layered', 'layering', 'leopard', 'loafers', 'low', 'matching',
  'menswear', 'mesh', 'minimal', 'natural', 'nautical', 'outerwear', 'oversized', 'pairing', 'pastel', 'personal',
  'picnic', 'pinstripe', 'playful', 'pleats', 'pockets', 'power', 'preppy', 'relaxed', 'retro', 'rich', 'romantic',
  'saturated', 'scarf', 'schoolgirl-smart', 'sheer', 'silk', 'skirts', 'slim', 'small-scale', 'sneakers', 'soft',
  'strap', 'stripes', 'suede', 'summer', 'sun-baked', 'sunglasses', 'tailored', 'tailoring', 'tartan', 'tights',
  'tonal', 'unstructured', 'utility', 'vintage', 'waist', 'warm', 'western', 'wide', 'wooden', 'wool',
] as const;
export type TrendTag = (typeof TREND_TAGS)[number];

export interface CatalogueTrend {
  slug: TrendSlug;
  name: string;
  description: string;
  category: TrendCategory;
  season: TrendSeason;
  /** First day of the month the trend appeared (UTC). */
  startsAt: Date;
  colors: string[];
  tags: TrendTag[];
  occasions: string[];
}

/**
 * The life of a trend in months after it appears: emerging for 3, rising for 4, at its peak
 * for 6, declining for 6, then retired (no longer shown). Roughly what trend forecasters
 * describe for a seasonal idea that catches on.
 */
export const TREND_LIFECYCLE: readonly { level: TrendLevel; months: number }[] = [
  { level: 'emerging', months: 3 }, { level: 'rising', months: 4 }, { level: 'peak', months: 6 }, { level: 'declining', months: 6 },
];

function parse(slug: TrendSlug, line: string): CatalogueTrend {
  const f = line.split('|').map((s) => s.trim());
  const fail = (why: string) => new Error(`trend-data.ts ${slug}: ${why}`);
  if (f.length !== 8) throw fail(`expected 8 fields, got ${f.length}`);
  const [name, category, season, starts, colours, tags, occasions, description] = f as string[];
  if (!(TREND_CATEGORIES as readonly string[]).includes(category!)) throw fail(`unknown category ${category}`);
  if (!(TREND_SEASONS as readonly string[]).includes(season!)) throw fail(`unknown season ${season}`);
  if (!/^\d{4}-\d{2}$/.test(starts!)) throw fail(`bad start ${starts}`);
  const colors = colours!.split(/\s+/);
  if (colors.some((c) => !/^#[0-9a-f]{6}$/i.test(c))) throw fail('bad colour');
  const tagList = tags!.split(',').map((t) => t.trim()).filter(Boolean);
  for (const t of tagList) if (!(TREND_TAGS as readonly string[]).includes(t)) throw fail(`unknown tag ${t} (add it to TREND_TAGS and the tag tables)`);
  return {
    slug, name: name!, description: description!, category: category as TrendCategory, season: season as TrendSeason,
    startsAt: new Date(`${starts}-01T00:00:00Z`), colors,
    tags: tagList as TrendTag[],
    occasions: occasions!.split(',').map((t) => t.trim()).filter(Boolean),
  };
}

export const TREND_CATALOGUE: readonly CatalogueTrend[] = (Object.entries(TREND_ROWS) as [TrendSlug, string][]).map(([slug, line]) => parse(slug, line));

const BY_SLUG = new Map<string, CatalogueTrend>(TREND_CATALOGUE.map((t) => [t.slug, t]));

/** The catalogue trend of a slug, or null (a trend an AI engine wrote). */
export const catalogueTrend = (slug: string): CatalogueTrend | null => BY_SLUG.get(slug) ?? null;

const MONTH_MS = 30.44 * 86_400_000;

/** Where a trend stands on a date: its level and how far through that level (0–1), or null before it starts / once retired. */
export function trendLevelAt(trend: Pick<CatalogueTrend, 'startsAt'>, now: Date): { level: TrendLevel; progress: number } | null {
  let months = (now.getTime() - trend.startsAt.getTime()) / MONTH_MS;
  if (months < 0) return null;
  for (const stage of TREND_LIFECYCLE) {
    if (months < stage.months) return { level: stage.level, progress: months / stage.months };
    months -= stage.months;
  }
  return null;
}

/** Confidence that the trend is real and wearable now: grows while it emerges and rises, highest at peak, fades as it declines. */
export function trendConfidence(level: TrendLevel, progress: number): number {
  const span: Record<TrendLevel, [number, number]> = { emerging: [0.45, 0.6], rising: [0.6, 0.8], peak: [0.85, 0.95], declining: [0.75, 0.5] };
  const [a, b] = span[level];
  return Math.round((a + (b - a) * progress) * 100) / 100;
}

/** Season of a date in the northern hemisphere (the catalogue's seasons). */
export function seasonOf(date: Date): Exclude<TrendSeason, 'year-round'> {
  const m = date.getUTCMonth();
  if (m >= 2 && m <= 4) return 'spring';
  if (m >= 5 && m <= 7) return 'summer';
  if (m >= 8 && m <= 10) return 'fall';
  return 'winter';
}

const NEXT: Record<Exclude<TrendSeason, 'year-round'>, Exclude<TrendSeason, 'year-round'>> = { spring: 'summer', summer: 'fall', fall: 'winter', winter: 'spring' };
export const nextSeason = (s: Exclude<TrendSeason, 'year-round'>) => NEXT[s];

/** Trends live on `date`, with level and confidence. */
export function activeTrends(date: Date): (CatalogueTrend & { trendLevel: TrendLevel; confidenceScore: number })[] {
  return TREND_CATALOGUE.flatMap((t) => {
    const at = trendLevelAt(t, date);
    return at ? [{ ...t, trendLevel: at.level, confidenceScore: trendConfidence(at.level, at.progress) }] : [];
  });
}

/** The trend's image: a swatch of its colours drawn as SVG (no invented photos), as a data URL. */
export function trendSwatch(colors: readonly string[]): string {
  const safe = colors.filter((c) => /^#[0-9a-f]{6}$/i.test(c)).slice(0, 5);
  const list = safe.length ? safe : ['#8a8a8a'];
  const w = 120 / list.length;
  const rects = list.map((c, i) => `<rect x="${(i * w).toFixed(2)}" y="0" width="${(w + 0.5).toFixed(2)}" height="80" fill="${c}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">${rects}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

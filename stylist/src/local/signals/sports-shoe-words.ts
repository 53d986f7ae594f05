import type { RatingOccasion } from '@fitrater/contracts';
import type { GarmentId } from '../lexicon/garments';
import { normalise } from '../lexicon/normalise';
import { SPORT_KIT } from '../scoring/sport-kit';
import { reread } from './piece-company';
import type { GarmentMention } from './types';

/**
 * Each language's word for any sports shoe, read as sneakers in town: Arabic «حذاء رياضي» ("sports shoe"), Chinese 运动鞋,
 * Korean 운동화, Spanish deportivas and zapatillas, Portuguese and Latin American tênis, Italian scarpe da ginnastica, German
 * Turnschuhe, British trainers. Said for a run or a workout, it
 * is the sport's own shoe (a runner means running shoes), not fashion sneakers judged unfit for the track; a fashion
 * sneaker word (سنيكرز, sneakers, 小白鞋) keeps its meaning.
 */
const SPORTS_SHOE_WORDS: ReadonlySet<string> = new Set(['حذاء رياضي', 'الحذاء الرياضي', 'حذائي الرياضي', 'أحذية رياضية', 'الأحذية الرياضية', '运动鞋', '운동화', 'deportivas', 'scarpe da ginnastica', 'turnschuhe', 'trainers', 'zapatillas', 'tênis', 'tenis'].map(normalise));

/** Marks the sneakers named by a language's word for any sports shoe (readDescription, with each mention's word). */
export function markSportsShoeWords(mentions: GarmentMention[], patterns: readonly string[]): void {
  mentions.forEach((m, i) => {
    if (m.garment === 'sneakers' && SPORTS_SHOE_WORDS.has(normalise(patterns[i] ?? ''))) m.sportsShoe = true;
  });
}

/**
 * At a sport, a shoe named by the sports-shoe word is that sport's shoe (running shoes for a run, the gym or tennis; cleats
 * on a pitch), and plain shorts are its shorts, as kit beside kit already reads them (piece-company.ts). Elsewhere nothing
 * changes.
 */
export function sportsShoesAt(mentions: GarmentMention[], occasion: RatingOccasion | null): void {
  const kit = occasion ? SPORT_KIT[occasion] : undefined;
  const shoe = kit && (['runningShoes', 'cleats'] as const satisfies readonly GarmentId[]).find((g) => kit.includes(g));
  // Beside kit the word may already read as a pitch's shoe (piece-company.ts); the occasion says which sport it is for.
  const named = (m: GarmentMention) => m.sportsShoe && (m.garment === 'sneakers' || m.garment === 'cleats');
  if (!shoe || !mentions.some(named)) return;
  for (const m of mentions) {
    // A shoe already the sport's own (court shoes at tennis) stays it; fashion's word becomes the runner's shoe.
    if (named(m) && !kit.includes(m.garment)) reread(m, shoe);
    else if (m.garment === 'shorts' && !m.colours.includes('denim') && !m.linen && kit.includes('sportsShorts')) reread(m, 'sportsShorts');
  }
}

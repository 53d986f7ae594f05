import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';
import { GARMENTS } from '../lexicon/garments';

interface Hit { entry: LexiconEntry; start: number; end: number }

/** The bare words for jeans that, joined to another piece, name its cloth. */
const JEANS_WORDS: ReadonlySet<string> = new Set(['jean', 'jeans', 'جينز', 'デニム']);
/** Languages that put the jeans word straight after the piece it makes ("saia jeans", "سالوبيت جينز"). */
const JEANS_AFTER: ReadonlySet<Language> = new Set(['pt', 'ar']);
/** Cloth prepositions: "jupe en jean", "gonna di jeans", "saia de jeans", "Rock aus Jeans". */
const CLOTH_PREPOSITION = /^(?:en|di|de|em|in|aus)$/;
/** The bare words for heels that, after a shoe, say it has a heel: "botas de salto", "bottes à talons". */
const HEEL_WORDS: ReadonlySet<string> = new Set(['salto', 'saltos', 'salto alto', 'saltos altos', 'talon', 'talons', 'talon haut', 'talons hauts', 'tacon', 'tacones', 'tacco', 'tacchi', 'absatz', 'كعب']);
/** What joins the heel to its shoe: a preposition, or Arabic's ب (with) written against the heel (بكعب). */
const HEEL_LINK = /^(?:de|à|a|com|con|col|mit|ب)$/u;
/** Japanese and Chinese say the heel before the shoe: ヒール付きのサンダル, 带跟的凉鞋. */
const HEEL_BEFORE: ReadonlySet<string> = new Set(['ヒール', '带跟', '有跟']);
const HEEL_BEFORE_LINK = /^(?:付きの|付き|の|的|)$/u;

const previousGarment = (hits: readonly Hit[], h: Hit): Hit | undefined =>
  hits.filter((o) => o.entry.kind === 'garment' && o.end <= h.start && o !== h).at(-1);

const nextGarment = (hits: readonly Hit[], h: Hit): Hit | undefined =>
  hits.filter((o) => o.entry.kind === 'garment' && o.start >= h.end && o !== h).sort((a, b) => a.start - b.start)[0];

/** The words between two spans once colours and other described qualities are left out ("bottes marron à" → "à"). */
function linkBetween(text: string, hits: readonly Hit[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) if (!hits.some((o) => o.entry.kind !== 'garment' && o.start <= i && i < o.end)) out += text[i];
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * "Jupe en jean", "gonna di jeans", "saia jeans", "سالوبيت جينز", "デニムのサロペット": the jeans word joined to another piece
 * names that piece's cloth (denim), not a second pair of trousers. Joined by a cloth preposition in any language; straight
 * after the piece in Portuguese and Arabic, which use "jeans" as the adjective (an English list typed without commas is
 * left alone); before the piece with の in Japanese.
 */
export function jeansAsCloth(text: string, hits: Hit[], language?: Language): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'jeans' || !JEANS_WORDS.has(h.entry.pattern)) continue;
    const before = previousGarment(hits, h);
    const after = language === 'ja' ? nextGarment(hits, h) : undefined;
    const clothOfBefore = !!before && before.entry.kind === 'garment' && before.entry.id !== 'jeans' &&
      (CLOTH_PREPOSITION.test(linkBetween(text, hits, before.end, h.start)) || (JEANS_AFTER.has(language!) && linkBetween(text, hits, before.end, h.start) === ''));
    const clothOfAfter = !!after && after.entry.kind === 'garment' && after.entry.id !== 'jeans' && /^の?$/u.test(linkBetween(text, hits, h.end, after.start));
    if (clothOfBefore || clothOfAfter) h.entry = { kind: 'colour', id: 'denim', pattern: h.entry.pattern };
  }
}

/**
 * "Botas marrons de salto", "bottes marron à talons", "Stiefeletten mit Absatz": a heel said of the shoe next to it makes
 * that shoe dressier; it is not a second pair of shoes (pumps). The heel word is read as a dressy detail of the piece,
 * and sandals with a heel ("sandalias con tacón", "sandali argento col tacco", "Sandaletten mit Absatz", ヒール付きの
 * サンダル, 带跟的凉鞋) are the evening shoes heeled sandals are, as "heeled sandals" already read.
 */
export function heelOfAShoe(text: string, hits: Hit[]): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'heels') continue;
    const after = HEEL_WORDS.has(h.entry.pattern) ? previousGarment(hits, h) : undefined;
    const before = HEEL_BEFORE.has(h.entry.pattern) ? nextGarment(hits, h) : undefined;
    const shoe = after ?? before;
    if (!shoe || shoe.entry.kind !== 'garment' || !GARMENTS[shoe.entry.id].components.includes('footwear')) continue;
    const link = after ? linkBetween(text, hits, shoe.end, h.start) : linkBetween(text, hits, h.end, shoe.start);
    if (!(after ? HEEL_LINK : HEEL_BEFORE_LINK).test(link)) continue;
    if (shoe.entry.id === 'sandals') shoe.entry = { kind: 'garment', id: 'heels', pattern: shoe.entry.pattern };
    h.entry = { kind: 'dressy', pattern: h.entry.pattern };
    // The heel is part of the shoe's name, so a colour said after it is the shoe's ("sandalias con tacón doradas").
    if (after) shoe.end = h.end;
  }
}

/** Japanese and Chinese name a jewel's material as a jewel of its own: パールのネックレス, 珍珠耳环 (pearl earrings). */
const JEWEL_MATERIAL_LINK = /^(?:の|的|)$/u;

/**
 * パールのネックレス and 珍珠耳环 are one piece, pearl earrings, not "jewellery and jewellery": a jewellery word joined
 * straight to the jewellery word after it (or by の, 的) says what that piece is made of.
 */
export function jewelOfItsMaterial(text: string, hits: Hit[]): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'jewellery') continue;
    const next = nextGarment(hits, h);
    if (next?.entry.kind !== 'garment' || next.entry.id !== 'jewellery') continue;
    if (JEWEL_MATERIAL_LINK.test(linkBetween(text, hits, h.end, next.start))) h.entry = { kind: 'dressy', pattern: h.entry.pattern };
  }
}

/** A hood said after a sweatshirt, past its colour: "moletom cinza com capuz", "sweat gris à capuche", "sweatshirt with a hood". */
const WITH_A_HOOD = /^(?:com|con|à|a|with a|with|mit|con il|col) (?:capuz|capuche|capuchon|capucha|hood|kapuze|cappuccio)(?!\p{L})/u;

/** A sweatshirt with a hood is a hoodie, however the colour splits the two words. */
export function hoodOfASweatshirt(text: string, hits: Hit[]): void {
  for (const h of hits) {
    if (h.entry.kind !== 'garment' || h.entry.id !== 'sweatshirt') continue;
    const next = nextGarment(hits, h);
    const link = linkBetween(text, hits, h.end, Math.min(next?.start ?? text.length, h.end + 40));
    if (WITH_A_HOOD.test(link)) h.entry = { kind: 'garment', id: 'hoodie', pattern: h.entry.pattern };
  }
}

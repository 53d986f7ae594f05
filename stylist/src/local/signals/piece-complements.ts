import type { Language } from '@fitrater/contracts';
import type { LexiconEntry } from '../lexicon';
import { GARMENTS, nameSaysColour } from '../lexicon/garments';
import { isFirstPart } from '../lexicon/german-compounds';
import { CLOTH_PREPOSITION, HEEL_BEFORE, HEEL_BEFORE_LINK, HEEL_LINK, HEEL_WORDS, JEANS_AFTER, JEANS_CLOTH, JEWEL_MATERIAL_LINK } from './reading-words';

interface Hit { entry: LexiconEntry; start: number; end: number }

/**
 * Words describing the shoe may stand before that link ("zapatos destalonados de tacón", "botas de cano curto com salto",
 * "بوت كاحل بكعب"), but not a comma or a conjunction, which start another piece.
 */
const DESCRIBED_THEN = /^(?:[^\s,.;:!?،؛؟]+ ){0,3}(\S+)$/u;
const ANOTHER_PIECE = /(?:^| )(?:and|y|e|et|und|o|or|ou|oder|و)(?: |$)/u;
const heelLink = (link: string): boolean => {
  const last = DESCRIBED_THEN.exec(link)?.[1];
  return !!last && HEEL_LINK.test(last) && !ANOTHER_PIECE.test(link);
};
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
    if (h.entry.kind !== 'garment' || h.entry.id !== 'jeans' || !JEANS_CLOTH.has(h.entry.pattern)) continue;
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
    if (!(after ? heelLink(link) : HEEL_BEFORE_LINK.test(link))) continue;
    // Shoes with a heel are heels, as "zapatos de tacón" already read.
    if (shoe.entry.id === 'sandals' || shoe.entry.id === 'shoes') shoe.entry = { kind: 'garment', id: 'heels', pattern: shoe.entry.pattern };
    h.entry = { kind: 'dressy', pattern: h.entry.pattern };
    // The heel is part of the shoe's name, so a colour said after it is the shoe's ("sandalias con tacón doradas").
    if (after) shoe.end = h.end;
  }
}

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

/** German first parts that say the piece is denim: a Jeansrock, a Jeans-Latzhose, a Denimjacke. */
const DENIM_FIRST = /^(?:jeans|denim)/u;

/**
 * German names a denim piece by a compound that starts with Jeans (Jeansrock, Jeans-Latzhose, Jeansshorts): that first
 * part is the piece's cloth, read as the denim colour said inside its name (so a colour said of the piece still wins:
 * "schwarzer Jeansrock" is black). Jeans and a Jeansjacke already say denim by their name.
 */
export function germanDenimCompounds(text: string, hits: readonly Hit[]): Hit[] {
  const out: Hit[] = [];
  for (const h of hits) {
    if (h.entry.kind !== 'garment') continue;
    const denim = { kind: 'colour', id: 'denim', pattern: h.entry.pattern } as const;
    if (h.entry.id === 'jeans' && isFirstPart(text, h.start, h.end)) out.push({ entry: denim, start: h.start, end: h.end });
    else if (DENIM_FIRST.test(h.entry.pattern) && h.entry.pattern.length > 6 && !/\s/u.test(h.entry.pattern) && !nameSaysColour(h.entry.id, 'denim')) out.push({ entry: denim, start: h.start, end: h.start + 5 });
  }
  return out;
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

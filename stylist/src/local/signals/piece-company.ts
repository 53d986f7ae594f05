import { GARMENTS, type GarmentId } from '../lexicon/garments';
import type { GarmentMention } from './types';
import { JACKET_OF_TAILORING } from './reading-words';
import { statementPrinted } from './piece-pattern';

/** Pieces that only sport is played in: beside one of them, the plain words for socks and shorts mean the kit's own. */
const KIT: ReadonlySet<GarmentId> = new Set(['sportsKit', 'sportsTop', 'sportsShorts', 'cleats', 'runningShoes', 'leggings', 'runningJacket', 'tennisSkirt', 'sportsSocks', 'sportsGear']);
/** Sock words that say dress socks whatever the company ('dark socks', 'calcetines de vestir', ビジネスソックス). */
const DRESS_SOCKS = /dark|dress|black|oscur|vestir|negr|scur|ner[ei]|da uomo|anzug|schwarz|dunkl|sombr|habill|social|ビジネス|濃い|黒|正装|商务|정장|검정|رسمي/u;
/** Hosiery words that are socks when worn with kit: Spanish "medias" are football socks on a pitch. */
const SOCK_HOSIERY: ReadonlySet<string> = new Set(['medias']);

/**
 * "Team jersey, shorts, socks and cleats", "camiseta del equipo, short, medias y tacos": a stylist hears football kit, and
 * the plain socks and shorts named beside a piece only sport is played in are that sport's socks and shorts, not dress
 * socks and city shorts judged unfit for the pitch. Socks said to be dark or for a suit keep their word's meaning, and
 * denim shorts stay shorts. A bare "top" beside them (Brazilian fitness "legging, top, corta-vento") is the training top.
 */
export function kitKeepsItsCompany(mentions: GarmentMention[], patterns: readonly string[]): void {
  if (!mentions.some((m) => KIT.has(m.garment))) return;
  // A piece worn only for sport says sport; leggings, socks, a smartwatch or a gym bag are worn everywhere (with jeans, a
  // long jumper and boots to the shops), and everyday trousers, jeans or a skirt say it is not a kit.
  const sport = mentions.some((m, i) => SPORT_ONLY.has(m.garment) || (m.garment === 'sportsGear' && SHIN_GUARD.test(patterns[i] ?? '')))
    && !mentions.some((m) => m.components.includes('bottom') && !(GARMENTS[m.garment].tags as readonly string[]).includes('athletic') && m.garment !== 'shorts');
  // Beside a runner's jacket or a piece named for running they are running shoes; beside a pitch's or a court's kit, that
  // sport's shoes.
  const running = mentions.some((m, i) => m.garment === 'runningJacket' || m.garment === 'windbreaker' || (KIT.has(m.garment) && RUNNING_WORD.test(patterns[i] ?? '')));
  mentions.forEach((m, i) => {
    const word = patterns[i] ?? '';
    const plainSocks = (m.garment === 'dressSocks' && !DRESS_SOCKS.test(word)) || (m.garment === 'hosiery' && SOCK_HOSIERY.has(word));
    const plainShorts = m.garment === 'shorts' && !m.colours.includes('denim');
    if (plainSocks) reread(m, 'sportsSocks');
    else if (plainShorts) reread(m, 'sportsShorts');
    else if (sport && m.garment === 'top' && !m.finish) reread(m, 'sportsTop');
    else if (sport && KIT_SHOES.has(m.garment) && !FASHION_SHOES.test(word) && !m.material) reread(m, running ? 'runningShoes' : 'cleats');
  });
}

/**
 * Plain trainers and boots named with a sport's kit: "leggings, sports bra, running jacket and trainers", "basketball
 * jersey, mesh shorts and high tops", "kit, shin pads, socks and boots" (British football boots). A stylist hears the
 * sport's own shoes, not fashion sneakers or city boots unfit for the track; they are read as running shoes beside a
 * runner's jacket and as sports shoes (cleats, court shoes) otherwise. Shoes named
 * for fashion (canvas, skate, leather) keep their meaning.
 */
const KIT_SHOES: ReadonlySet<GarmentId> = new Set(['sneakers', 'boots']);
const SPORT_ONLY: ReadonlySet<GarmentId> = new Set(['sportsKit', 'sportsTop', 'sportsShorts', 'tennisSkirt', 'runningJacket', 'cleats', 'runningShoes']);
const SHIN_GUARD = /shin|tibia|espinillera|canillera|schienbein|parastinch|caneleira|정강이|신가드|واقي ساق|واقيات الساق|护腿|すね/u;
const RUNNING_WORD = /running|run|course|corsa|corrida|correr|lauf|跑|ランニング|러닝|جري/u;
const FASHION_SHOES = /canvas|toile|lona|tela|leinen|skate|chelsea|ankle|bottines|botines|stivalet|stiefelet|ugg|slip-on/u;

/** Pieces whose level a shirt worn under them takes. */
const TAILORING: ReadonlySet<GarmentId> = new Set(['suit', 'tuxedo']);
const UNDER_TAILORING: ReadonlySet<GarmentId> = new Set(['shirt', 'blouse', 'top']);

/**
 * A shirt named with a suit or a tuxedo is the shirt that suit is worn with: a white shirt under a tuxedo is the dress
 * shirt black tie asks for, not a casual piece that lowers the look (naming it took 0.3 off the same tuxedo). So is the
 * plain top worn under a trouser suit ("tailleur pantalon beige, top en soie"). It is judged at the tailoring's level;
 * its colour and condition are still its own.
 */
export function shirtUnderTailoring(mentions: GarmentMention[]): void {
  const level = Math.max(0, ...mentions.filter((m) => TAILORING.has(m.garment)).map((m) => m.formality));
  if (!level) return;
  for (const m of mentions) if (UNDER_TAILORING.has(m.garment) && !m.finish) m.formality = Math.max(m.formality, level);
}

/** Reads a mention as another garment, with that garment's parts and formality. */
export function reread(m: GarmentMention, id: GarmentId): void {
  m.garment = id;
  m.components = [...GARMENTS[id].components];
  m.formality = GARMENTS[id].formality;
}

/** Pieces that say the jacket named beside them is the tailored one (a blazer), in every language. */
export const TAILORED_COMPANY: ReadonlySet<GarmentId> = new Set(['suit', 'tuxedo', 'trousers', 'shirt', 'blouse', 'waistcoat', 'pencilSkirt', 'tie', 'bowTie', 'pocketSquare', 'oxfords', 'loafers', 'heels', 'patent']);

/**
 * "Giacca blu navy, camicia bianca, pantaloni con le pinces e mocassini": Italian says giacca for the tailored jacket
 * ("giacca e cravatta" is business dress), as French says veste and Spanish chaqueta; read as a casual jacket it was
 * called too casual for the office. Beside tailoring it is the blazer; beside jeans, a T-shirt and trainers alone it stays
 * a jacket, and a finish or a statement print said of it keeps its own reading (a giacca leopardata is a leopard jacket,
 * not a blazer: tailoring is not cut in leopard).
 */
export function jacketBesideTailoring(mentions: GarmentMention[], patterns: readonly string[]): void {
  if (!mentions.some((m) => TAILORED_COMPANY.has(m.garment))) return;
  mentions.forEach((m, i) => {
    if (m.garment === 'jacket' && !m.finish && !statementPrinted([m]).length && JACKET_OF_TAILORING.has(patterns[i] ?? '')) reread(m, 'blazer');
  });
}

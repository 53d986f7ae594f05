import type { AnimalPrint } from '../lexicon/animal-print';
import type { RatingOccasion } from '@fitrater/contracts';
import type { ColourId } from '../colour/names';
import type { GarmentId } from '../lexicon/garments';
import type { Grammar } from '../grammar/types';
import type { FinishMaterial } from '../lexicon/finish-materials';
import type { GermanCompound } from '../lexicon/german-compound';

/**
 * Every sentence the local stylist can write. Each key has one or more variants; the writer
 * picks one with a hash of the request, so the same input always reads the same and different
 * inputs read differently. Placeholders: {occasion} {garment} {colours} {accent} {base} {point}.
 * A language file missing a key does not compile.
 */
export const PHRASE_KEYS = [
  'summary.excellent', 'summary.good', 'summary.fair', 'summary.weak', 'summary.colourClash',
  'text.described', 'text.noGarments', 'text.onePiece',
  'fit.good', 'fit.tooCasual', 'fit.tooFormal', 'fit.sportWanted', 'fit.sportOut', 'fit.tooLoud', 'fit.soaks', 'fit.tooBare',
  'harmony.monochrome', 'harmony.colourOnNeutrals', 'harmony.neutral', 'harmony.neutral-accent', 'harmony.analogous',
  'harmony.complementary', 'harmony.triadic', 'harmony.clash',
  'photo.palette', 'contrast.low', 'contrast.balanced', 'contrast.high',
  'colour.tooLoud', 'colour.welcome', 'colour.tooQuiet', 'colour.weddingWhite',
  'quality.dark', 'quality.bright', 'quality.blurry', 'quality.small',
  'limits.photoOnly', 'limits.textOnly',
  'comp.notMentioned', 'comp.notLocated', 'cond.worn', 'cond.creased',
  'sugg.up.top', 'sugg.up.bottom', 'sugg.up.footwear', 'sugg.up.footwearWithDress', 'sugg.up.accessories', 'sugg.up.rainLayer',
  'sugg.down.top', 'sugg.down.bottom', 'sugg.down.footwear', 'sugg.down.loafers', 'sugg.down.accessories',
  'sugg.sport.top', 'sugg.sport.bottom', 'sugg.sport.footwear', 'sugg.sport.accessories',
  'sugg.up.onePiece', 'sugg.down.onePiece', 'sugg.light.top', 'sugg.light.bottom',
  'sugg.keep', 'sugg.plainPiece', 'sugg.cover', 'sugg.trail', 'sugg.rainShoes', 'sugg.clean', 'sugg.press', 'sugg.calmColours', 'sugg.addAccent', 'sugg.addContrast', 'sugg.betterPhoto', 'sugg.describe',
  'tip',
] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

export type PhraseBank = Record<PhraseKey, readonly [string, ...string[]]>;

export interface LanguagePack {
  phrases: PhraseBank;
  colours: Record<ColourId, string>;
  garments: Record<GarmentId, string>;
  occasions: Record<Exclude<RatingOccasion, 'custom'>, string>;
  /** 'a, b and c' */
  list(items: readonly string[]): string;
  /** A garment in a colour, e.g. 'navy trousers', 'pantalón azul marino' (no agreement needed). */
  garmentIn(garment: string, colour: string): string;
  /** French leaves the colours of one piece said as a list unagreed (une chemise bleu, blanc, rouge); others agree each. */
  listedColoursAgree?: false;
  /** Several colours of one piece said as its modifier, where the language joins them its own way (zh 红白蓝 for 红色、白色和蓝色). */
  listedColours?: (colours: readonly string[]) => string;
  /** The piece named as striped, before its colours are added ('striped shirt', 'chemise à rayures', '条纹衬衫'). */
  striped?: (garment: string) => string;
  /**
   * The piece named with the other prints a member names most, before its colours ('checked shirt', 'robe à fleurs', '波点连衣裙',
   * 'animal-print skirt', 'pantalon camouflage'): an animal print by the family's name, as shops file leopard, zebra and snake.
   */
  printed?: Partial<Record<'checks' | 'florals' | 'dots' | 'animal' | 'camo' | AnimalPrint, (garment: string) => string>>;
  /** A shoe named with its canvas ("white canvas sneakers", "zapatillas de lona"), where the cloth explains a judgement. */
  canvas?: (garment: string) => string;
  /** Heels said as sandals ('sandales dorées à talons'): named as sandals, never as pumps. */
  heeledSandals?: string;
  /** A garment with the finish the member named, before its colour ('sequin dress', 'vestido de lentejuelas'); absent: the plain name. */
  finished?: (garment: string, material: FinishMaterial) => string;
  /** A piece named by the compound the member wrote (German: 'Leinen' + 'Hemd' → 'Leinenhemd'); absent: the plain name. */
  compounded?: (compound: GermanCompound, garment: string) => string;
  /** Shown with a colour share: 'navy (45%)'. */
  share(colour: string, percent: number): string;
  /** Between sentences: a space, or nothing in Chinese and Japanese. */
  sentenceGap: string;
  /** Uppercases the first letter of a sentence where the script has case. */
  capitalise(text: string): string;
  /** Agreement, contractions and elision for the templates (languages/<lang>/grammar.ts); none when absent. */
  grammar?: Grammar;
}

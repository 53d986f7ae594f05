import type { AnimalPrint } from '../animal-print';
import type { FinishMaterial } from '../finish-materials';

/**
 * The small words a description is read by, in one language (languages/<lang>/reading-words.ts): how pieces are joined in
 * a list, how a count of jewellery is said, the stems of crease and tear words, the cloth words that name linen and
 * denim, how a heel or a jewel's material is joined to its piece, and the stems of the finish materials. The readers in
 * signals/ build each matcher from the union of every language's words, so a description written with another language's
 * word is still read. Written as they are matched: lower case, without Latin accents (lexicon/normalise.ts).
 */
export interface ReadingWords {
  /**
   * 'And' and 'with' between two pieces: a negation does not reach past one ('no coat and a scarf' keeps the scarf). Latin
   * words stand between spaces; others are followed by a space (Korean 그리고, Arabic و).
   */
  clauseJoins: readonly string[];
  /**
   * Words that join pieces in a list ('and', 'with', 'or', 'plus'): a colour across one is further from a piece. Latin words
   * stand between spaces; others follow a space and are written against the next word (Arabic و).
   */
  listJoins: readonly string[];
  /** Particles that join two pieces written without spaces (Japanese と, Chinese 配): a colour across one is further away. */
  joinParticles: readonly string[];
  /** A count before a jewellery piece ('three', 'stacked', 'varias', '複数'): several pieces, not one. */
  many: readonly string[];
  /** Stems of crease words ('wrinkl', 'froiss', '皱'): a creased piece is pressed, not replaced. */
  creased: readonly string[];
  /** How tear words open ('ripped', 'roto', '破'): said of denim they name a cut, not wear. */
  tear: readonly string[];
  /** How fade words open ('faded', 'délavé', '물 빠진'): said of denim they name its wash, not wear. */
  fade: readonly string[];
  /** The cloth word for linen ('linen', 'lin', '亚麻'), matched whole. */
  linen: readonly string[];
  /**
   * How canvas is said of a shoe ('canvas', 'lona', 'toile', '帆布', 'キャンバス'), and shoes that are canvas by name
   * ('converse'): canvas soaks through in the rain. Latin words open a word; others are matched anywhere.
   */
  canvas: readonly string[];
  /**
   * How a piece is said to show more skin than a modest occasion allows: a short or mini hem, a body-hugging cut
   * (bodycon, tight), a plunging neckline or a bare back. Latin words are whole words; others are matched anywhere.
   */
  revealing: readonly string[];
  /** The sleeve word as a stem ('sleeve', 'manga', 'armel', '袖'): a short word beside it is the sleeve's length, not the hem's. */
  sleeves: readonly string[];
  /**
   * What stains a piece ('red wine', 'vino tinto', 'Rotwein', '赤ワイン'): a colour said of it beside a stain word is the
   * stain's colour, not the piece's ("a shirt with a red wine stain" is not a red shirt).
   */
  stainSources: readonly string[];
  /** The sandal word inside a heel's name ('heeled sandals', 'sandales à talons', 高跟凉鞋): a heeled sandal is no pump. */
  sandals: readonly string[];
  /** How each animal is said inside an animal-print word (leopard in 'leopardata', 豹 in 豹纹), to name it back. */
  animals: Readonly<Record<AnimalPrint, readonly string[]>>;
  /** The bare jeans words that, joined to another piece, name its cloth ('jupe en jean'). */
  jeansCloth: readonly string[];
  /** The language puts the jeans word straight after the piece it makes ('saia jeans', 'سالوبيت جينز'). */
  jeansAfterPiece: boolean;
  /** Prepositions that join a cloth to its piece ('en', 'di', 'aus'). */
  clothPrepositions: readonly string[];
  /** Bare heel words said after a shoe ('salto', 'talons', 'Absatz'), and what joins them to it ('de', 'mit', Arabic ب). */
  heelsAfter: readonly string[];
  heelLinks: readonly string[];
  /** Heel words said before the shoe (ヒール付きの, 带跟的), and what joins them to it besides nothing (の, 的). */
  heelsBefore: readonly string[];
  heelBeforeLinks: readonly string[];
  /** What joins a jewel's material to the jewel besides nothing (パールのネックレス, 珍珠的耳环). */
  jewelMaterialLinks: readonly string[];
  /** Stems that tell the finish materials apart in this language's finish words ('lentejuela' a sequin, 'samt' velvet). */
  finishStems: Readonly<Record<FinishMaterial, readonly string[]>>;
  /**
   * Finish words written into a garment's name (German Paillettenkleid, Samtblazer): the compound is opened at the finish
   * so the garment after it is read.
   */
  finishPrefixes: readonly string[];
  /**
   * Particles a one-syllable garment word may carry and still be a word of its own (Korean 힐에, 진이랑): inside other
   * words the syllable is something else (사진 photo).
   */
  particles: readonly string[];
  /** Words that, written straight before the jacket word, say it is tailored (Japanese テーラードジャケット). */
  tailoredJacketPrefixes: readonly string[];
  /**
   * The everyday jacket word that names the tailored jacket when the rest of the outfit is tailoring (Italian 'giacca':
   * "giacca e cravatta" is business dress; French 'veste', Spanish 'chaqueta'). Beside jeans and trainers it stays a jacket.
   */
  jacketOfTailoring: readonly string[];
}

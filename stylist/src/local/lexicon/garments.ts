import type { RatingComponent } from '@fitrater/contracts';

/**
 * Garments the description lexicon knows. Formality: 0 athletic, 1 casual, 2 smart casual,
 * 3 business / formal, 4 black tie. Tags say where a garment belongs beyond formality.
 * 'traditional' is national and religious dress (a thobe with a ghutra, an abaya, a hijab): worn to everything its wearer
 * goes to, so it is judged at whatever level the occasion asks. 'bridal' is what only the bride wears.
 * The words for each garment live in each language's folder: its display name (languages/<lang>/names.ts) and
 * its other spellings, synonyms and inflections (languages/<lang>/lexicon.ts, checked when the lexicon is built).
 */
export type GarmentTag = 'athletic' | 'outdoor' | 'beach' | 'tailored' | 'evening' | 'home' | 'traditional' | 'bridal';

export interface GarmentEntry {
  components: readonly RatingComponent[];
  formality: number;
  tags: readonly GarmentTag[];
}

const T: readonly RatingComponent[] = ['top'];
const B: readonly RatingComponent[] = ['bottom'];
const F: readonly RatingComponent[] = ['footwear'];
const A: readonly RatingComponent[] = ['accessories'];
const TB: readonly RatingComponent[] = ['top', 'bottom'];

export const GARMENTS = {
  tuxedo: { components: TB, formality: 4, tags: ['tailored', 'evening'] },
  gown: { components: TB, formality: 4, tags: ['evening'] },
  suit: { components: TB, formality: 3.3, tags: ['tailored'] },
  // The bride's dress and veil: the most formal thing at a wedding, and white only for her (signals/couple.ts).
  weddingDress: { components: TB, formality: 3.8, tags: ['evening', 'bridal'] },
  // Gulf national dress: the thobe (thawb, dishdasha, kandura) with a ghutra or shemagh held by the agal is what men wear
  // to the office, to a wedding and to the mosque; the abaya over a woman's clothes and the hijab or shayla likewise.
  thobe: { components: TB, formality: 2.8, tags: ['traditional'] },
  abaya: { components: TB, formality: 2.6, tags: ['traditional'] },
  cocktailDress: { components: TB, formality: 3, tags: ['evening'] },
  dress: { components: TB, formality: 2.4, tags: [] },
  sundress: { components: TB, formality: 1, tags: ['beach'] },
  jumpsuit: { components: TB, formality: 2, tags: [] },
  // A matching knitted top and skirt or trousers (针织套装, ニットセットアップ): a soft co-ord, smart casual, never a suit.
  knitSet: { components: TB, formality: 1.9, tags: [] },
  // Trousers with a bib and braces: one piece like a jumpsuit, but workwear by birth and casual wherever it goes.
  dungarees: { components: TB, formality: 1.1, tags: [] },
  tracksuit: { components: TB, formality: 0.2, tags: ['athletic'] },
  // A team's or a school's kit (UK "football kit", "PE kit", bare "kit"): the sport's shirt and shorts together, sportswear.
  sportsKit: { components: TB, formality: 0, tags: ['athletic'] },
  swimsuit: { components: TB, formality: 0.5, tags: ['beach'] },
  // What goes over a swimsuit between the water and the bar (kaftan, sarong, pareo, beach tunic): beachwear, one piece.
  coverUp: { components: TB, formality: 0.7, tags: ['beach'] },
  // Sleep and lounge wear (pyjamas, a dressing gown, a onesie): worn at home; out of the house it is out of place at any
  // occasion, a workout included (it is not sportswear).
  pyjamas: { components: TB, formality: 0, tags: ['home'] },
  tshirt: { components: T, formality: 1, tags: [] },
  tank: { components: T, formality: 0.7, tags: [] },
  sportsTop: { components: T, formality: 0, tags: ['athletic'] },
  shirt: { components: T, formality: 2.6, tags: ['tailored'] },
  // The soft checked cotton shirt (US "flannel"): a weekend shirt worn open or over a tee, not the tailored shirt of a suit.
  flannelShirt: { components: T, formality: 1.3, tags: [] },
  blouse: { components: T, formality: 2.6, tags: [] },
  polo: { components: T, formality: 1.6, tags: [] },
  turtleneck: { components: T, formality: 2.2, tags: [] },
  sweater: { components: T, formality: 1.7, tags: [] },
  cardigan: { components: T, formality: 1.9, tags: [] },
  hoodie: { components: T, formality: 0.7, tags: [] },
  sweatshirt: { components: T, formality: 0.8, tags: [] },
  crop: { components: T, formality: 1.2, tags: [] },
  top: { components: T, formality: 1.6, tags: [] },
  blazer: { components: T, formality: 3, tags: ['tailored'] },
  waistcoat: { components: T, formality: 3.2, tags: ['tailored'] },
  jacket: { components: T, formality: 1.6, tags: [] },
  leatherJacket: { components: T, formality: 1.5, tags: [] },
  denimJacket: { components: T, formality: 1.1, tags: [] },
  coat: { components: T, formality: 2.6, tags: [] },
  trench: { components: T, formality: 2.7, tags: [] },
  puffer: { components: T, formality: 1, tags: ['outdoor'] },
  // A fleece is a mid-layer for the trail and the weekend, warm without being a padded down jacket.
  fleece: { components: T, formality: 0.9, tags: ['outdoor'] },
  // A waterproof hardshell (冲锋衣, マウンテンパーカー, 바람막이): mountain gear, right on the trail, too technical for the office.
  shellJacket: { components: T, formality: 0.7, tags: ['outdoor'] },
  // A plain hooded rain jacket (chubasquero, Regenjacke, レインジャケット): the city's waterproof, a notch under the mac; on a
  // rainy day it is the commute layer over office clothes, where a technical hardshell still reads as mountain gear.
  rainJacket: { components: T, formality: 1.4, tags: ['outdoor'] },
  // A light zip jacket against the wind (cortavientos, Windjacke, 바람막이): casual outerwear of the weekend and the park,
  // and the runner's and walker's shell; not the running jacket of a kit, nor a trench (风衣).
  windbreaker: { components: T, formality: 0.8, tags: [] },
  jeans: { components: B, formality: 1.2, tags: [] },
  trousers: { components: B, formality: 2.6, tags: ['tailored'] },
  // Wide-leg and palazzo trousers: a relaxed, fluid trouser worn from the weekend to the office, between chinos and tailoring.
  wideLegTrousers: { components: B, formality: 2.2, tags: [] },
  chinos: { components: B, formality: 2, tags: [] },
  cargo: { components: B, formality: 0.9, tags: ['outdoor'] },
  // Quick-dry, stretch hiking trousers (速干裤, 登山裤, Wanderhose): trail kit, not the pocketed cargo trouser of the street.
  hikingTrousers: { components: B, formality: 0.4, tags: ['outdoor'] },
  shorts: { components: B, formality: 0.8, tags: [] },
  sportsShorts: { components: B, formality: 0, tags: ['athletic'] },
  leggings: { components: B, formality: 0.3, tags: ['athletic'] },
  joggers: { components: B, formality: 0.3, tags: ['athletic'] },
  skirt: { components: B, formality: 2, tags: [] },
  pencilSkirt: { components: B, formality: 2.9, tags: ['tailored'] },
  miniSkirt: { components: B, formality: 1.4, tags: [] },
  oxfords: { components: F, formality: 3.4, tags: ['tailored'] },
  patent: { components: F, formality: 4, tags: ['evening'] },
  loafers: { components: F, formality: 2.7, tags: [] },
  // The velvet (smoking, Albert) slipper: with patent shoes, the correct shoe with a dinner suit at black tie.
  eveningSlippers: { components: F, formality: 3.7, tags: ['evening'] },
  // House slippers: worn at home, like pyjamas. (A velvet or smoking slipper is an evening shoe, and German Slipper a loafer.)
  houseSlippers: { components: F, formality: 0, tags: ['home'] },
  heels: { components: F, formality: 3, tags: ['evening'] },
  flats: { components: F, formality: 2, tags: [] },
  boots: { components: F, formality: 1.8, tags: [] },
  hikingBoots: { components: F, formality: 0.5, tags: ['outdoor'] },
  // Insulated, waterproof boots for snow and ice: warm and outdoor, no hiking boot (nothing to hike in) and no fashion boot.
  snowBoots: { components: F, formality: 0.6, tags: ['outdoor'] },
  // Rubber rain boots (wellies, Gummistiefel, 雨靴): what a rainy day in town asks for, casual, no hiking boot.
  rainBoots: { components: F, formality: 1.1, tags: [] },
  sneakers: { components: F, formality: 1, tags: [] },
  runningShoes: { components: F, formality: 0, tags: ['athletic'] },
  cleats: { components: F, formality: 0, tags: ['athletic'] },
  sandals: { components: F, formality: 0.9, tags: ['beach'] },
  flipFlops: { components: F, formality: 0.2, tags: ['beach'] },
  // The bisht: the cloak worn over the thobe at weddings, Eid and state occasions, the Gulf's most formal layer.
  bisht: { components: T, formality: 3.8, tags: ['traditional', 'evening'] },
  ghutra: { components: A, formality: 2.8, tags: ['traditional'] },
  hijab: { components: A, formality: 2, tags: ['traditional'] },
  bridalVeil: { components: A, formality: 3.6, tags: ['bridal'] },
  tie: { components: A, formality: 3.4, tags: ['tailored'] },
  bowTie: { components: A, formality: 4, tags: ['evening'] },
  pocketSquare: { components: A, formality: 3.5, tags: ['tailored'] },
  watch: { components: A, formality: 2.3, tags: [] },
  belt: { components: A, formality: 2, tags: [] },
  handbag: { components: A, formality: 2.4, tags: [] },
  clutch: { components: A, formality: 3.2, tags: ['evening'] },
  backpack: { components: A, formality: 0.8, tags: [] },
  // A canvas, straw or beach bag and a waist bag: day and holiday bags, not the structured handbag of the office.
  casualBag: { components: A, formality: 1.2, tags: [] },
  scarf: { components: A, formality: 1.9, tags: [] },
  hat: { components: A, formality: 1.5, tags: [] },
  cap: { components: A, formality: 0.5, tags: ['athletic'] },
  sunglasses: { components: A, formality: 1.3, tags: ['beach'] },
  jewellery: { components: A, formality: 2.5, tags: [] },
  dressSocks: { components: F, formality: 2.4, tags: [] },
  sportsSocks: { components: F, formality: 0, tags: ['athletic'] },
  hosiery: { components: A, formality: 2.6, tags: [] },
  runningJacket: { components: T, formality: 0.2, tags: ['athletic'] },
  raincoat: { components: T, formality: 1.5, tags: ['outdoor'] },
  tennisSkirt: { components: B, formality: 0.2, tags: ['athletic'] },
  shoes: { components: F, formality: 2, tags: [] },
  umbrella: { components: A, formality: 1.8, tags: [] },
  sportsGear: { components: A, formality: 0, tags: ['athletic'] },
} as const satisfies Record<string, GarmentEntry>;

export type GarmentId = keyof typeof GARMENTS;
export const GARMENT_IDS = Object.keys(GARMENTS) as GarmentId[];

/** Pieces made of denim: in the denim colour their name already says it ("jean bleu jean", "vaqueros azul vaquero"). */
const DENIM_PIECES: ReadonlySet<GarmentId> = new Set(['jeans', 'denimJacket']);

/** Whether a garment is made of denim by its kind (jeans, a denim jacket). */
export const isDenimPiece = (garment: GarmentId): boolean => DENIM_PIECES.has(garment);

/** Whether a piece in this colour is named without the colour. */
export const nameSaysColour = (garment: GarmentId, colour: string): boolean => colour === 'denim' && isDenimPiece(garment);

export function garment(id: GarmentId): GarmentEntry {
  return GARMENTS[id];
}

import { STYLING_OCCASION_IDS, type StylingOccasionId } from '@fitrater/contracts';
import { COLOUR_IDS, type ColourId } from '../local/colour/names';
import { GARMENT_ROWS, type KnowledgeGarmentId } from './garment-data';

export type { KnowledgeGarmentId } from './garment-data';

export const GARMENT_SLOTS = ['top', 'bottom', 'dress', 'outer', 'shoes', 'acc'] as const;
export type GarmentSlot = (typeof GARMENT_SLOTS)[number];
export const GARMENT_TAGS = ['sport', 'rainproof', 'swim', 'tailored', 'evening', 'statement', 'layer', 'sustainable', 'heeled', 'openWeave', 'womenswear'] as const;
export type GarmentTag = (typeof GARMENT_TAGS)[number];
export type Coverage = 'bare' | 'partial' | 'full' | 'open' | 'closed' | null;
export const SILHOUETTES = ['fitted', 'straight', 'relaxed', 'a-line', 'wide', 'oversized', 'cropped', 'longline'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

export interface Garment {
  id: KnowledgeGarmentId;
  slot: GarmentSlot;
  /** English name, lower case except proper nouns ("leather Oxford shoes"). */
  name: string;
  /** 0 athletic … 4 black tie. */
  formality: number;
  /** 0 for heat … 4 for frost. */
  warmth: number;
  /** Legs (bottoms, dresses) or feet (shoes); null for the other slots. */
  coverage: Coverage;
  silhouette: Silhouette | null;
  /** Colours it commonly comes in, most typical first. */
  colours: ColourId[];
  occasions: StylingOccasionId[];
  tags: GarmentTag[];
}

/** Short codes used in garment-data.ts, in STYLING_OCCASION_IDS order. */
export const OCCASION_CODES: Record<string, StylingOccasionId> = Object.fromEntries(
  ['bm', 'cw', 'dn', 'wg', 'ji', 'br', 'ep', 'tr', 'gy', 'bp', 'fd', 'cf'].map((code, i) => [code, STYLING_OCCASION_IDS[i]!]),
);

function parseRow(id: KnowledgeGarmentId, line: string): Garment {
  const f = line.split('|');
  const fail = (why: string) => new Error(`garment-data.ts ${id}: ${why}`);
  if (f.length !== 9) throw fail(`expected 9 fields, got ${f.length}`);
  const [slot, name, formality, warmth, coverage, silhouette, colours, occasions, tags] = f as [string, ...string[]] as string[];
  if (!(GARMENT_SLOTS as readonly string[]).includes(slot!)) throw fail(`unknown slot ${slot}`);
  const colourList = colours!.split(' ').filter(Boolean);
  for (const c of colourList) if (!(COLOUR_IDS as readonly string[]).includes(c)) throw fail(`unknown colour ${c}`);
  const occasionList = occasions!.split(' ').filter(Boolean).map((code) => {
    const id = OCCASION_CODES[code];
    if (!id) throw fail(`unknown occasion code ${code}`);
    return id;
  });
  const tagList = tags!.split(' ').filter(Boolean);
  for (const t of tagList) if (!(GARMENT_TAGS as readonly string[]).includes(t)) throw fail(`unknown tag ${t}`);
  return {
    id,
    slot: slot as GarmentSlot,
    name: name!,
    formality: Number(formality),
    warmth: Number(warmth),
    coverage: coverage === '-' ? null : (coverage as Coverage),
    silhouette: silhouette === '-' ? null : (silhouette as Silhouette),
    colours: colourList as ColourId[],
    occasions: occasionList,
    tags: tagList as GarmentTag[],
  };
}

/** Every garment the stylist knows, parsed and checked once. */
export const GARMENTS: readonly Garment[] = (Object.entries(GARMENT_ROWS) as [KnowledgeGarmentId, string][]).map(([id, line]) => parseRow(id, line));

const BY_ID = new Map<string, Garment>(GARMENTS.map((g) => [g.id, g]));

export function garment(id: string): Garment {
  const g = BY_ID.get(id);
  if (!g) throw new Error(`Unknown garment ${id}`);
  return g;
}

export function garmentsFor(slot: GarmentSlot, occasion?: StylingOccasionId): Garment[] {
  return GARMENTS.filter((g) => g.slot === slot && (!occasion || g.occasions.includes(occasion)));
}

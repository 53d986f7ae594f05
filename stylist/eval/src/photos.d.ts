import type { ColourId } from '../../src/local/colour/names';
import type { VisionClient } from '../../src/local/vision/client';
import type { VisionReport } from '../../src/local/vision/types';
import { StylistRefusedError, type Stylist } from '../../src/stylist';
import { type Half } from './split';
type Part = 'top' | 'bottom' | 'footwear';
export interface PhotoLabel {
    what: string;
    noPerson?: boolean;
    others?: boolean;
    onePiece?: boolean | null;
    top?: ColourId[] | null;
    bottom?: ColourId[] | null;
    footwear?: ColourId[] | null;
}
export interface PhotoResult {
    file: string;
    /** Tuning photos' misses may be read to improve the engine; held-out photos only measure it. */
    half: Half;
    label: PhotoLabel;
    report: VisionReport | null;
    /** Any refusal counts: no outfit found (NO_OUTFIT_FOUND) and explicit content (IMAGE_REFUSED) alike. */
    refused: boolean;
    /** The refusal's code, null when the photo was rated. */
    refusal: StylistRefusedError['code'] | null;
    /** Per labelled region: seen when it should be (or not seen when it should not), and the colour named right. */
    garments: {
        part: Part;
        expected: boolean;
        seen: boolean;
        colour: ColourId | null;
        colourRight: boolean | null;
    }[];
}
export declare function loadLabels(dir: URL): Record<string, PhotoLabel>;
/** Sees every labelled photo, rates it, and compares with the hand labels. */
export declare function scorePhotos(dir: URL, client: VisionClient, stylist: Pick<Stylist, 'rate'>): Promise<PhotoResult[]>;
export {};

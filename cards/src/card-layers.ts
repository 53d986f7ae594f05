/**
 * The parts of the card that are the same on every card, drawn by resvg once
 * per process (on first use) and kept as pixels: the backdrop (background,
 * glows, brand and the frame's shadow; 2 MP, ~6 MB of RGB), the frame's
 * gradient border, the text-only placeholder and the frame's rounded-corner
 * mask for the photo. Drawn with each card, they were most of resvg's work:
 * the 2-megapixel canvas, the background's gradients and the photo to decode
 * and clip.
 */
import { renderAsync } from '@resvg/resvg-js';
import { SHARE_CARD_HEIGHT as H, SHARE_CARD_WIDTH as W } from './share-card';
import type { Box } from './box';
import { rgbOf, type Tile } from './canvas';
import { backdropSvg, boxSvg } from './card-svg';
import { cardFontOptions } from './fonts';
import { PHOTO_FRAME as P } from './photo';
import { renderOptions } from './render-options';
import { accentFor, defs, FRAME_BOX, frameBorder, framePlaceholder, frameShadow } from './svg-parts';

export interface CardLayers {
  /** Background, glows, brand and frame shadow: opaque RGB, W×H. */
  backdrop: Buffer;
  /** The frame's gradient border, drawn over the photo. */
  border: Tile;
  /** The frame's content when there is no photo. */
  placeholder: Tile;
  /** How much of each photo pixel the frame's rounded rectangle covers (0–255), P.width×P.height. */
  photoMask: Uint8Array;
}

/** The card's background colour (under the background gradient, as before). */
export const CARD_BACKGROUND = '#110a22';
/** The photo's box on the card. */
export const PHOTO_BOX: Box = { x: P.x, y: P.y, width: P.width, height: P.height };

/** None of these layers use the score colours; any accent completes the gradients. */
const GRADIENTS = defs(accentFor(10));

/** The only text here is the brand's wordmark (Noto Sans Bold). */
const options = (background?: string) => renderOptions(cardFontOptions({ arabic: false, cjk: false }), background);

async function tile(box: Box, body: string): Promise<Tile> {
  const image = await renderAsync(boxSvg(GRADIENTS, box, body), options());
  return { box, rgba: image.pixels };
}

async function drawLayers(): Promise<CardLayers> {
  const full: Box = { x: 0, y: 0, width: W, height: H };
  const [backdrop, border, placeholder, frame] = await Promise.all([
    renderAsync(boxSvg(GRADIENTS, full, backdropSvg() + frameShadow()), options(CARD_BACKGROUND)),
    tile(FRAME_BOX, frameBorder()),
    tile(PHOTO_BOX, framePlaceholder()),
    // The same rounded rectangle as the photo's clip path (defs' #frame), drawn white: its alpha is the coverage.
    tile(PHOTO_BOX, `<rect x="${P.x}" y="${P.y}" width="${P.width}" height="${P.height}" rx="${P.radius}" fill="#fff"/>`),
  ]);
  const photoMask = new Uint8Array(P.width * P.height);
  for (let i = 0; i < photoMask.length; i++) photoMask[i] = frame.rgba[i * 4 + 3]!;
  return { backdrop: rgbOf(backdrop.pixels), border, placeholder, photoMask };
}

let layers: Promise<CardLayers> | null = null;

/** The static layers, drawn on the first call; a failed drawing is tried again on the next. */
export function cardLayers(): Promise<CardLayers> {
  if (!layers) {
    layers = drawLayers();
    layers.catch(() => {
      layers = null;
    });
  }
  return layers;
}

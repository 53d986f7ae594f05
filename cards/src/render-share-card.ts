/**
 * The 1080×1920 share card as PNG. The parts every card shares are drawn
 * once per process (card-layers.ts); for each card, resvg draws only what
 * changes, in the smallest boxes that hold it (score ring with emoji badge,
 * and the text block), sharp resizes the photo straight to raw pixels, and
 * the layers are painted on a copy of the backdrop in the order the card's
 * SVG has them (canvas.ts) before one PNG encode. resvg's cost grows with
 * the pixels of its canvas (each render allocates, paints and copies out 4
 * bytes a pixel in fresh memory), so drawing ~0.8 MP instead of 2 MP per card,
 * with no photo to decode, halves the CPU (cards/bench/card.bench.mjs).
 * No user string goes anywhere but into the escaped text of those SVGs.
 */
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { SHARE_CARD_HEIGHT as H, SHARE_CARD_WIDTH as W, type ShareCardInput } from './share-card';
import { cardFonts } from './card-fonts';
import { cardFontOptions } from './fonts';
import { boxSvg, fullCardSvg, layoutCard, type CardPiece } from './card-svg';
import { CARD_BACKGROUND, cardLayers, PHOTO_BOX } from './card-layers';
import { canvasFrom, drawMasked, drawTile, releaseCanvas, type Tile } from './canvas';
import { photoDataUri, photoPixels, preparePhoto } from './photo';
import { renderOptions } from './render-options';

/** The card as one SVG. The photo is embedded as given (JPEG/PNG only); prepareShareCard downsizes it first. */
export function renderShareCardSvg(input: ShareCardInput): string {
  return fullCardSvg(layoutCard(input), photoDataUri(input.photo));
}

export interface PreparedCard {
  svg: string;
  /** resvg options: our fonts only, no system fonts; no resourcesDir, so nothing else is read from disk. */
  options: ResvgRenderOptions;
  /** Removes the card's temporary font subsets: call once rendered. */
  release(): void;
}

/**
 * The card as one SVG (photo downsized to a JPEG with sharp) and the options
 * to render it with: how cards were drawn before the layers, kept for the
 * bench's bare resvg comparison and as the reference the layered PNG is
 * checked against.
 */
export async function prepareShareCard(input: ShareCardInput): Promise<PreparedCard> {
  const photo = await preparePhoto(input.photo);
  const card = layoutCard(input);
  const fonts = cardFonts(input.language, card.chars, card.boldChars);
  return { svg: fullCardSvg(card, photoDataUri(photo)), options: renderOptions(fonts.font, CARD_BACKGROUND), release: fonts.release };
}

async function drawPiece(gradients: string, piece: CardPiece, font: NonNullable<ResvgRenderOptions['font']>): Promise<Tile> {
  // No background: the piece is painted over the layers below it.
  const image = await renderAsync(boxSvg(gradients, piece.box, piece.body), renderOptions(font));
  return { box: piece.box, rgba: image.pixels };
}

/**
 * zlib level of the card PNG. On a noisy photo (the worst case: photo pixels hardly compress) level 4
 * costs about a third less CPU than the default 6 for a file a few per cent larger, while level 1 grows
 * the file by a third; a smooth photo's card grows a little more, still small for a share image. CPU
 * is what a small server runs out of (docs/BENCHMARKS.md has the card's figures).
 */
const PNG_COMPRESSION_LEVEL = 4;

/**
 * The card as a 1080×1920 opaque RGB PNG. resvg and sharp work on the libuv
 * pool; the event loop only paints the layers (a few ms).
 */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const card = layoutCard(input);
  const fonts = cardFonts(input.language, card.chars, card.boldChars);
  // The font subsets are removed once the text is drawn, whatever else fails.
  const drawText = drawPiece(card.defs, card.text, fonts.font).finally(fonts.release);
  const [layers, photo, ring, text] = await Promise.all([
    cardLayers(),
    photoPixels(input.photo),
    // The ring's only text is the score and "/ 10": Latin fonts, whatever the language.
    drawPiece(card.defs, card.ring, cardFontOptions({ arabic: false, cjk: false })),
    drawText,
  ]);

  const canvas = canvasFrom(layers.backdrop, W, H);
  try {
    if (photo) drawMasked(canvas, PHOTO_BOX, photo, layers.photoMask);
    else drawTile(canvas, layers.placeholder);
    drawTile(canvas, layers.border);
    drawTile(canvas, ring);
    drawTile(canvas, text);
    return await sharp(canvas.rgb, { raw: { width: W, height: H, channels: 3 } }).png({ compressionLevel: PNG_COMPRESSION_LEVEL }).toBuffer();
  } finally {
    // sharp has read the canvas once toBuffer settles.
    releaseCanvas(canvas);
  }
}

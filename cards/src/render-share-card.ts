/**
 * The 1080×1920 share card: an SVG built from the rating (every user string
 * cleaned, capped and XML-escaped; the only href is the embedded data: photo)
 * rendered to PNG by resvg with our own fonts and no system fonts, files or
 * network. renderShareCard runs resvg off the event loop (renderAsync).
 */
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { SHARE_CARD_HEIGHT as H, SHARE_CARD_WIDTH as W, type ShareCardInput } from './share-card';
import { cardFonts } from './card-fonts';
import { photoDataUri, preparePhoto } from './photo';
import { textWidth } from './text';
import { accentFor, background, brand, defs, emojiBadge, photoFrame, RING, scoreRing } from './svg-parts';
import { feedbackBlock, headlineBlock, occasionBlock, textStyle, HEADLINE } from './text-blocks';

const CONTENT_TOP = RING.cy + RING.disc + 20;
const CONTENT_BOTTOM = H - 64;
const GAP_AFTER_HEADLINE = 26;
const GAP_AFTER_PILL = 38;
const BRAND = 'FitRater';

interface BuiltCard {
  svg: string;
  /** Every character drawn with a font, and those drawn bold. */
  text: string;
  boldText: string;
}

function buildCard(input: ShareCardInput, photoUri: string | null): BuiltCard {
  const style = textStyle(input.language);
  const headline = headlineBlock(style, input.headline);
  const occasion = occasionBlock(style, input.occasion);
  // A two-line headline leaves room for one feedback line less.
  const feedbackRows = headline.height > HEADLINE.lineHeight ? 5 : 6;
  const feedback = feedbackBlock(style, Array.isArray(input.feedbackLines) ? input.feedbackLines : [], feedbackRows);
  const contentHeight = headline.height + GAP_AFTER_HEADLINE + occasion.height + (feedback.height ? GAP_AFTER_PILL + feedback.height : 0);
  let y = CONTENT_TOP + Math.max(0, Math.floor((CONTENT_BOTTOM - CONTENT_TOP - contentHeight) / 2));
  const headlineSvg = headline.svg(y);
  y += headline.height + GAP_AFTER_HEADLINE;
  const occasionSvg = occasion.svg(y);
  y += occasion.height + GAP_AFTER_PILL;
  const feedbackSvg = feedback.svg(y);

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    defs(accentFor(input.score)) +
    background() +
    brand(textWidth(BRAND, 50, true)) +
    photoFrame(photoUri) +
    scoreRing(input.score, style.rtl) +
    emojiBadge(input.emoji, style.rtl) +
    headlineSvg +
    occasionSvg +
    feedbackSvg +
    '</svg>';
  const boldText = [BRAND, '0123456789.', headline.text, occasion.text].join(' ');
  return { svg, text: `${boldText} / … ${feedback.text}`, boldText };
}

/** The card as SVG. The photo is embedded as given (JPEG/PNG only); renderShareCard downsizes it first. */
export function renderShareCardSvg(input: ShareCardInput): string {
  return buildCard(input, photoDataUri(input.photo)).svg;
}

const RENDER_OPTIONS: Omit<ResvgRenderOptions, 'font'> = {
  fitTo: { mode: 'original' },
  background: '#110a22',
  // The photo is already at its frame's pixel size (preparePhoto): no resampling needed.
  imageRendering: 1,
  shapeRendering: 2,
  textRendering: 1,
  logLevel: 'off',
};

export interface PreparedCard {
  svg: string;
  /** resvg options: our fonts only, no system fonts; no resourcesDir, so nothing else is read from disk. */
  options: ResvgRenderOptions;
  /** Removes the card's temporary font subsets: call once rendered. */
  release(): void;
}

/** The SVG (photo downsized with sharp) and the options to render it with (the bench renders the same pair bare). */
export async function prepareShareCard(input: ShareCardInput): Promise<PreparedCard> {
  const photo = await preparePhoto(input.photo);
  const card = buildCard(input, photoDataUri(photo));
  const fonts = cardFonts(input.language, card.text, card.boldText);
  return { svg: card.svg, options: { ...RENDER_OPTIONS, font: fonts.font }, release: fonts.release };
}

/**
 * The card as a 1080×1920 PNG. resvg renders on the libuv pool (renderAsync)
 * and sharp encodes the opaque RGB PNG there too (smaller than resvg's RGBA
 * PNG and no 40–80 ms encode on the event loop).
 */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const card = await prepareShareCard(input);
  let image: Awaited<ReturnType<typeof renderAsync>>;
  try {
    image = await renderAsync(card.svg, card.options);
  } finally {
    card.release();
  }
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * The card's SVG, built from the rating (every user string cleaned, capped
 * and XML-escaped in text-blocks.ts): the whole card in one piece (the SVG
 * export, and how the bench's bare resvg comparison draws it), and the two
 * pieces that change from card to card, each in an SVG of its own box
 * (renderShareCard paints those on the cached static layers, card-layers.ts).
 */
import { SHARE_CARD_HEIGHT as H, SHARE_CARD_WIDTH as W, type ShareCardInput } from './share-card';
import type { Box } from './box';
import { textWidth } from './text';
import { accentFor, background, brand, defs, emojiBadge, photoFrame, RING, ringBox, scoreRing } from './svg-parts';
import { feedbackBlock, headlineBlock, occasionBlock, textStyle, HEADLINE } from './text-blocks';

const CONTENT_TOP = RING.cy + RING.disc + 20;
const CONTENT_BOTTOM = H - 64;
const GAP_AFTER_HEADLINE = 26;
const GAP_AFTER_PILL = 38;
/** Room kept above the headline's top line and below the last block, for glyphs and strokes outside the layout boxes. */
const TEXT_SPARE = { above: 48, below: 8 } as const;
const BRAND = 'FitRater';

/** One piece of the card: SVG markup in card coordinates, and the box it is drawn within. */
export interface CardPiece {
  box: Box;
  body: string;
}

export interface CardLayout {
  /** The gradients, with this card's score colours. */
  defs: string;
  /** Score ring and emoji badge. */
  ring: CardPiece;
  /** Headline, occasion pill and feedback panel (all the user text). */
  text: CardPiece;
  /** Every character drawn with a font, and those drawn bold. */
  chars: string;
  boldChars: string;
}

export function layoutCard(input: ShareCardInput): CardLayout {
  const style = textStyle(input.language);
  const headline = headlineBlock(style, input.headline);
  const occasion = occasionBlock(style, input.occasion);
  // A two-line headline leaves room for one feedback line less.
  const feedbackRows = headline.height > HEADLINE.lineHeight ? 5 : 6;
  const feedback = feedbackBlock(style, Array.isArray(input.feedbackLines) ? input.feedbackLines : [], feedbackRows);
  const contentHeight = headline.height + GAP_AFTER_HEADLINE + occasion.height + (feedback.height ? GAP_AFTER_PILL + feedback.height : 0);
  const top = CONTENT_TOP + Math.max(0, Math.floor((CONTENT_BOTTOM - CONTENT_TOP - contentHeight) / 2));
  let y = top;
  const headlineSvg = headline.svg(y);
  y += headline.height + GAP_AFTER_HEADLINE;
  const occasionSvg = occasion.svg(y);
  y += occasion.height + GAP_AFTER_PILL;
  const feedbackSvg = feedback.svg(y);

  // Full width: line widths are estimates, so a headline is never cut at a guessed edge.
  const textTop = Math.max(0, top - TEXT_SPARE.above);
  const textBottom = Math.min(H, top + contentHeight + TEXT_SPARE.below);
  const boldChars = [BRAND, '0123456789.', headline.text, occasion.text].join(' ');
  return {
    defs: defs(accentFor(input.score)),
    ring: { box: ringBox(style.rtl), body: scoreRing(input.score, style.rtl) + emojiBadge(input.emoji, style.rtl) },
    text: { box: { x: 0, y: textTop, width: W, height: textBottom - textTop }, body: headlineSvg + occasionSvg + feedbackSvg },
    chars: `${boldChars} / … ${feedback.text}`,
    boldChars,
  };
}

/** The static parts above the photo frame: background and brand. */
export function backdropSvg(): string {
  return background() + brand(textWidth(BRAND, 50, true));
}

/** The whole card as one SVG, the photo (a data: URI, or null for the placeholder) embedded. */
export function fullCardSvg(card: CardLayout, photoUri: string | null): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    card.defs +
    backdropSvg() +
    photoFrame(photoUri) +
    card.ring.body +
    card.text.body +
    '</svg>'
  );
}

/**
 * An SVG of just `box`, in card coordinates (the viewBox starts at the box's
 * corner): resvg paints only the box's pixels, aligned with the full card's
 * pixel grid so edges are antialiased as they would be there.
 */
export function boxSvg(gradients: string, box: Box, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${gradients}${body}</svg>`;
}

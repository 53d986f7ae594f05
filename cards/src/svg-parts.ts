/**
 * The fixed pieces of the share card: gradients, background, brand, photo
 * frame (or placeholder), score ring and emoji badge. No user text here
 * except the score number, formatted by us.
 */
import { SHARE_CARD_HEIGHT as H, SHARE_CARD_WIDTH as W } from './share-card';
import { PHOTO_FRAME as P } from './photo';
import { emojiSvg } from './emoji';
import { FAMILY } from './fonts';
import type { Box } from './box';

export const RING = { r: 108, stroke: 20, disc: 134, shadowR: 138, shadowDy: 6, cy: P.y + P.height - 24 } as const;

/** The ring sits on the photo's bottom corner, on the side where reading ends (right, or left for RTL). */
export function ringCenterX(rtl: boolean): number {
  return rtl ? P.x + 24 : P.x + P.width - 24;
}

export interface Accent {
  from: string;
  to: string;
}

/** Ring colours by score band: green for ≥ 8, amber for ≥ 6, rose below. */
export function accentFor(score: number): Accent {
  if (score >= 8) return { from: '#34d399', to: '#a3e635' };
  if (score >= 6) return { from: '#fbbf24', to: '#fb7185' };
  return { from: '#f472b6', to: '#a78bfa' };
}

/** A score clamped to 0–10 with one decimal. */
export function formatScore(score: number): string {
  const value = Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0;
  return (Math.round(value * 10) / 10).toFixed(1);
}

const INSTA = ['#feda75', '#fa7e1e', '#d62976', '#962fbf', '#4f5bd5'];

export function defs(accent: Accent): string {
  const stops = INSTA.map((c, i) => `<stop offset="${i / (INSTA.length - 1)}" stop-color="${c}"/>`).join('');
  return (
    '<defs>' +
    '<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="#1d1038"/><stop offset=".55" stop-color="#2b1552"/><stop offset="1" stop-color="#110a22"/></linearGradient>' +
    '<radialGradient id="glowA"><stop offset="0" stop-color="#ff5f8f" stop-opacity=".45"/><stop offset="1" stop-color="#ff5f8f" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="glowB"><stop offset="0" stop-color="#5b8cff" stop-opacity=".35"/><stop offset="1" stop-color="#5b8cff" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="insta" x1="0" y1="1" x2="1" y2="0">${stops}</linearGradient>` +
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent.from}"/><stop offset="1" stop-color="${accent.to}"/></linearGradient>` +
    '<linearGradient id="placeholder" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2370"/><stop offset=".6" stop-color="#6d2a78"/><stop offset="1" stop-color="#c0446a"/></linearGradient>' +
    `<clipPath id="frame"><rect x="${P.x}" y="${P.y}" width="${P.width}" height="${P.height}" rx="${P.radius}"/></clipPath>` +
    '</defs>'
  );
}

export function background(): string {
  return (
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="140" cy="180" r="560" fill="url(#glowA)"/>` +
    `<circle cx="1010" cy="1480" r="600" fill="url(#glowB)"/>`
  );
}

function sparklePath(x: number, y: number, r: number): string {
  const c = r * 0.16;
  return `M${x} ${y - r}Q${x + c} ${y - c} ${x + r} ${y}Q${x + c} ${y + c} ${x} ${y + r}Q${x - c} ${y + c} ${x - r} ${y}Q${x - c} ${y - c} ${x} ${y - r}Z`;
}

/** Logo mark and wordmark, centred at the top. `wordWidth` is the estimated width of "FitRater" at 50px bold. */
export function brand(wordWidth: number): string {
  const mark = 64;
  const gap = 18;
  const left = (W - (mark + gap + wordWidth)) / 2;
  const y = 92;
  return (
    `<rect x="${left}" y="${y}" width="${mark}" height="${mark}" rx="18" fill="url(#insta)"/>` +
    `<path d="${sparklePath(left + mark / 2, y + mark / 2, 22)}" fill="#fff"/>` +
    `<text x="${left + mark + gap}" y="${y + 50}" font-family="${FAMILY.latin}" font-size="50" font-weight="700" fill="#fff" letter-spacing=".5">FitRater</text>`
  );
}

// The photo frame in three layers, so renderShareCard can draw the photo between them
// (shadow under it, gradient border over its rounded edge). Outlines only (strokes), not
// filled rectangles under the photo: fewer pixels to paint.

/** The frame's soft shadow, under the photo. */
export function frameShadow(): string {
  return `<rect x="${P.x - 4}" y="${P.y + 12}" width="${P.width + 8}" height="${P.height}" rx="${P.radius + 4}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="10"/>`;
}

/** The frame's gradient border, over the photo's edge. */
export function frameBorder(): string {
  return `<rect x="${P.x - 4}" y="${P.y - 4}" width="${P.width + 8}" height="${P.height + 8}" rx="${P.radius + 4}" fill="none" stroke="url(#insta)" stroke-width="8"/>`;
}

/** The frame's area, border included. */
export const FRAME_BOX: Box = { x: P.x - 8, y: P.y - 8, width: P.width + 16, height: P.height + 16 };

/** The photo, clipped to the frame's rounded rectangle. */
export function framePhoto(dataUri: string): string {
  return `<g clip-path="url(#frame)"><image x="${P.x}" y="${P.y}" width="${P.width}" height="${P.height}" preserveAspectRatio="xMidYMid slice" href="${dataUri}"/></g>`;
}

/** What a text-only rating shows in the frame: a gradient with sparkles and a hanger. */
export function framePlaceholder(): string {
  const cx = P.x + P.width / 2;
  const cy = P.y + P.height / 2 - 60;
  return (
    `<rect x="${P.x}" y="${P.y}" width="${P.width}" height="${P.height}" rx="${P.radius}" fill="url(#placeholder)"/>` +
    `<path d="${sparklePath(P.x + 120, P.y + 140, 34)} ${sparklePath(P.x + P.width - 130, P.y + 250, 22)} ${sparklePath(P.x + P.width - 170, P.y + P.height - 250, 30)}" fill="#fff" fill-opacity=".35"/>` +
    `<g transform="translate(${cx - 150} ${cy - 150}) scale(3)" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".9">` +
    '<path d="M42 26A8 8 0 1 1 50 34V42L90 70Q94 74 89 77H11Q6 74 10 70L50 42"/></g>'
  );
}

/** The photo in a rounded frame with a gradient border, or a placeholder for text-only ratings. */
export function photoFrame(dataUri: string | null): string {
  return frameShadow() + (dataUri ? framePhoto(dataUri) : framePlaceholder()) + frameBorder();
}

/** The score ring: arc proportional to score/10 on a dark disc, the score inside. */
export function scoreRing(score: number, rtl: boolean): string {
  const { cy, r, stroke, disc, shadowR, shadowDy } = RING;
  const cx = ringCenterX(rtl);
  const circumference = 2 * Math.PI * r;
  const value = Number(formatScore(score));
  const arc = (circumference * value) / 10;
  const progress =
    value > 0
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#accent)" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${arc.toFixed(2)} ${circumference.toFixed(2)}" transform="rotate(-90 ${cx} ${cy})"/>`
      : '';
  return (
    `<circle cx="${cx}" cy="${cy + shadowDy}" r="${shadowR}" fill="#000" fill-opacity=".3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${disc}" fill="#170d2e" stroke="url(#insta)" stroke-width="6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="${stroke}"/>` +
    progress +
    `<text x="${cx}" y="${cy + 18}" text-anchor="middle" font-family="${FAMILY.latin}" font-size="72" font-weight="700" fill="#fff">${formatScore(score)}</text>` +
    `<text x="${cx}" y="${cy + 60}" text-anchor="middle" font-family="${FAMILY.latin}" font-size="28" fill="#fff" fill-opacity=".65">/ 10</text>`
  );
}

const BADGE = { dx: 104, dy: -112, r: 58, shadowR: 60, shadowDy: 4 } as const;

/** The emoji on a white badge at the ring's upper outer side. */
export function emojiBadge(emoji: string, rtl: boolean): string {
  const cx = ringCenterX(rtl) + (rtl ? -BADGE.dx : BADGE.dx);
  const cy = RING.cy + BADGE.dy;
  return (
    `<circle cx="${cx}" cy="${cy + BADGE.shadowDy}" r="${BADGE.shadowR}" fill="#000" fill-opacity=".25"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${BADGE.r}" fill="#fff"/>` +
    emojiSvg(emoji, cx, cy, 78)
  );
}

/** The box holding the score ring and the emoji badge (their shadows included), with a few pixels to spare. */
export function ringBox(rtl: boolean): Box {
  const cx = ringCenterX(rtl);
  const bx = cx + (rtl ? -BADGE.dx : BADGE.dx);
  const by = RING.cy + BADGE.dy;
  // Everything of the ring (disc, its border, its shadow 6 px lower) lies within this radius of its centre.
  const ringR = RING.shadowR + RING.shadowDy;
  const spare = 4;
  const left = Math.floor(Math.min(cx - ringR, bx - BADGE.shadowR) - spare);
  const right = Math.ceil(Math.max(cx + ringR, bx + BADGE.shadowR) + spare);
  const top = Math.floor(Math.min(RING.cy - ringR, by - BADGE.shadowR) - spare);
  const bottom = Math.ceil(RING.cy + ringR + spare);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

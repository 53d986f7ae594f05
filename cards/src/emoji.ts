/**
 * The rating's emoji, drawn with SVG shapes: resvg cannot draw colour-emoji
 * fonts. Each drawing fills a 100×100 box; `emojiSvg` places and scales it.
 * Any emoji without a drawing of its own maps to a related one, else ✨.
 */
export const EMOJI_KINDS = ['sparkles', 'fire', 'heartEyes', 'clap', 'thumbsUp', 'slightSmile', 'neutral', 'thinking', 'hundred', 'star'] as const;
export type EmojiKind = (typeof EMOJI_KINDS)[number];

export const DEFAULT_EMOJI: EmojiKind = 'sparkles';

const ALIASES: Record<EmojiKind, string[]> = {
  sparkles: ['✨', '💫', '🎉', '🪄'],
  fire: ['🔥', '🚀', '⚡'],
  heartEyes: ['😍', '🥰', '🤩', '😻', '❤', '💖', '💕', '💗', '😘'],
  clap: ['👏', '🙌'],
  thumbsUp: ['👍', '👌', '✌', '💪', '🤙'],
  slightSmile: ['🙂', '😊', '😀', '😃', '😄', '😁', '☺', '😉', '😎', '😌'],
  neutral: ['😐', '😑', '😶', '🫤', '😕', '😬', '🙁', '😒'],
  thinking: ['🤔', '🧐', '🤨'],
  hundred: ['💯'],
  star: ['⭐', '🌟', '🏆', '👑'],
};

const BY_CHAR = new Map<string, EmojiKind>();
for (const kind of EMOJI_KINDS) for (const ch of ALIASES[kind]) BY_CHAR.set(ch, kind);

/** The drawing for an emoji string: variation selectors, skin tones and ZWJ tails are ignored. */
export function emojiKind(emoji: unknown): EmojiKind {
  if (typeof emoji !== 'string') return DEFAULT_EMOJI;
  const base = emoji.replace(/[\uFE0E\uFE0F]|[\u{1F3FB}-\u{1F3FF}]/gu, '').split('\u200D')[0]?.trim() ?? '';
  const first = Array.from(base)[0] ?? '';
  return BY_CHAR.get(base) ?? BY_CHAR.get(first) ?? DEFAULT_EMOJI;
}

const YELLOW = '#FFCC4D';
const DARK = '#664500';
const face = `<circle cx="50" cy="50" r="46" fill="${YELLOW}"/><circle cx="50" cy="50" r="46" fill="none" stroke="#F4A623" stroke-width="2" opacity=".6"/>`;
const eyes = `<ellipse cx="35" cy="40" rx="5" ry="8" fill="${DARK}"/><ellipse cx="65" cy="40" rx="5" ry="8" fill="${DARK}"/>`;

function sparkle(x: number, y: number, r: number, fill: string): string {
  const c = r * 0.16;
  return `<path d="M${x} ${y - r}Q${x + c} ${y - c} ${x + r} ${y}Q${x + c} ${y + c} ${x} ${y + r}Q${x - c} ${y + c} ${x - r} ${y}Q${x - c} ${y - c} ${x} ${y - r}Z" fill="${fill}"/>`;
}

function heart(x: number, y: number, s: number): string {
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 5C-9-1-11-9-6-11.5C-3-13 0-10.5 0-8C0-10.5 3-13 6-11.5C11-9 9-1 0 5Z" fill="#E0245E"/>`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

const stroke = (color: string, width: number) => `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

function hand(rotate: number, dx: number): string {
  return (
    `<g transform="translate(${dx} 0) rotate(${rotate} 50 60)">` +
    `<rect x="32" y="14" width="36" height="74" rx="18" fill="#FFDB5E" stroke="#EE9547" stroke-width="3"/>` +
    `<path d="M41 16v26M50 14v28M59 16v26" ${stroke('#EE9547', 3)}/>` +
    `<ellipse cx="30" cy="62" rx="8" ry="16" transform="rotate(-25 30 62)" fill="#FFDB5E" stroke="#EE9547" stroke-width="3"/>` +
    `</g>`
  );
}

const DRAWINGS: Record<EmojiKind, string> = {
  sparkles: sparkle(40, 58, 36, '#FFAC33') + sparkle(77, 22, 17, '#FFCC4D') + sparkle(80, 78, 12, '#FFCC4D'),
  fire:
    `<path d="M50 3C60 22 82 34 82 61C82 82 67 97 50 97C33 97 18 83 18 62C18 46 28 38 31 24C38 33 40 40 42 45C47 31 45 17 50 3Z" fill="#F4900C"/>` +
    `<path d="M51 40C55 53 67 59 67 73C67 85 59 93 50 93C41 93 33 86 33 75C33 65 41 60 44 52C47 58 48 61 50 63C53 55 51 48 51 40Z" fill="#FFCC4D"/>`,
  heartEyes:
    face +
    `<path d="M24 57Q50 88 76 57Q50 65 24 57Z" fill="${DARK}"/><path d="M31 62Q50 68 69 62L67 66Q50 71 33 66Z" fill="#fff"/>` +
    heart(33, 38, 1.55) +
    heart(67, 38, 1.55),
  clap: hand(-18, -12) + hand(18, 12) + `<path d="M20 14l-6-8M50 6v-4M80 14l6-8" ${stroke('#FFAC33', 4)}/>`,
  thumbsUp:
    `<rect x="8" y="46" width="22" height="46" rx="4" fill="#5DADEC"/>` +
    `<path d="M30 48L46 40L52 14Q55 5 62 8Q68 11 66 22L62 42H84Q92 42 92 50V82Q92 92 82 92H30Z" fill="#FFDB5E" stroke="#EE9547" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M66 52H90M66 64H90M66 76H88" ${stroke('#EE9547', 3)}/>`,
  slightSmile: face + eyes + `<path d="M30 62Q50 78 70 62" ${stroke(DARK, 5)}/>`,
  neutral: face + eyes + `<path d="M33 66H67" ${stroke(DARK, 5)}/>`,
  thinking:
    face +
    `<ellipse cx="37" cy="42" rx="5" ry="7.5" fill="${DARK}"/><ellipse cx="66" cy="38" rx="5" ry="7.5" fill="${DARK}"/>` +
    `<path d="M26 31Q33 24 43 28M57 23Q66 18 75 25M42 66Q54 61 65 65" ${stroke(DARK, 4)}/>` +
    `<path d="M18 74Q18 64 28 64H46Q52 64 52 69Q52 74 46 74H40Q47 77 46 84Q44 94 32 94H28Q18 94 18 84Z" fill="#FFDB5E" stroke="#EE9547" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M30 64L40 50Q44 45 48 48Q51 51 48 56L42 64Z" fill="#FFDB5E" stroke="#EE9547" stroke-width="3" stroke-linejoin="round"/>`,
  hundred:
    `<g transform="translate(6 0) skewX(-10)">` +
    `<path d="M12 24L22 16V62" ${stroke('#DD2E44', 8)}/>` +
    `<ellipse cx="45" cy="39" rx="10" ry="22" ${stroke('#DD2E44', 8)}/><ellipse cx="75" cy="39" rx="10" ry="22" ${stroke('#DD2E44', 8)}/>` +
    `<path d="M10 76Q50 68 92 72M16 90Q50 83 88 86" ${stroke('#DD2E44', 7)}/>` +
    `</g>`,
  star: `<polygon points="${starPoints(50, 53, 47, 20)}" fill="#FFAC33" stroke="#F4900C" stroke-width="3" stroke-linejoin="round"/>`,
};

/** The SVG drawing of `kind`, filling a 100×100 box. */
export function emojiDrawing(kind: EmojiKind): string {
  return DRAWINGS[kind];
}

/** The emoji drawn `size` px wide, centred on (cx, cy). */
export function emojiSvg(emoji: unknown, cx: number, cy: number, size: number): string {
  const s = size / 100;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})">${DRAWINGS[emojiKind(emoji)]}</g>`;
}

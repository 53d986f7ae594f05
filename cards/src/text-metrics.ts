/**
 * Advance widths (in ems) used to estimate line widths. ASCII widths were
 * measured from Noto Sans Regular/Bold with resvg (printable ASCII 0x20–0x7E,
 * two base-36 digits per character, hundredths of an em); the space is set by
 * hand (XML collapses spaces, so it could not be measured that way).
 */
const REGULAR = '030r151t1l2b210n0u0u1j1l0r0w0r111l1l1l1l1l1l1l1l1l1l0r0r1l1l1l172i1s1t1p211k1g21220y0r1q1g2j24261o261q1j1l211o2l1n1l1l0x110x1l180s1k1p1c1p1k0y1p1q0q0q1h0q2l1q1o1p1p151c101q1f271h1f1b121j121l';
const BOLD = '030t1b1t1l2i230r0y0y1i1l0s0w0s151l1l1l1l1l1l1l1l1l1l0s0s1l1l1l1c2i1x1v1q221k1j2024130x1u1k2m29281r281u1j1o241t2p1v1q1m0x150x1l15101o1r1f1r1n131r1u0u0u1q0u2q1u1q1r1r191e171u1l2e1m1l1d131j131l';

function decode(table: string): number[] {
  const widths: number[] = [];
  for (let i = 0; i < table.length; i += 2) widths.push(parseInt(table.slice(i, i + 2), 36) / 100);
  widths[0] = 0.26;
  return widths;
}

const REGULAR_WIDTHS = decode(REGULAR);
const BOLD_WIDTHS = decode(BOLD);

/** Safety margin: estimates err on the wide side so text never overflows its box. */
const MARGIN = 1.04;

/** Average Arabic letter advance in Noto Sans Arabic (measured on sample sentences, joined forms). */
export const ARABIC_ADVANCE = 0.45 * MARGIN;
/** Han, kana, Hangul and fullwidth forms are one em. */
export const CJK_ADVANCE = 1;
/** Anything else (Greek, Cyrillic, symbols): a wide Latin letter. */
export const OTHER_ADVANCE = 0.65;

/** Width of a Latin grapheme: ASCII from the table, accented letters by their base letter. */
export function latinAdvance(ch: string, bold: boolean): number {
  const widths = bold ? BOLD_WIDTHS : REGULAR_WIDTHS;
  const base = ch.normalize('NFD').charCodeAt(0);
  if (base >= 0x20 && base < 0x7f) return widths[base - 0x20]! * MARGIN;
  return 0.62 * MARGIN;
}

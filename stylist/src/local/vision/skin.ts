import { hueDistance, toOklch, type Oklab } from '../colour/oklab';

/**
 * Skin, in light and in shade. A shadow scales a colour's linear RGB, which in OKLab scales L, a
 * and b together (the cube roots of a scaled LMS): so skin in the shade of an arm or a skirt has
 * the face's direction in OKLab at a lower lightness. A pixel is skin when, brought to the face's
 * lightness, it lands near the face's colour; or, with no face measured (or a face lit apart from
 * the body, as under a party's spotlights), when it lies in the range human skin spans: warm hues
 * (orange-red to yellow) at moderate chroma for its lightness.
 */
export function skinModel(face: Oklab | null): (c: Oklab) => boolean {
  const generic = (c: Oklab): boolean => {
    const l = toOklch(c);
    if (c.L < 0.3 || c.L > 0.9 || l.c < 0.03 || l.c > 0.15) return false;
    if (l.h < 28 || l.h > 80) return false;
    // Skin's chroma grows with its lightness up to a point (further under warm indoor light); a
    // vivid orange or rust garment is beyond it.
    const ratio = l.c / c.L;
    return ratio >= 0.06 && ratio <= 0.23;
  };
  if (!face) return generic;
  const likeFace = faceSkinTest(face);
  return (c) => generic(c) || likeFace(c);
}

/**
 * The face's own skin, in light and in shade: brought to the face's lightness, the colour lands
 * near the face's. Narrower than skin in general: a camel or nude garment is in skin's range but
 * rarely the wearer's own skin tone in every shade.
 */
export function faceSkinTest(face: Oklab): (c: Oklab) => boolean {
  const ref = toOklch(face);
  return (c) => {
    const k = c.L / face.L;
    if (k < 0.45 || k > 1.25) return false;
    const l = toOklch(c);
    if (l.c < 0.02) return false;
    const scaledA = c.a / k; const scaledB = c.b / k;
    return Math.hypot(scaledA - face.a, scaledB - face.b) < 0.035 && hueDistance(l.h, ref.h) < 22;
  };
}

import { hueDistance, rgbToOklab, toOklch, type Oklab } from '../colour/oklab';
import { smoothstep } from '../signals/palette';

/**
 * Skin, in light and in shade. A shadow scales a colour's linear RGB, which in OKLab scales L, a
 * and b together (the cube roots of a scaled LMS): so skin in the shade of an arm or a skirt has
 * the face's direction in OKLab at a lower lightness. A pixel is skin when, brought to the face's
 * lightness, it lands near the face's colour; or, with no face measured (or a face lit apart from
 * the body, as under a party's spotlights), when it lies in the range human skin spans: warm hues
 * (orange-red to yellow) at moderate chroma for its lightness.
 */
export function skinModel(face: Oklab | null): (c: Oklab) => boolean {
  if (!face) return genericSkin;
  const likeFace = faceSkinTest(face);
  return (c) => genericSkin(c) || likeFace(c);
}

/**
 * How surely a colour is skin (0–1): `skinModel` with the face test's colour distance made a soft
 * edge. A wooden cue, a tan bag or a camel sleeve is one even colour; lying on that edge (a cue's
 * brown beside a face read in shade), the hard line took the whole patch for skin in one copy of a
 * photo and none of it in another, whose face measured a hair apart. Across the edge it is now
 * partly both. Over a half is what `skinModel` calls skin.
 */
export function skinDegree(face: Oklab | null): (c: Oklab) => number {
  if (!face) return (c) => (genericSkin(c) ? 1 : 0);
  const likeFace = faceSkinDegree(face);
  return (c) => (genericSkin(c) ? 1 : likeFace(c));
}

/**
 * a-b distance from the face's colour (once lit to the face's lightness) within which a pixel is
 * the face's skin, and half the width of the soft edge there: about what the face's own measured
 * colour moves between two copies of one photo (0.005–0.01) and a little over.
 */
const FACE_NEAR = 0.035;
const FACE_EDGE = 0.015;

/** The range human skin spans: warm hues at moderate chroma for its lightness. */
function genericSkin(c: Oklab): boolean {
  const l = toOklch(c);
  if (c.L < 0.3 || c.L > 0.9 || l.c < 0.03 || l.c > 0.15) return false;
  if (l.h < 28 || l.h > 80) return false;
  // Skin's chroma grows with its lightness up to a point (further under warm indoor light); a
  // vivid orange or rust garment is beyond it.
  const ratio = l.c / c.L;
  return ratio >= 0.06 && ratio <= 0.23;
}

/**
 * The face's own skin, in light and in shade: brought to the face's lightness, the colour lands
 * near the face's. Narrower than skin in general: a camel or nude garment is in skin's range but
 * rarely the wearer's own skin tone in every shade.
 */
export function faceSkinTest(face: Oklab): (c: Oklab) => boolean {
  const degree = faceSkinDegree(face);
  return (c) => degree(c) > 0.5;
}

/** `faceSkinTest` as a degree, its colour distance a soft edge (`skinDegree`); over a half is its skin. */
function faceSkinDegree(face: Oklab): (c: Oklab) => number {
  const ref = toOklch(face);
  return (c) => {
    const k = c.L / face.L;
    if (k < 0.45 || k > 1.25) return 0;
    const l = toOklch(c);
    if (l.c < 0.02 || hueDistance(l.h, ref.h) >= 22) return 0;
    const scaledA = c.a / k; const scaledB = c.b / k;
    return 1 - smoothstep(FACE_NEAR - FACE_EDGE, FACE_NEAR + FACE_EDGE, Math.hypot(scaledA - face.a, scaledB - face.b));
  };
}

/**
 * Share of a region that must be skin-coloured for the skin-coloured pixels to be a garment (a
 * camel coat, a nude dress): any other fabric showing in more than the rest (a slit skirt's fabric
 * beside the leg) means the skin is skin.
 */
const SKIN_GARMENT = 0.85;
/**
 * Share of a skin-filled region that must match the face's own skin, in light and shade, for it to
 * be bare skin rather than a skin-coloured garment (the legs under a short dress, or below shorts).
 * Half: a dyed fabric is one colour and matches the wearer's tone nearly everywhere or nearly
 * nowhere, while legs drift from the face's tone (a tan, shade from the other side, the scene's
 * light taken out of both), so half their pixels matching is already bare skin.
 */
const OWN_SKIN = 0.5;

/**
 * Whether a region's skin-coloured pixels are a skin-coloured garment: nearly all of the person's
 * pixels there (`own`) are skin-coloured (`skin`), and under half of those have the face's own
 * tone (`ownTone`).
 */
export function skinColouredGarment(own: number, skin: number, ownTone: number): boolean {
  return own > 0 && skin / own > SKIN_GARMENT && ownTone < skin * OWN_SKIN;
}

/**
 * Share of the frame's pixels that human skin's range takes in (the generic test: no face to
 * compare with). Broad on purpose: warm walls, wood and a lamp-lit ceiling fall in it too, so it
 * can say a frame shows next to no skin, never that it shows a body.
 */
export function frameSkinShare(img: { rgb: Uint8Array | Buffer; width: number; height: number }): number {
  const isSkin = skinModel(null);
  // Every other pixel of every other row: a share of the frame, not a shape, is asked for.
  let n = 0; let skin = 0;
  for (let y = 0; y < img.height; y += 2) {
    for (let x = 0; x < img.width; x += 2) {
      const i = (y * img.width + x) * 3;
      n++;
      if (isSkin(rgbToOklab(img.rgb[i]!, img.rgb[i + 1]!, img.rgb[i + 2]!))) skin++;
    }
  }
  return n ? Math.round((skin / n) * 1000) / 1000 : 0;
}

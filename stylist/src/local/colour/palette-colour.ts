import type { ColourId } from './names';
import type { Oklab, Oklch } from './oklab';

/** One colour of a palette: measured (photo) or named (description). */
export interface PaletteColour {
  id: ColourId;
  lab: Oklab;
  lch: Oklch;
  /** 0–1 share of the palette. */
  share: number;
  /**
   * How surely the name is a fashion neutral as the name was read (`neutralNameWeight` of the colour
   * the name came from: a fabric's lit half, in the scene's light), when that is not `lab`; the
   * harmony then counts the colour as its name does.
   */
  neutral?: number;
}

/**
 * A piece's colour as a whole, as one sees it from across a room: the share-weighted mean of its
 * palette in OKLab. How light a top reads against the trousers is this, not its biggest colour
 * alone: a cream shirt open over a navy camisole is lighter than the camisole and darker than the
 * shirt. It is also what two copies of one photo agree on: which of two near-equal colours is the
 * biggest, and whether a deep fold joins the fabric clustered before it or stands as a colour of
 * its own (the clustering's order decides both), moves the biggest colour's lightness by a whole
 * colour, and the mean not at all (a family's colour is the mean of its members: the same pixels
 * are counted either way).
 */
export function pieceColour(palette: readonly PaletteColour[]): Oklab | null {
  const total = palette.reduce((s, c) => s + c.share, 0);
  if (!(total > 0)) return null;
  return {
    L: palette.reduce((s, c) => s + c.lab.L * c.share, 0) / total,
    a: palette.reduce((s, c) => s + c.lab.a * c.share, 0) / total,
    b: palette.reduce((s, c) => s + c.lab.b * c.share, 0) / total,
  };
}

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

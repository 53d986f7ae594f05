import type { ColourId } from './names';
import type { Oklab, Oklch } from './oklab';

/** One colour of a palette: measured (photo) or named (description). */
export interface PaletteColour {
  id: ColourId;
  lab: Oklab;
  lch: Oklch;
  /** 0–1 share of the palette. */
  share: number;
}

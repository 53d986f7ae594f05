/** A rectangle of the card, in whole pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

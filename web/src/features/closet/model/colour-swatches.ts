import type { GarmentColour } from '@fitrater/contracts';

/** The dot drawn beside each colour name (the names are translated; the dot says it without words). */
export const COLOUR_SWATCHES: Record<GarmentColour, string> = {
  black: '#111111', charcoal: '#36454f', grey: '#808080', lightgrey: '#c8c8c8', silver: '#c0c0c0', white: '#ffffff',
  ivory: '#fffff0', cream: '#f3ead3', beige: '#d9c8a9', taupe: '#8b7d6b', khaki: '#b9a878', camel: '#c19a6b',
  brown: '#6f4e37', navy: '#1f2a52', blue: '#2f5fd0', lightblue: '#9cc3e6', denim: '#4a6c96', teal: '#0f7c80',
  turquoise: '#30c5c0', green: '#2e8b57', olive: '#6b6b2a', sage: '#9caf88', mint: '#a8e6c4',
  yellow: '#f2d13c', mustard: '#d1a12b', gold: '#c9a227', orange: '#ef7f2e', rust: '#a8471f', red: '#c62828',
  burgundy: '#7a1f36', wine: '#6d213c', pink: '#f4a6c1', fuchsia: '#d1238c', coral: '#f27f6b',
  purple: '#6a3d9a', lavender: '#b9a5e3', lilac: '#c8a2c8', mauve: '#b784a7', plum: '#673147',
};

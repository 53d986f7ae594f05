import type { ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * How resvg draws every piece of the card: at the SVG's own size, shapes and
 * text antialiased, the photo (already at its frame's pixel size) without
 * resampling. `font` is given per piece (our fonts only, never system fonts);
 * there is no resourcesDir, so nothing else is read from disk.
 */
export function renderOptions(font: NonNullable<ResvgRenderOptions['font']>, background?: string): ResvgRenderOptions {
  return {
    fitTo: { mode: 'original' },
    imageRendering: 1,
    shapeRendering: 2,
    textRendering: 1,
    logLevel: 'off',
    font,
    ...(background ? { background } : {}),
  };
}

import sharp from 'sharp';
import type { VisionReport } from '../../src/local/vision/types';
import type { PreparedImage } from '../../src/stylist';
import { drawFigure, pose, seeFigure, type FigureOptions, type PoseOptions } from '../unit/vision/figure';

/**
 * The inputs a drawn figure's photo gives the engine: the vision report (the real colour analysis of
 * the figure, with the given poses) and the JPEG the member would send. The prose samples rate the
 * same figures in every language, and drawing, measuring and encoding a figure cost about nine
 * tenths of rating it, so each input is made once per test worker (the unit project keeps modules
 * between files). What is cached is only the input: every language's rating, the prose under test,
 * is computed afresh, and each caller gets its own copy, so nothing one rating does reaches the next.
 */
const reports = new Map<string, Promise<VisionReport>>();
const photos = new Map<string, Promise<PreparedImage>>();

/** seeFigure on the figure with `poses` (one standing person when not given). */
export async function figureReport(figure: FigureOptions, poses: readonly PoseOptions[] = [{}]): Promise<VisionReport> {
  const key = JSON.stringify([figure, poses]);
  let report = reports.get(key);
  if (!report) {
    report = seeFigure(figure, poses.map((p) => pose(p)));
    reports.set(key, report);
  }
  return structuredClone(await report);
}

/** The figure as a JPEG (quality 90), every pixel multiplied by `dim` first (a dim room) when below 1. */
export async function figureJpeg(figure: FigureOptions, dim = 1): Promise<PreparedImage> {
  const key = JSON.stringify([figure, dim]);
  let photo = photos.get(key);
  if (!photo) {
    photo = (async () => {
      const img = await drawFigure(figure);
      const png = dim === 1 ? img.png : await sharp(img.png).linear(dim, 0).png().toBuffer();
      return { bytes: await sharp(png).jpeg({ quality: 90 }).toBuffer(), width: img.width, height: img.height, mimeType: 'image/jpeg' };
    })();
    photos.set(key, photo);
  }
  const { bytes, ...rest } = await photo;
  return { ...rest, bytes: Buffer.from(bytes) };
}

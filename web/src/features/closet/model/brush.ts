import type { MaskStroke } from '@fitrater/contracts';

export interface Point {
  x: number;
  y: number;
}

/**
 * The dabs a brush leaves between two pointer samples: a fast finger moves many pixels between
 * two pointermove events, so the segment is filled with dabs no further apart than a third of the
 * radius, which keeps the stroke a smooth band instead of a row of beads.
 */
export function dabsBetween(from: Point, to: Point, radius: number): Point[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(distance / Math.max(1, radius / 3)));
  const dabs: Point[] = [];
  for (let i = 1; i <= steps; i++) dabs.push({ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  return dabs;
}

/** A pointer position on the element as a share (0–1) of the image, the unit the server applies strokes in. */
export function toImagePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): [number, number] {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return [clamp((clientX - box.left) / Math.max(1, box.width)), clamp((clientY - box.top) / Math.max(1, box.height))];
}

/**
 * Adds a pointer sample to a stroke unless it is closer than a third of the radius to the last one:
 * the server caps the points of a stroke, and such samples add nothing the dabs do not already cover.
 */
export function extendStroke(stroke: MaskStroke, point: [number, number], heightPerWidth: number, maxPoints: number): boolean {
  const last = stroke.points[stroke.points.length - 1];
  if (last && Math.hypot(point[0] - (last[0] ?? 0), (point[1] - (last[1] ?? 0)) * heightPerWidth) < stroke.radius / 3) return true;
  if (stroke.points.length >= maxPoints) return false;
  stroke.points.push(point);
  return true;
}

/** The dabs of a whole stroke in canvas pixels (width × height), for drawing it. */
export function strokeDabs(stroke: MaskStroke, width: number, height: number): Point[] {
  const pixels = stroke.points.map((p) => ({ x: (p[0] ?? 0) * width, y: (p[1] ?? 0) * height }));
  const radius = stroke.radius * width;
  const dabs: Point[] = pixels.slice(0, 1);
  for (let i = 1; i < pixels.length; i++) dabs.push(...dabsBetween(pixels[i - 1]!, pixels[i]!, radius));
  return dabs;
}

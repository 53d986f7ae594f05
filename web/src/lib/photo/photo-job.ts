import type { DownscaleResult } from './downscale';

/** A photo sent to the preparation worker. */
export interface PhotoJob {
  id: number;
  photo: Blob;
  longEdge?: number;
  quality?: number;
}

/** The worker's answer; `unsupported` means "do it on the main thread" (no OffscreenCanvas there). */
export interface PhotoJobReply {
  id: number;
  outcome: DownscaleResult | { kind: 'unsupported'; message?: string };
}

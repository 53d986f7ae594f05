/// <reference lib="webworker" />
import { canPrepareOffscreen, downscale, offscreenSurface } from './downscale';
import type { PhotoJob, PhotoJobReply } from './photo-job';

/** Decodes, scales and encodes photos off the main thread, so the page keeps moving while a 12 MP photo is prepared. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<PhotoJob>) => {
  const { id, photo, longEdge, quality } = event.data;
  let reply: PhotoJobReply;
  if (!canPrepareOffscreen()) reply = { id, outcome: { kind: 'unsupported' } };
  else {
    try {
      reply = { id, outcome: await downscale(photo, offscreenSurface, { longEdge, quality }) };
    } catch (error) {
      reply = { id, outcome: { kind: 'unsupported', message: error instanceof Error ? error.message : String(error) } };
    }
  }
  scope.postMessage(reply);
};

/**
 * The vision worker thread: loads the models once, then answers one photo at a time.
 * Messages in: { id, bytes, garments? } | { id, type: 'memory' }. Out: { type: 'ready', loadMs, warnings }
 * | { type: 'failed', error } | { id, report } | { id, memory } | { id, error }.
 */
import { parentPort } from 'node:worker_threads';
import { loadModels, type Models } from './inference';
import { threadMemory } from './memory';
import { see } from './pipeline';

const port = parentPort;
if (!port) throw new Error('vision.thread must run in a worker thread');

let models: Models | null = null;
let queue: Promise<unknown> = Promise.resolve();

try {
  models = await loadModels();
  port.postMessage({ type: 'ready', loadMs: models.loadMs, warnings: models.warnings });
} catch (error) {
  port.postMessage({ type: 'failed', error: (error as Error).message });
}

port.on('message', (msg: { id: number; bytes?: Uint8Array; type?: 'memory'; garments?: boolean }) => {
  // One photo at a time: the wasm backend is single-threaded and memory stays flat.
  queue = queue.then(async () => {
    if (!models) { port.postMessage({ id: msg.id, error: 'models not loaded' }); return; }
    if (msg.type === 'memory' || !msg.bytes) { port.postMessage({ id: msg.id, memory: threadMemory(models) }); return; }
    try {
      const report = await see(models, Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength), { garments: msg.garments });
      port.postMessage({ id: msg.id, report });
    } catch (error) {
      port.postMessage({ id: msg.id, error: (error as Error).message });
    }
  });
});

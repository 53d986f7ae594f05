import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PreparedImage } from '../../stylist';
import type { VisionMemory } from './memory';
import type { VisionReport } from './types';

export interface VisionLogger { warn(obj: object, msg?: string): void }

/**
 * Sees one photo; null when the models are unavailable (the engine then rates colours only).
 * `garments`: the report also carries each garment's pixels (`garmentMasks`), for cutting them out.
 */
export type VisionDetector = (image: PreparedImage, signal?: AbortSignal, options?: { garments?: boolean }) => Promise<VisionReport | null>;

export interface VisionStatus { state: 'idle' | 'loading' | 'ready' | 'unavailable'; loadMs: number | null; warnings: string[]; error: string | null }

export interface VisionClient {
  detect: VisionDetector;
  /** Starts the thread now (otherwise on the first photo) and waits for the models. */
  ready(): Promise<VisionStatus>;
  status(): VisionStatus;
  /** The thread's tensors, wasm heap, V8 heap and the process RSS (null when the thread is not running). */
  memory(): Promise<VisionMemory | null>;
  close(): Promise<void>;
}

export interface VisionClientOptions {
  logger?: VisionLogger;
  /** A photo taking longer than this is answered without vision. */
  timeoutMs?: number;
  /** Overrides the thread file (tests). */
  threadFile?: string;
  /** Keep the process alive while the thread runs (CLI, bench); default false. */
  ref?: boolean;
}

/** The thread's entry: the bundle's dist/workers/vision-thread.js, or the TypeScript bootstrap under tests. */
export function threadFile(from: string = fileURLToPath(import.meta.url)): string | null {
  const here = dirname(from);
  if (from.endsWith('.ts')) {
    const dev = join(here, 'vision-thread.dev.mjs');
    return existsSync(dev) ? dev : null;
  }
  // In dist/ (chunks at the top, entries in workers/), or a bundle run from the repository (scripts/lib/run-ts.mjs).
  let dir = here;
  for (let i = 0; i < 4; i++) {
    for (const candidate of [join(dir, 'workers', 'vision-thread.js'), join(dir, 'vision-thread.js'), join(dir, 'dist', 'workers', 'vision-thread.js')]) {
      if (existsSync(candidate)) return candidate;
    }
    const dev = join(dir, 'stylist', 'src', 'local', 'vision', 'vision-thread.dev.mjs');
    if (existsSync(dev)) return dev;
    dir = dirname(dir);
  }
  return null;
}

/**
 * The thread's V8 limits. It keeps ~20 MB of live JavaScript objects (the tensors' data lives in the
 * wasm heap). The young generation is 8 MB (default 48 MB): a graph run's many small objects live
 * the ~50 ms of the run, and a 4 MB one promoted them, for ~4 scavenges and a third of a full
 * collection a photo. Pauses a photo with --trace-gc over 85 photos: 4 MB 5.8 ms (heap 26 MB),
 * 8 MB 4.0 ms (29 MB), 16 MB 3.2 ms (40 MB, too much RSS for the last 0.8 ms).
 */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

interface Pending { resolve(r: VisionReport | VisionMemory | null): void; timer: NodeJS.Timeout }

/**
 * One worker thread per client with the models loaded once. Never throws into a rating: when
 * the thread cannot start, the models are missing or a photo fails, it logs one warning and
 * answers null.
 */
export function createVisionClient(options: VisionClientOptions = {}): VisionClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let worker: Worker | null = null;
  let starting: Promise<VisionStatus> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const st: VisionStatus = { state: 'idle', loadMs: null, warnings: [], error: null };
  let warned = false;
  const warn = (error: string): void => {
    if (warned) return;
    warned = true;
    options.logger?.warn({ err: error }, 'vision models unavailable: the local stylist rates colours only (no person, regions or explicit-image check)');
  };

  const settleAll = (): void => {
    for (const [id, p] of pending) { clearTimeout(p.timer); p.resolve(null); pending.delete(id); }
  };

  function start(): Promise<VisionStatus> {
    if (starting) return starting;
    starting = new Promise<VisionStatus>((resolve) => {
      const file = options.threadFile ?? threadFile();
      if (!file) {
        Object.assign(st, { state: 'unavailable', error: 'vision thread file not found (run the build: dist/workers/vision-thread.js)' });
        warn(st.error!);
        resolve({ ...st });
        return;
      }
      st.state = 'loading';
      const w = new Worker(file, { stdout: false, stderr: false, resourceLimits: THREAD_LIMITS });
      worker = w;
      if (!options.ref) w.unref();
      w.on('message', (msg: { type?: string; id?: number; report?: VisionReport; memory?: VisionMemory; error?: string; loadMs?: number; warnings?: string[] }) => {
        if (msg.type === 'ready') {
          Object.assign(st, { state: 'ready', loadMs: msg.loadMs ?? null, warnings: msg.warnings ?? [] });
          for (const w2 of st.warnings) options.logger?.warn({ warning: w2 }, 'vision: optional model not loaded');
          resolve({ ...st });
        } else if (msg.type === 'failed') {
          Object.assign(st, { state: 'unavailable', error: msg.error ?? 'unknown error' });
          warn(st.error!);
          resolve({ ...st });
          void w.terminate();
        } else if (msg.id !== undefined) {
          const p = pending.get(msg.id);
          if (!p) return;
          pending.delete(msg.id);
          clearTimeout(p.timer);
          if (msg.error) options.logger?.warn({ err: msg.error }, 'vision: photo not analysed');
          p.resolve(msg.report ?? msg.memory ?? null);
        }
      });
      w.on('error', (error) => {
        if (st.state !== 'ready') { Object.assign(st, { state: 'unavailable', error: error.message }); warn(error.message); resolve({ ...st }); }
        else options.logger?.warn({ err: error.message }, 'vision thread failed; it restarts on the next photo');
        settleAll();
      });
      w.on('exit', () => {
        settleAll();
        worker = null;
        // A crash after loading: start again on the next photo. A failed load stays unavailable.
        if (st.state === 'ready') { st.state = 'idle'; starting = null; }
      });
    });
    return starting;
  }

  const detect: VisionDetector = async (image, signal, detectOptions) => {
    const s = await start();
    if (s.state !== 'ready' || !worker) return null;
    signal?.throwIfAborted();
    const id = nextId++;
    const w = worker;
    return new Promise<VisionReport | null>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        options.logger?.warn({ timeoutMs }, 'vision: photo took too long, rated without it');
        resolve(null);
      }, timeoutMs);
      timer.unref();
      pending.set(id, { resolve: resolve as Pending['resolve'], timer });
      const bytes = new Uint8Array(image.bytes);
      w.postMessage({ id, bytes, garments: detectOptions?.garments === true }, [bytes.buffer]);
    });
  };

  return {
    detect,
    ready: start,
    status: () => ({ ...st }),
    async memory() {
      if (st.state !== 'ready' || !worker) return null;
      const id = nextId++;
      const w = worker;
      return new Promise<VisionMemory | null>((resolve) => {
        const timer = setTimeout(() => { pending.delete(id); resolve(null); }, timeoutMs);
        timer.unref();
        pending.set(id, { resolve: resolve as Pending['resolve'], timer });
        w.postMessage({ id, type: 'memory' });
      });
    },
    async close() {
      settleAll();
      const w = worker;
      worker = null;
      starting = null;
      st.state = 'idle';
      if (w) await w.terminate();
    },
  };
}

let shared: VisionClient | null = null;

/** The process's vision client (one thread, models loaded once). */
export function sharedVisionClient(options: VisionClientOptions = {}): VisionClient {
  shared ??= createVisionClient(options);
  return shared;
}

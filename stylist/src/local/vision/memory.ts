import { readFileSync } from 'node:fs';
import type { Models } from './inference';

/** What the vision thread holds: TensorFlow.js tensors, the wasm heap, this isolate's V8 heap, and the process RSS. */
export interface VisionMemory {
  numTensors: number;
  tensorBytes: number;
  /** Size of the wasm backend's linear memory (it grows, never shrinks). */
  wasmHeapMb: number | null;
  /** V8 heap of the vision thread's isolate. */
  threadHeapUsedMb: number;
  threadHeapTotalMb: number;
  /** The whole process (all threads): VmRSS and VmHWM from /proc/self/status, else process.memoryUsage(). */
  processRssMb: number;
  processPeakRssMb: number | null;
}

/** Megabytes (10^6 bytes, as the benchmarks and the issue targets count them), one decimal. */
const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;

/** VmRSS (now) and VmHWM (peak) of this process in MB from /proc/self/status (Linux), else the RSS Node reports. */
export function procStatusMb(): { rss: number; peak: number | null } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (key: string): number | null => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) * 1024 : null;
    };
    const rss = kb('VmRSS'); const peak = kb('VmHWM');
    if (rss !== null) return { rss: mb(rss), peak: peak === null ? null : mb(peak) };
  } catch {
    // not Linux
  }
  return { rss: mb(process.memoryUsage().rss), peak: null };
}

export function threadMemory(m: Models): VisionMemory {
  const mem = m.tf.memory();
  const backend = m.tf.backend() as unknown as { wasm?: { HEAPU8?: Uint8Array } };
  const heap = process.memoryUsage();
  const proc = procStatusMb();
  return {
    numTensors: mem.numTensors,
    tensorBytes: mem.numBytes,
    wasmHeapMb: backend.wasm?.HEAPU8 ? mb(backend.wasm.HEAPU8.byteLength) : null,
    threadHeapUsedMb: mb(heap.heapUsed),
    threadHeapTotalMb: mb(heap.heapTotal),
    processRssMb: proc.rss,
    processPeakRssMb: proc.peak,
  };
}

import type * as TfCore from '@tensorflow/tfjs-core';

/**
 * Two of the wasm backend's kernels redone in JavaScript where its build is slow for the shapes
 * MoveNet multipose's decoder uses (~6 ms of its ~45 ms of kernels a photo, now ~0.7). Same
 * results bit for bit: comparisons and picking a maximum are exact in any language. Other shapes
 * keep the wasm kernels. stylist/test/integration/vision/wasm-kernels.test.ts holds them to that.
 *
 * Comparisons with broadcasting: the wasm build walks every output element through a generic index
 * computation. The decoder compares a 48×48 grid against its 6 people four times ([48,48,1] vs
 * [1,1,6]), 1.2–1.3 ms each, where these loops take ~0.05 ms.
 */
const COMPARISONS = ['Less', 'LessEqual', 'Greater', 'GreaterEqual'] as const;
type Comparison = (typeof COMPARISONS)[number];

interface WasmBackend {
  makeOutput(shape: number[], dtype: TfCore.DataType): TfCore.TensorInfo;
  typedArrayFromHeap(t: TfCore.TensorInfo): Float32Array | Int32Array | Uint8Array;
}

/** Strides of `shape` read as `out`'s shape (right-aligned; a size-1 axis repeats: stride 0). */
function broadcastStrides(shape: readonly number[], out: readonly number[]): number[] {
  const strides = new Array<number>(out.length).fill(0);
  let stride = 1;
  for (let i = shape.length - 1, o = out.length - 1; i >= 0; i--, o--) {
    if (shape[i] !== 1) strides[o] = stride;
    stride *= shape[i]!;
  }
  return strides;
}

type Values = Float32Array | Int32Array | Uint8Array;

/** One run along the last axis: `n` outputs from `a` and `b` stepping by `sa` and `sb` (0 where they repeat). */
function compareRun(op: Comparison, res: Uint8Array, at: number, n: number, a: Values, ai: number, sa: number, b: Values, bi: number, sb: number): void {
  // One loop per comparison, not a callback: each stays monomorphic and is optimised after a few photos.
  switch (op) {
    case 'Less': for (let j = 0; j < n; j++) res[at + j] = a[ai + j * sa]! < b[bi + j * sb]! ? 1 : 0; break;
    case 'LessEqual': for (let j = 0; j < n; j++) res[at + j] = a[ai + j * sa]! <= b[bi + j * sb]! ? 1 : 0; break;
    case 'Greater': for (let j = 0; j < n; j++) res[at + j] = a[ai + j * sa]! > b[bi + j * sb]! ? 1 : 0; break;
    case 'GreaterEqual': for (let j = 0; j < n; j++) res[at + j] = a[ai + j * sa]! >= b[bi + j * sb]! ? 1 : 0; break;
  }
}

function compareBroadcast(backend: WasmBackend, a: TfCore.TensorInfo, b: TfCore.TensorInfo, op: Comparison, tf: typeof TfCore): TfCore.TensorInfo {
  const shape = tf.backend_util.assertAndGetBroadcastShape(a.shape, b.shape);
  const out = backend.makeOutput(shape, 'bool');
  const size = tf.util.sizeFromShape(shape);
  if (size === 0) return out;
  // Views made after makeOutput: its allocation may grow (and so replace) the wasm memory.
  const av = backend.typedArrayFromHeap(a); const bv = backend.typedArrayFromHeap(b);
  const res = backend.typedArrayFromHeap(out) as Uint8Array;
  const rank = shape.length;
  if (rank === 0) { compareRun(op, res, 0, 1, av, 0, 0, bv, 0, 0); return out; }
  const as = broadcastStrides(a.shape, shape); const bs = broadcastStrides(b.shape, shape);
  const last = shape[rank - 1]!;
  const index = new Array<number>(rank).fill(0);
  let ai = 0; let bi = 0;
  for (let at = 0; at < size; at += last) {
    compareRun(op, res, at, last, av, ai, as[rank - 1]!, bv, bi, bs[rank - 1]!);
    // Odometer over the other axes, moving each input by its stride.
    for (let d = rank - 2; d >= 0; d--) {
      if (++index[d]! < shape[d]!) { ai += as[d]!; bi += bs[d]!; break; }
      index[d] = 0;
      ai -= as[d]! * (shape[d]! - 1); bi -= bs[d]! * (shape[d]! - 1);
    }
  }
  return out;
}

/**
 * ArgMax along an axis that is not the last: the wasm kernel first transposes the whole tensor to
 * make it the last (MoveNet's [2304,102] along axis 0, ~1 ms); here running maxima per column,
 * ~0.5 ms. The same rule as the wasm kernel: the first index of the largest value (`>`).
 */
function argMaxAlong(backend: WasmBackend, x: TfCore.TensorInfo, axis: number, tf: typeof TfCore): TfCore.TensorInfo {
  const outShape = x.shape.filter((_, i) => i !== axis);
  const out = backend.makeOutput(outShape, 'int32');
  const xv = backend.typedArrayFromHeap(x); const res = backend.typedArrayFromHeap(out) as Int32Array;
  const n = x.shape[axis]!;
  const inner = tf.util.sizeFromShape(x.shape.slice(axis + 1));
  const outer = tf.util.sizeFromShape(x.shape.slice(0, axis));
  const best = new Float64Array(inner);
  for (let o = 0; o < outer; o++) {
    const base = o * n * inner; const at = o * inner;
    for (let i = 0; i < inner; i++) { best[i] = xv[base + i]!; res[at + i] = 0; }
    for (let j = 1; j < n; j++) {
      const row = base + j * inner;
      for (let i = 0; i < inner; i++) {
        const v = xv[row + i]!;
        if (v > best[i]!) { best[i] = v; res[at + i] = j; }
      }
    }
  }
  return out;
}

/**
 * Replaces the wasm backend's comparison kernels with ones that loop in JavaScript when the inputs
 * broadcast, and its ArgMax with one that reads along the axis when the axis is not the last.
 */
export function registerWasmKernels(tf: typeof TfCore): void {
  const argMax = tf.getKernel('ArgMax', 'wasm');
  if (argMax) {
    tf.unregisterKernel('ArgMax', 'wasm');
    tf.registerKernel({
      kernelName: 'ArgMax',
      backendName: 'wasm',
      kernelFunc: (args) => {
        const { x } = args.inputs as { x: TfCore.TensorInfo };
        const axes = tf.util.parseAxisParam((args.attrs as { axis: number | number[] }).axis, x.shape);
        const axis = axes[0]!;
        if (axes.length !== 1 || axis === x.shape.length - 1 || x.dtype !== 'float32') return argMax.kernelFunc(args);
        return argMaxAlong(args.backend as unknown as WasmBackend, x, axis, tf);
      },
    });
  }
  for (const name of COMPARISONS) {
    const original = tf.getKernel(name, 'wasm');
    if (!original) continue;
    tf.unregisterKernel(name, 'wasm');
    tf.registerKernel({
      kernelName: name,
      backendName: 'wasm',
      // The wasm function was bound when the backend started (the original's setupFunc); it is still used for equal shapes.
      kernelFunc: (args) => {
        const { a, b } = args.inputs as { a: TfCore.TensorInfo; b: TfCore.TensorInfo };
        if (tf.util.arraysEqual(a.shape, b.shape)) return original.kernelFunc(args);
        return compareBroadcast(args.backend as unknown as WasmBackend, a, b, name, tf);
      },
    });
  }
}

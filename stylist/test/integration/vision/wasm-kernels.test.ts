import { beforeAll, describe, expect, it } from 'vitest';
import type * as TfCore from '@tensorflow/tfjs-core';
import { startTf } from '../../../src/local/vision/inference';

/**
 * The JavaScript kernels of wasm-kernels.ts against the wasm backend's own, on random values with
 * many ties (a coarse grid of values) and a NaN: every output must be the same. The references go
 * through the shapes those kernels leave to the wasm build (equal shapes; the last axis).
 */
let tf: typeof TfCore;
beforeAll(async () => { ({ tf } = await startTf()); });

/** Deterministic values on a 1/8 grid in [-2, 2): plenty of equal values to test ties. */
function values(n: number, seed: number): Float32Array {
  const out = new Float32Array(n);
  let s = seed;
  for (let i = 0; i < n; i++) { s = (s * 1103515245 + 12345) >>> 0; out[i] = ((s >>> 8) % 32) / 8 - 2; }
  return out;
}

describe('wasm kernels in JavaScript', () => {
  const cases: [number[], number[]][] = [[[48, 48, 1], [1, 1, 6]], [[1, 48, 48, 1], []], [[3, 1, 5], [4, 1]], [[7], [1]], [[2, 3], [2, 1]]];
  for (const op of ['less', 'lessEqual', 'greater', 'greaterEqual'] as const) {
    it(`${op} with broadcasting gives the wasm kernel's answer`, () => {
      cases.forEach(([sa, sb], k) => {
        const a = tf.tensor(values(tf.util.sizeFromShape(sa), 1 + k), sa);
        const b = tf.tensor(values(tf.util.sizeFromShape(sb), 99 + k), sb);
        const shape = tf.backend_util.assertAndGetBroadcastShape(sa, sb);
        const got = tf[op](a, b);
        const want = tf[op](tf.broadcastTo(a, shape), tf.broadcastTo(b, shape));
        expect(got.shape).toEqual(shape);
        expect(Array.from(got.dataSync())).toEqual(Array.from(want.dataSync()));
        tf.dispose([a, b, got, want]);
      });
    });
  }

  it('argMax along a leading axis gives the wasm kernel answer, ties and NaN included', () => {
    for (const [shape, axis] of [[[2304, 102], 0], [[4, 5, 6], 1], [[4, 5, 6], 0], [[9, 1], 0]] as [number[], number][]) {
      const v = values(tf.util.sizeFromShape(shape), shape.length + axis);
      v[3] = Number.NaN;
      const x = tf.tensor(v, shape);
      const perm = [...shape.keys()].filter((i) => i !== axis).concat(axis);
      const got = tf.argMax(x, axis);
      const want = tf.argMax(tf.transpose(x, perm), shape.length - 1);
      expect(got.shape).toEqual(want.shape);
      expect(Array.from(got.dataSync())).toEqual(Array.from(want.dataSync()));
      tf.dispose([x, got, want]);
    }
  });
});

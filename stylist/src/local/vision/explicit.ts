import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';

/**
 * nsfwjs' MobileNetV2 explicit-image classifier, run with tfjs-core ops only (no `@tensorflow/tfjs`,
 * no tfjs-layers, no nsfwjs at run time). The model is the Keras layers model nsfwjs 4.3.0 bundles
 * (stylist/models/nsfw-mobilenetv2.json + .bin, MIT, see stylist/models/README.md); this file interprets
 * its small set of layer types, folds each BatchNormalization into the convolution before it and
 * fuses the ReLU6 after it, so one photo is 52 fused convolutions, 3 dense layers and a softmax.
 */

/** nsfwjs' output classes, in model order. */
export const EXPLICIT_CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;
export type ExplicitClass = (typeof EXPLICIT_CLASSES)[number];

export const EXPLICIT_FILES = { json: 'nsfw-mobilenetv2.json' } as const;
export const EXPLICIT_SIZE = 224;

interface KerasLayer {
  name: string;
  class_name: string;
  config: Record<string, unknown>;
  inbound_nodes: [string, number, number, unknown][][];
}
interface ModelFile {
  modelTopology: { model_config: { config: { layers: KerasLayer[]; input_layers: [string, number, number][]; output_layers: [string, number, number][] } } };
  weightsManifest: { paths: string[]; weights: TfCore.io.WeightsManifestEntry[] }[];
}

type Op = (inputs: TfCore.Tensor[]) => TfCore.Tensor;
type ExplicitPadding = [[number, number], [number, number], [number, number], [number, number]];
interface Step { name: string; inputs: string[]; op: Op | null }

export interface ExplicitModel {
  /** Class probabilities of one 224×224 RGB photo (row-major, 3 bytes a pixel). */
  classify(rgb224: Uint8Array): Promise<Record<ExplicitClass, number>>;
  dispose(): void;
}

const pair = (v: unknown): [number, number] => {
  const a = v as number[] | number;
  return Array.isArray(a) ? [a[0]!, a[1]!] : [a, a];
};

/** Loads the model from `dir` (weights decoded and folded once; the raw uint8 file is dropped). */
export async function loadExplicitModel(tf: typeof TfCore, dir: string): Promise<ExplicitModel> {
  const file = JSON.parse(await readFile(join(dir, EXPLICIT_FILES.json), 'utf8')) as ModelFile;
  const cfg = file.modelTopology.model_config.config;
  const specs = file.weightsManifest.flatMap((g) => g.weights);
  const buffers = await Promise.all(file.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(join(dir, p))));
  // Decoded and folded in plain arrays: only the final kernels and biases ever reach the wasm heap.
  const raw = decodeWeights(Buffer.concat(buffers), specs);
  const tensors: TfCore.Tensor[] = [];
  const tensor = (values: Float32Array, shape: number[]): TfCore.Tensor => {
    const t = tf.tensor(values, shape, 'float32');
    tensors.push(t);
    return t;
  };

  const layers = new Map(cfg.layers.map((l) => [l.name, l]));
  const inputsOf = (l: KerasLayer): string[] => (l.inbound_nodes[0] ?? []).map((n) => n[0]);
  const consumers = new Map<string, number>();
  for (const l of cfg.layers) for (const i of inputsOf(l)) consumers.set(i, (consumers.get(i) ?? 0) + 1);
  const single = (name: string, cls: string): KerasLayer | null => {
    if (consumers.get(name) !== 1) return null;
    const next = cfg.layers.find((l) => inputsOf(l).includes(name));
    return next && next.class_name === cls ? next : null;
  };

  // A layer whose work was folded into the one before it: its output is that layer's output.
  const alias = new Map<string, string>();
  const resolveName = (n: string): string => { let x = n; while (alias.has(x)) x = alias.get(x)!; return x; };
  const steps: Step[] = [];
  /**
   * Zero padding folded into the 'valid' convolution that reads it, as that convolution's explicit
   * padding: the same taps over the same zeros (the outputs are bit for bit the same), without a
   * padded copy of the feature map (five PadV2 ops, ~1.3 ms a photo).
   */
  const padOf = new Map<string, ExplicitPadding>();

  {
    for (const l of cfg.layers) {
      const c = l.config;
      const ins = inputsOf(l);
      switch (l.class_name) {
        case 'InputLayer':
          steps.push({ name: l.name, inputs: [], op: null });
          break;
        case 'Dropout':
        case 'BatchNormalization':
        case 'ReLU':
          // Folded into the convolution (BatchNormalization, ReLU6) or inactive at inference (Dropout).
          if (!alias.has(l.name)) {
            if (l.class_name !== 'Dropout') throw new Error(`explicit model: ${l.class_name} ${l.name} does not follow a convolution`);
            alias.set(l.name, ins[0]!);
          }
          break;
        case 'ZeroPadding2D': {
          const [[t, b], [left, r]] = c.padding as [[number, number], [number, number]];
          const padding: ExplicitPadding = [[0, 0], [t, b], [left, r], [0, 0]];
          const conv = single(l.name, 'DepthwiseConv2D') ?? single(l.name, 'Conv2D');
          if (conv && conv.config.padding === 'valid') {
            padOf.set(conv.name, padding);
            alias.set(l.name, ins[0]!);
          } else {
            steps.push({ name: l.name, inputs: ins, op: ([x]) => tf.pad(x!, padding) });
          }
          break;
        }
        case 'Conv2D':
        case 'DepthwiseConv2D': {
          const depthwise = l.class_name === 'DepthwiseConv2D';
          const kw = weight(raw, `${l.name}/${depthwise ? 'depthwise_kernel' : 'kernel'}`);
          const kernel = Float32Array.from(kw.values);
          // Output channels: the last axis ([kh, kw, in, out]; depthwise [kh, kw, in, 1] → in).
          const channels = depthwise ? kw.shape[2]! : kw.shape[3]!;
          let bias: Float32Array | null = c.use_bias ? Float32Array.from(weight(raw, `${l.name}/bias`).values) : null;
          let out = l.name;
          const bn = single(l.name, 'BatchNormalization');
          if (bn) {
            const g = weight(raw, `${bn.name}/gamma`).values; const beta = weight(raw, `${bn.name}/beta`).values;
            const mean = weight(raw, `${bn.name}/moving_mean`).values; const variance = weight(raw, `${bn.name}/moving_variance`).values;
            const eps = Number(bn.config.epsilon ?? 1e-3);
            const factor = new Float32Array(channels);
            for (let ch = 0; ch < channels; ch++) factor[ch] = g[ch]! / Math.sqrt(variance[ch]! + eps);
            for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! * factor[i % channels]!;
            const b = new Float32Array(channels);
            for (let ch = 0; ch < channels; ch++) b[ch] = ((bias?.[ch] ?? 0) - mean[ch]!) * factor[ch]! + beta[ch]!;
            bias = b;
            alias.set(bn.name, l.name);
            out = bn.name;
          }
          let activation: 'linear' | 'relu6' = 'linear';
          const relu = single(out, 'ReLU');
          if (relu) {
            if (Number(relu.config.max_value) !== 6 || Number(relu.config.negative_slope ?? 0) !== 0 || Number(relu.config.threshold ?? 0) !== 0) throw new Error(`explicit model: unsupported ReLU ${relu.name}`);
            activation = 'relu6';
            alias.set(relu.name, l.name);
          }
          if (c.activation !== 'linear') throw new Error(`explicit model: unsupported activation on ${l.name}`);
          const k = tensor(kernel, kw.shape) as TfCore.Tensor4D;
          const b = bias ? tensor(bias, [channels]) as TfCore.Tensor1D : undefined;
          const strides = pair(c.strides); const dilations = pair(c.dilation_rate);
          // tfjs types explicit padding for conv2d only; the depthwise kernels take it the same way (computeConv2DInfo).
          const pad = (padOf.get(l.name) ?? c.padding) as 'same' | 'valid';
          steps.push({
            name: l.name, inputs: ins,
            op: depthwise
              ? ([x]) => tf.fused.depthwiseConv2d({ x: x as TfCore.Tensor4D, filter: k, strides, pad, dilations, bias: b, activation })
              : ([x]) => tf.fused.conv2d({ x: x as TfCore.Tensor4D, filter: k, strides, pad, dilations, bias: b, activation }),
          });
          break;
        }
        case 'Add':
          steps.push({ name: l.name, inputs: ins, op: (xs) => tf.addN(xs) });
          break;
        case 'AveragePooling2D': {
          const size = pair(c.pool_size); const strides = pair(c.strides);
          steps.push({ name: l.name, inputs: ins, op: ([x]) => tf.avgPool(x as TfCore.Tensor4D, size, strides, c.padding as 'same' | 'valid') });
          break;
        }
        case 'Flatten':
          steps.push({ name: l.name, inputs: ins, op: ([x]) => tf.reshape(x!, [x!.shape[0]!, -1]) });
          break;
        case 'Dense': {
          const kw = weight(raw, `${l.name}/kernel`);
          const w = tensor(kw.values, kw.shape) as TfCore.Tensor2D;
          const b = c.use_bias ? tensor(weight(raw, `${l.name}/bias`).values, [kw.shape[1]!]) : undefined;
          const act = c.activation as string;
          if (act !== 'relu' && act !== 'softmax' && act !== 'linear') throw new Error(`explicit model: unsupported activation ${act}`);
          steps.push({
            name: l.name, inputs: ins,
            op: ([x]) => {
              const y = tf.fused.matMul({ a: x as TfCore.Tensor2D, b: w, bias: b, activation: act === 'relu' ? 'relu' : 'linear' });
              return act === 'softmax' ? tf.softmax(y) : y;
            },
          });
          break;
        }
        default:
          throw new Error(`explicit model: unsupported layer ${l.class_name} (${l.name})`);
      }
    }
  }

  const inputName = cfg.input_layers[0]![0];
  const outputName = resolveName(cfg.output_layers[0]![0]);
  if (!layers.has(inputName)) throw new Error('explicit model: input layer missing');

  // How many steps read each output: an activation is freed as soon as its last reader has run,
  // so the wasm heap holds a few feature maps at a time, not the whole network's.
  const readers = new Map<string, number>();
  for (const s of steps) for (const n of s.inputs) readers.set(resolveName(n), (readers.get(resolveName(n)) ?? 0) + 1);

  function run(x: TfCore.Tensor): TfCore.Tensor {
    const values = new Map<string, TfCore.Tensor>([[inputName, x]]);
    const left = new Map(readers);
    for (const s of steps) {
      if (!s.op) continue;
      const names = s.inputs.map(resolveName);
      values.set(s.name, s.op(names.map((n) => values.get(n)!)));
      for (const n of names) {
        const r = left.get(n)! - 1;
        left.set(n, r);
        if (r === 0 && n !== outputName) { values.get(n)!.dispose(); values.delete(n); }
      }
    }
    return values.get(outputName)!;
  }

  // The input's float copy, reused: the tensor copies it into the wasm heap when it is made.
  const input = new Float32Array(EXPLICIT_SIZE * EXPLICIT_SIZE * 3);
  return {
    async classify(rgb224) {
      if (rgb224.length !== EXPLICIT_SIZE * EXPLICIT_SIZE * 3) throw new Error('explicit model: expected a 224×224 RGB image');
      input.set(rgb224);
      // nsfwjs' preprocessing: pixels / 255, no mean subtraction.
      const probs = tf.tidy(() => run(tf.div(tf.tensor4d(input, [1, EXPLICIT_SIZE, EXPLICIT_SIZE, 3]), 255)));
      try {
        const p = await probs.data();
        return Object.fromEntries(EXPLICIT_CLASSES.map((name, i) => [name, p[i]!])) as Record<ExplicitClass, number>;
      } finally {
        probs.dispose();
      }
    },
    dispose() { tf.dispose(tensors); },
  };
}

interface Weight { values: Float32Array; shape: number[] }

/** The weights file as float32 arrays (plain float32, or affine-quantised uint8/uint16 as TF.js writes them). */
function decodeWeights(bytes: Buffer, specs: TfCore.io.WeightsManifestEntry[]): Map<string, Weight> {
  const out = new Map<string, Weight>();
  let offset = 0;
  for (const spec of specs) {
    const n = spec.shape.reduce((a, b) => a * b, 1);
    const q = spec.quantization;
    if (spec.dtype !== 'float32') throw new Error(`explicit model: unsupported weight dtype ${spec.dtype} (${spec.name})`);
    const values = new Float32Array(n);
    if (!q) {
      for (let i = 0; i < n; i++) values[i] = bytes.readFloatLE(offset + i * 4);
      offset += n * 4;
    } else if ((q.dtype === 'uint8' || q.dtype === 'uint16') && q.scale !== undefined && q.min !== undefined) {
      const size = q.dtype === 'uint8' ? 1 : 2;
      for (let i = 0; i < n; i++) values[i] = q.min + q.scale * (size === 1 ? bytes[offset + i]! : bytes.readUInt16LE(offset + i * 2));
      offset += n * size;
    } else {
      throw new Error(`explicit model: unsupported quantisation ${q.dtype} (${spec.name})`);
    }
    out.set(spec.name, { values, shape: spec.shape });
  }
  if (offset !== bytes.length) throw new Error(`explicit model: weights file is ${bytes.length} bytes, the manifest describes ${offset}`);
  return out;
}

function weight(weights: Map<string, Weight>, name: string): Weight {
  const w = weights.get(name);
  if (!w) throw new Error(`explicit model: weight ${name} missing`);
  return w;
}

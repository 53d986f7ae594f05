/**
 * Per-card subsets of the CJK font collections, made with HarfBuzz's
 * hb-subset (harfbuzzjs's wasm build).
 *
 * Why: resvg-js (fontdb without memory-mapping) re-reads a font file from disk
 * for every glyph it lays out; NotoSansCJK-*.ttc is 20 MB, so a Japanese card
 * cost ~2–4 ms per character (≈ 0.5–1 s for a full card). The collections are
 * read into wasm memory once per process (~40 MB); each card then gets a
 * subset holding only its characters (tens of KB, ~10–30 ms), written to a
 * temporary file that resvg reads instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { faceFamilies } from './font-names';

interface HbSubset {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, lengthPtr: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;

/** The few WebAssembly APIs used (the project's TypeScript libs do not declare WebAssembly). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let hb: HbSubset | null = null;
/** One blob per font file (a collection's faces share it); kept for the process. */
const blobs = new Map<string, { blob: number; families: (string | null)[] }>();
const faces = new Map<string, number>();

function harfbuzz(): HbSubset {
  if (!hb) {
    const wasmPath = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const module = new wasm.Module(readFileSync(wasmPath));
    hb = new wasm.Instance(module, {}).exports as HbSubset;
  }
  return hb;
}

function fontBlob(lib: HbSubset, file: string): { blob: number; families: (string | null)[] } {
  let entry = blobs.get(file);
  if (!entry) {
    const bytes = readFileSync(file);
    const ptr = lib.malloc(bytes.length);
    if (!ptr) throw new Error(`hb-subset: out of memory loading ${file}`);
    new Uint8Array(lib.memory.buffer, ptr, bytes.length).set(bytes);
    // No destroy callback: the font bytes stay in wasm memory for the process.
    entry = { blob: lib.hb_blob_create(ptr, bytes.length, HB_MEMORY_MODE_WRITABLE, 0, 0), families: faceFamilies(bytes) };
    blobs.set(file, entry);
  }
  return entry;
}

/** The face `family` of `file`, made once and kept for the process. */
function loadedFace(file: string, family: string): number {
  const key = `${file}#${family}`;
  let face = faces.get(key);
  if (face === undefined) {
    const lib = harfbuzz();
    const { blob, families } = fontBlob(lib, file);
    // Not hb_subset_preprocess: for these collections it costs far more time and
    // memory per face than it saves on the subsets a process will ever make.
    face = lib.hb_face_create(blob, Math.max(0, families.indexOf(family)));
    faces.set(key, face);
  }
  return face;
}

/** Loads a face ahead of the first card (start-up / warm-up). */
export function warmSubsetFace(file: string, family: string): void {
  loadedFace(file, family);
}

/**
 * A font file (OpenType bytes) holding only the glyphs `text` needs from face
 * `family` of `file`, names and layout tables kept; null if hb-subset fails.
 */
export function subsetFont(file: string, family: string, text: string): Buffer | null {
  const lib = harfbuzz();
  const face = loadedFace(file, family);
  const input = lib.hb_subset_input_create_or_fail();
  if (!input) return null;
  try {
    const unicodes = lib.hb_subset_input_unicode_set(input);
    for (const cp of new Set(Array.from(text, (ch) => ch.codePointAt(0)!))) lib.hb_set_add(unicodes, cp);
    const subset = lib.hb_subset_or_fail(face, input);
    if (!subset) return null;
    const blob = lib.hb_face_reference_blob(subset);
    try {
      const length = lib.hb_blob_get_length(blob);
      const data = lib.hb_blob_get_data(blob, 0);
      return length > 0 ? Buffer.from(new Uint8Array(lib.memory.buffer, data, length)) : null;
    } finally {
      lib.hb_blob_destroy(blob);
      lib.hb_face_destroy(subset);
    }
  } finally {
    lib.hb_subset_input_destroy(input);
  }
}

/** Grid operations the cut-outs share: 0/1 masks, row-major, width × height. */

/** 3×3 dilation (grow) or erosion (shrink) of a 0/1 mask. */
export function morph(mask: Uint8Array, W: number, H: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let any = false; let all = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          const v = xx >= 0 && yy >= 0 && xx < W && yy < H ? mask[yy * W + xx]! : 0;
          if (v) any = true; else all = false;
        }
      }
      out[y * W + x] = (grow ? any : all) ? 1 : 0;
    }
  }
  return out;
}

/** Connected components (8-neighbour) of the pixels equal to `value`: labels and each label's size and whether it touches the frame. */
export function components(mask: Uint8Array, W: number, H: number, value: 0 | 1) {
  const label = new Int32Array(mask.length);
  const sizes = [0]; const edge = [false];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || label[start] !== 0) continue;
    const id = sizes.length;
    let size = 0; let touches = false;
    label[start] = id; stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % W; const y = (i - x) / W;
      if (x === 0 || y === 0 || x === W - 1 || y === H - 1) touches = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
          const j = yy * W + xx;
          if (mask[j] === value && label[j] === 0) { label[j] = id; stack.push(j); }
        }
      }
    }
    sizes.push(size); edge.push(touches);
  }
  return { label, sizes, edge };
}

/**
 * Breadth-first spread from the set pixels of `mask` (changed in place) to 8-neighbours `may(from, to)`
 * admits, for at most `rings` rings (unbounded when omitted). Returns how many pixels were added.
 */
export function spread(mask: Uint8Array, W: number, H: number, may: (from: number, to: number) => boolean, rings = Infinity): number {
  let ring: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) ring.push(i);
  let added = 0;
  for (let r = 0; r < rings && ring.length; r++) {
    const next: number[] = [];
    for (const i of ring) {
      const x = i % W; const y = (i - x) / W;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx; const yy = y + dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
          const j = yy * W + xx;
          if (mask[j] || !may(i, j)) continue;
          mask[j] = 1; added++;
          next.push(j);
        }
      }
    }
    ring = next;
  }
  return added;
}

import { hash } from 'node:crypto';

/**
 * The first 32 bits of the SHA-256 digest of `${seed}:${key}`, as an unsigned integer: what `jitter`
 * turns into a number in [0, 1). A plan ranks every colour story of its occasion (thousands, most of
 * them tied on score) by it, so it runs millions of times in a batch of answers; for the short ASCII
 * strings it is given (a request id and a story) this plain-JavaScript SHA-256 costs about a third
 * of a call into OpenSSL, whose price is the crossing and the buffers, not the hashing. The seed and
 * the key are read where they are, never joined into a new string. Anything else (a character beyond
 * ASCII, which UTF-8 would encode in several bytes) goes to `node:crypto`, so the value is the
 * digest's for every string.
 */
export function sha256FirstWord(seed: string, key: string): number {
  const length = seed.length + 1 + key.length;
  // Message, the 0x80 end marker and the 64-bit bit length, padded to whole 64-byte blocks.
  const blocks = ((length + 8) >> 6) + 1;
  if (blocks > MAX_BLOCKS) return native(seed, key);
  const words = MESSAGE;
  words.fill(0, 0, blocks * 16);
  if (!put(words, seed, 0)) return native(seed, key);
  put(words, ':', seed.length);
  if (!put(words, key, seed.length + 1)) return native(seed, key);
  words[length >> 2] = words[length >> 2]! | (0x80 << (24 - 8 * (length & 3)));
  // Strings this short have a bit length below 2^32: the high word stays 0.
  words[blocks * 16 - 1] = length * 8;
  const state = STATE;
  state.set(INITIAL);
  for (let block = 0; block < blocks; block++) compress(state, words, block * 16);
  return state[0]! >>> 0;
}

/** Writes `text` as bytes from byte `at` of the big-endian words; false at the first character beyond ASCII. */
function put(words: Int32Array, text: string, at: number): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return false;
    const byte = at + i;
    words[byte >> 2] = words[byte >> 2]! | (code << (24 - 8 * (byte & 3)));
  }
  return true;
}

const native = (seed: string, key: string): number => hash('sha256', `${seed}:${key}`, 'buffer').readUInt32BE(0);

/** Longer strings (seed and key of more than 502 characters) are left to node:crypto: no request id comes near. */
const MAX_BLOCKS = 8;
const MESSAGE = new Int32Array(MAX_BLOCKS * 16);
const SCHEDULE = new Int32Array(64);
const STATE = new Int32Array(8);
const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** One SHA-256 compression (FIPS 180-4 §6.2.2) of the 16 words at `offset` into `state`. */
function compress(state: Int32Array, words: Int32Array, offset: number): void {
  const w = SCHEDULE;
  for (let i = 0; i < 16; i++) w[i] = words[offset + i]!;
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!, b = state[1]!, c = state[2]!, d = state[3]!, e = state[4]!, f = state[5]!, g = state[6]!, h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

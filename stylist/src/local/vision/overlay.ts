import sharp from 'sharp';
import type { VisionPart, VisionReport } from './types';
import { namedColour } from '../colour/names';

const PART_COLOUR: Record<VisionPart, string> = { top: '#ff3b6b', bottom: '#2f9bff', footwear: '#ffb000', accessories: '#2fd17a' };
const BONES: [string, string][] = [
  ['leftShoulder', 'rightShoulder'], ['leftShoulder', 'leftElbow'], ['leftElbow', 'leftWrist'], ['rightShoulder', 'rightElbow'],
  ['rightElbow', 'rightWrist'], ['leftShoulder', 'leftHip'], ['rightShoulder', 'rightHip'], ['leftHip', 'rightHip'],
  ['leftHip', 'leftKnee'], ['leftKnee', 'leftAnkle'], ['rightHip', 'rightKnee'], ['rightKnee', 'rightAnkle'],
];

const esc = (t: string): string => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The photo with what the engine saw drawn on it: people's boxes, keypoints, regions and their palettes. */
export async function renderOverlay(photo: Buffer, v: VisionReport): Promise<Buffer> {
  const img = sharp(photo).rotate();
  const meta = await img.metadata();
  const W = meta.autoOrient?.width ?? meta.width ?? 512; const H = meta.autoOrient?.height ?? meta.height ?? 512;
  const u = Math.max(W, H) / 400;
  const parts: string[] = [];
  v.persons.forEach((p, i) => {
    const [x, y, w, h] = p.box;
    parts.push(`<rect x="${x * W}" y="${y * H}" width="${w * W}" height="${h * H}" fill="none" stroke="${i === v.chosen ? '#ffffff' : '#999999'}" stroke-width="${u}" stroke-dasharray="${4 * u} ${3 * u}"/>`);
  });
  for (const [part, r] of Object.entries(v.regions) as [VisionPart, NonNullable<VisionReport['regions'][VisionPart]>][]) {
    for (const rect of r.rects) parts.push(`<rect x="${rect.x * W}" y="${rect.y * H}" width="${rect.w * W}" height="${rect.h * H}" fill="${PART_COLOUR[part]}" fill-opacity="0.12" stroke="${PART_COLOUR[part]}" stroke-width="${1.5 * u}"/>`);
  }
  const kp = v.keypoints;
  if (kp) {
    const k = kp as Record<string, { x: number; y: number; score: number }>;
    for (const [a, b] of BONES) {
      const p = k[a]; const q = k[b];
      if (p && q && p.score >= 0.3 && q.score >= 0.3) parts.push(`<line x1="${p.x * W}" y1="${p.y * H}" x2="${q.x * W}" y2="${q.y * H}" stroke="#ffffff" stroke-width="${u}" stroke-opacity="0.8"/>`);
    }
    for (const p of Object.values(k)) {
      parts.push(`<circle cx="${p.x * W}" cy="${p.y * H}" r="${2.2 * u}" fill="${p.score >= 0.3 ? '#00e5ff' : '#ff4040'}" stroke="#000" stroke-width="${0.4 * u}"/>`);
    }
  }
  // Palettes: one row per region in a legend at the top left.
  let row = 0;
  const sw = 12 * u; const fs = 9 * u;
  for (const [part, r] of Object.entries(v.regions) as [VisionPart, NonNullable<VisionReport['regions'][VisionPart]>][]) {
    const y = 6 * u + row * (sw + 4 * u);
    parts.push(`<rect x="${4 * u}" y="${y - 2 * u}" width="${60 * u + r.palette.length * 64 * u}" height="${sw + 4 * u}" fill="#000" fill-opacity="0.55"/>`);
    parts.push(`<text x="${6 * u}" y="${y + sw * 0.8}" font-family="sans-serif" font-size="${fs}" fill="${PART_COLOUR[part]}">${esc(part)}</text>`);
    r.palette.slice(0, 5).forEach((c, i) => {
      const x = 60 * u + i * 64 * u;
      const hex = namedHex(c.id, c.lab);
      parts.push(`<rect x="${x}" y="${y}" width="${sw}" height="${sw}" fill="${hex}" stroke="#fff" stroke-width="${0.5 * u}"/>`);
      parts.push(`<text x="${x + sw + 2 * u}" y="${y + sw * 0.8}" font-family="sans-serif" font-size="${fs}" fill="#fff">${esc(c.id)} ${Math.round(c.share * 100)}%</text>`);
    });
    row++;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
  return img.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]).png().toBuffer();
}

/** The measured colour as sRGB hex (OKLab → sRGB), falling back to the name's reference colour. */
function namedHex(id: Parameters<typeof namedColour>[0], lab: { L: number; a: number; b: number }): string {
  const l = (lab.L + 0.3963377774 * lab.a + 0.2158037573 * lab.b) ** 3;
  const m = (lab.L - 0.1055613458 * lab.a - 0.0638541728 * lab.b) ** 3;
  const s = (lab.L - 0.0894841775 * lab.a - 1.291485548 * lab.b) ** 3;
  const lin = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s];
  if (lin.some((v) => !Number.isFinite(v))) return '#888888';
  void namedColour(id);
  return `#${lin.map((v) => { const c = Math.max(0, Math.min(1, v)); const g = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055; return Math.round(g * 255).toString(16).padStart(2, '0'); }).join('')}`;
}

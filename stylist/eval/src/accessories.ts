import { existsSync, readFileSync } from 'node:fs';
import type { AccessoryZone } from '../../src/local/vision/types';
import type { PhotoResult } from './photos';

interface AccessoryLabel { kind: string; what: string; zone: AccessoryZone | null }

/** The hand labels of accessories (photos/accessory-labels.json), or null when the file is absent. */
export function loadAccessoryLabels(dir: URL): Record<string, AccessoryLabel[]> | null {
  const file = new URL('accessory-labels.json', dir);
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { photos: Record<string, AccessoryLabel[]> }).photos;
}

const pct = (right: number, total: number): string => (total ? `${((100 * right) / total).toFixed(1)} % (${right}/${total})` : 'n/a');

/**
 * Accessories found: of the labelled accessories a vision rule can place (a zone), how many the
 * report names at that zone; invented: zones the report names on a labelled photo where nothing
 * was labelled; out of reach: labelled accessories no rule can see (a bag, earrings).
 */
export function accessoryReport(results: readonly PhotoResult[], labels: Record<string, AccessoryLabel[]>, verbose: boolean): string {
  let placeable = 0; let found = 0; let invented = 0; let reported = 0; let unreachable = 0;
  const lines: string[] = [];
  for (const r of results) {
    const want = labels[r.file];
    if (!want) continue;
    const zones = new Set(r.report?.regions.accessories?.zones ?? []);
    const wanted = new Set(want.map((a) => a.zone).filter((z): z is AccessoryZone => z !== null));
    for (const a of want) {
      if (!a.zone) { unreachable++; continue; }
      placeable++;
      if (zones.has(a.zone)) found++;
    }
    for (const z of zones) { reported++; if (!wanted.has(z)) invented++; }
    if (verbose && (zones.size || want.length)) lines.push(`  ${r.file} [${r.half}]: labelled ${want.map((a) => `${a.kind}@${a.zone ?? '-'}`).join(', ') || 'none'}; reported ${[...zones].join(', ') || 'none'}`);
  }
  const rows: [string, string][] = [
    ['accessories found', pct(found, placeable)],
    ['zones invented', pct(invented, reported)],
    ['out of reach (no rule)', String(unreachable)],
  ];
  return [`Accessories (${Object.keys(labels).length} photos, hand-labelled)`, ...rows.map(([k, v]) => `  ${k.padEnd(22)} ${v}`), ...lines].join('\n');
}

import type { OutfitSignals, PaletteColour } from '../local';

const pct = (share: number): string => `${Math.round(share * 100)}%`;
const colours = (palette: PaletteColour[], max = 3): string =>
  palette.slice(0, max).map((c) => `${c.id.replace(/-/g, ' ')} (${pct(c.share)})`).join(', ');

/**
 * The built-in engine's reading of the photo, written out for a model that cannot see images:
 * whether a person was found and how they are framed, each garment region's colours, the
 * whole outfit's palette and harmony, and the photo's quality. Facts only, in English (the
 * instructions' language); the model still writes its answer in the member's language.
 */
export function photoAsText(signals: OutfitSignals): string {
  const lines: string[] = ['The photo could not be sent to you; the built-in vision measured it instead:'];
  const vision = signals.vision;
  if (vision) {
    lines.push(vision.personCount === 0 ? '- No person was found in the photo.' : `- People found: ${vision.personCount}; rating the most central one, ${vision.fullBody ? 'full body in frame' : 'only partly in frame'}${vision.framing.length ? ` (${vision.framing.join(', ')})` : ''}.`);
    for (const part of ['top', 'bottom', 'footwear', 'accessories'] as const) {
      const region = vision.regions[part];
      // An accessory only hinted at (no zone named) is not reported as one.
      lines.push(region && region.palette.length && (part !== 'accessories' || region.zones?.length)
        ? `- ${part}: ${colours(region.palette)}${region.skinShare > 0.35 ? ', much bare skin' : ''}${region.zones?.length ? ` at ${region.zones.join(', ')}` : ''}.`
        : `- ${part}: not seen.`);
    }
    if (vision.onePiece) lines.push('- Top and bottom continue in one colour (a dress, jumpsuit or suit).');
    if (vision.outfit.length) lines.push(`- Whole outfit: ${colours(vision.outfit, 5)}; ${vision.distinctColours} distinct colours.`);
  } else {
    lines.push('- No person detection ran; garment regions are unknown (mark components not visible in the description as not_assessable).');
  }
  const photo = signals.photo;
  if (photo) {
    if (!vision?.outfit.length && photo.palette.length) lines.push(`- Colours of the frame (centre-weighted): ${colours(photo.palette, 5)}.`);
    lines.push(`- Colour harmony: ${photo.harmony.type}.`);
    const q = photo.quality;
    const issues = [q.dark && 'dark', q.overexposed && 'overexposed', q.blurry && 'blurry', q.small && 'small'].filter(Boolean);
    lines.push(`- Photo quality: ${issues.length ? issues.join(', ') : 'fine'} (${q.width}×${q.height}).`);
  }
  return lines.join('\n');
}

import type { RatingComponent } from '@fitrater/contracts';
import { endSentence } from '../grammar/text';
import { LOUD_COLOURS } from '../colour/names';
import type { ColourVerdict } from '../scoring/colour';
import type { GarmentFit } from '../scoring/fit';
import type { Verdict } from '../scoring/verdict';
import type { OutfitSignals } from '../signals/types';
import type { Writer } from './writer';

/**
 * Suggestions for one rated component, from the fits of its garments (at most 4); `warm` for a beach or a hot day;
 * `withDress`: the look has a dress or a skirt, worn to a social or ceremonial occasion, where a shoe that is too casual
 * gives way to heels or a sleek ankle boot rather than the loafers suggested to everyone else.
 */
export function suggestionsFor(w: Writer, c: RatingComponent, fits: GarmentFit[], calm: ColourVerdict | null, warm = false, withDress = false): string[] {
  const out: string[] = [];
  const has = (...kinds: GarmentFit['fit'][]): boolean => fits.some((f) => kinds.includes(f.fit));
  const onePiece = fits.some((f) => f.mention.components.length > 1 && f.fit !== 'good');
  // A stained, worn or creased piece is cleaned, replaced or pressed first, whatever else is said of it.
  const marked = fits.find((f) => f.mention.condition === 'worn') ?? fits.find((f) => f.mention.condition === 'creased');
  if (marked) out.push(w.say(marked.mention.condition === 'worn' ? 'sugg.clean' : 'sugg.press', { garment: w.garment(marked.mention) }));
  // A rain jacket under the occasion's level is the layer to change, for a trench, not the shirt under it for a blazer.
  const rainLayer = fits.some((f) => f.rainLayer);
  const under = fits.filter((f) => f.fit === 'tooCasual' || f.fit === 'sportOut');
  if (under.length && !under.every((f) => f.rainLayer)) out.push(w.say(onePiece ? 'sugg.up.onePiece' : c === 'footwear' && withDress ? 'sugg.up.footwearWithDress' : `sugg.up.${c}`));
  if (rainLayer) out.push(w.say('sugg.up.rainLayer'));
  // On a beach or in the heat the easier piece is a lighter one: a knit or dark jeans would be no relief.
  const lighter = warm && (c === 'top' || c === 'bottom');
  // Loafers too smart for the occasion are not told that loafers are enough: the easier shoe is the sneaker.
  const loafers = c === 'footwear' && fits.some((f) => f.fit === 'tooFormal' && f.mention.garment === 'loafers');
  if (has('tooFormal')) out.push(w.say(onePiece ? 'sugg.down.onePiece' : lighter ? `sugg.light.${c as 'top' | 'bottom'}` : loafers ? 'sugg.down.loafers' : `sugg.down.${c}`));
  const trail = fits.some((f) => f.trail);
  if (trail) out.push(w.say('sugg.trail'));
  if (fits.some((f) => f.fit === 'sportWanted' && !f.trail)) out.push(w.say(`sugg.sport.${c}`));
  if (has('tooLoud')) out.push(w.say('sugg.plainPiece'));
  if (has('soaks')) out.push(w.say('sugg.rainShoes'));
  if (has('tooBare')) out.push(w.say('sugg.cover'));
  const loud = fits.some((f) => f.mention.colours.some((id) => LOUD_COLOURS.has(id)));
  // The colour advice is a fragment made for the tip ('Next step: …'); said on its own it needs its full stop.
  if (calm && loud) out.push(endSentence(w.say('sugg.calmColours')));
  if (!out.length) out.push(w.say('sugg.keep'));
  return out.slice(0, 4).map((s) => s.slice(0, 300));
}

/** The one next step for the whole outfit, as a fragment for the 'tip' sentence; null when nothing stands out. */
export function tipFor(w: Writer, s: OutfitSignals, v: Verdict): string | null {
  if (v.quality.includes('feetCut') || v.quality.includes('personSmall')) return w.fragment('sugg.fullBody');
  if (v.quality.length) return w.fragment('sugg.betterPhoto');
  if (s.photo && !s.text?.garments.length && !(s.vision && Object.keys(s.vision.regions).length)) return w.fragment('sugg.describe');
  const colours = v.textColours ?? v.photoColours;
  if (colours) {
    if (colours.mood === 'tooLoud' || colours.harmony.type === 'clash') return w.fragment('sugg.calmColours');
    if (colours.mood === 'tooQuiet') return w.fragment('sugg.addAccent');
    if (colours.contrast === 'low') return w.fragment('sugg.addContrast');
  }
  return null;
}

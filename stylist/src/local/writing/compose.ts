import { RATING_COMPONENTS, type ComponentAssessment, type RatingComponent, type StylistAnswer } from '@fitrater/contracts';
import { FASHION_NEUTRALS, type ColourId } from '../colour/names';
import type { PhraseKey } from '../i18n/types';
import type { ColourVerdict } from '../scoring/colour';
import type { Fit, GarmentFit } from '../scoring/fit';
import type { Verdict } from '../scoring/verdict';
import type { OutfitSignals } from '../signals/types';
import { suggestionsFor, tipFor } from './suggestions';
import { joinWithin, type Writer } from './writer';
import { endSentence } from '../grammar/text';
import { visionComponent, visionSentences } from './vision';

const FIT_KEY: Record<Fit, PhraseKey> = {
  good: 'fit.good', tooCasual: 'fit.tooCasual', tooFormal: 'fit.tooFormal', sportWanted: 'fit.sportWanted', sportOut: 'fit.sportOut', tooLoud: 'fit.tooLoud', soaks: 'fit.soaks', tooBare: 'fit.tooBare',
};

function fitSentence(w: Writer, f: GarmentFit): string {
  return w.say(FIT_KEY[f.fit], { garment: w.garment(f.mention) });
}

/** Harmonies that name how hues sit on the colour wheel. */
const HUE_RELATIONS: ReadonlySet<string> = new Set(['analogous', 'complementary', 'triadic']);

/** Black, white, the greys and silver have no hue: two of them are a neutral pairing, never "one colour family". */
const NO_HUE: ReadonlySet<ColourId> = new Set(['black', 'charcoal', 'grey', 'lightgrey', 'silver', 'white']);
/**
 * Navy worn with them is the suit's neutral, not a family they join: a black suit, a white shirt and a navy tie are
 * "a neutral base", never "tone on tone in black, white and navy". Navy alone, or with light blue, stays tonal.
 */
const NEUTRAL_BASE: ReadonlySet<ColourId> = new Set([...NO_HUE, 'navy']);

/**
 * The sentence on the colours' harmony. One colour family worn with neutrals (burgundy with black and gold, red with
 * silver) is not "one family": a stylist says the colour leads and the neutrals keep it quiet. Black with white (or
 * grey, or silver) is scored as the calm palette it is, but said as a neutral base: "tone on tone", 同色系 or
 * «تدرج لوني واحد» of black and white is a contradiction a native reader stops at.
 */
export function harmonySentence(w: Writer, c: ColourVerdict): string {
  const h = c.harmony;
  const all = [...new Set(c.palette.filter((p) => p.share >= 0.06).map((p) => p.id))].slice(0, 4);
  const noHue = h.type === 'monochrome' && all.length >= 2 && all.every((id) => NEUTRAL_BASE.has(id));
  const key = noHue ? 'harmony.neutral' : h.type === 'monochrome' && h.accents.length && h.neutrals.length ? 'harmony.colourOnNeutrals' : (`harmony.${h.type}` as const);
  // A small pale colour (a pink tie, a light blue pocket square) weighs too little to change the palette's type, but
  // it is no neutral to a stylist: "navy, white, brown and pink form a neutral base" is said as a base and its accent.
  const offBase = key === 'harmony.neutral' ? all.filter((id) => !FASHION_NEUTRALS.has(id) && c.palette.find((p) => p.id === id)?.neutral !== 1) : [];
  if (offBase.length && offBase.length < all.length) {
    return w.say('harmony.neutral-accent', {
      colours: w.colours(all), accent: w.colours(offBase.slice(0, 2)), base: w.colours(all.filter((id) => !offBase.includes(id)).slice(0, 2)),
    });
  }
  // Neighbours, opposites and a triad are said of the hues, not of the white shirt beside them ("Three strong hues (white, red, blue…)").
  const hues = HUE_RELATIONS.has(h.type) ? all.filter((id) => h.accents.includes(id)) : [];
  return w.say(key, {
    colours: w.colours(hues.length >= 2 ? hues : all.length ? all : [c.palette[0]!.id]),
    accent: w.colours(h.accents.slice(0, 2).length ? h.accents.slice(0, 2) : all.slice(-1)),
    base: w.colours(h.neutrals.slice(0, 2).length ? h.neutrals.slice(0, 2) : all.slice(0, 1)),
  });
}

/** The colours a clash sentence names (every colour that is more than a trace), or none when the colours do not clash. */
function clashingColours(c: ColourVerdict): ReadonlySet<string> {
  return new Set(c.harmony.type === 'clash' ? c.palette.filter((p) => p.share >= 0.06).map((p) => p.id) : []);
}

function colourNotes(w: Writer, c: ColourVerdict): string[] {
  const out: string[] = [];
  if (c.contrast) out.push(w.say(`contrast.${c.contrast}`));
  if (c.mood) out.push(w.say(`colour.${c.mood}`));
  if (c.weddingWhite) out.push(w.say('colour.weddingWhite'));
  return out;
}

/** The sentences about the described garments: what they are, the worst fits, one good one. */
function textSentences(w: Writer, s: OutfitSignals, v: Verdict): string[] {
  const t = s.text;
  if (!t) return [];
  if (!t.garments.length) return [w.say('text.noGarments')];
  const out = [w.say('text.described', { garment: w.pack.list(t.garments.slice(0, 6).map((m) => w.withArticle(w.garment(m)))) })];
  const onePiece = t.garments.find((m) => m.components.length > 1);
  if (onePiece) out.push(w.say('text.onePiece', { garment: w.garment(onePiece) }));
  const bad = v.fits.filter((f) => f.fit !== 'good').slice(0, 3);
  const good = v.fits.filter((f) => f.fit === 'good').reverse().slice(0, bad.length ? 1 : 2);
  for (const f of [...bad, ...good]) out.push(fitSentence(w, f));
  // With a photo, its palette (every piece it measured) is the one verdict on the colours: the words' palette of the
  // pieces named ('one family (burgundy)' for a burgundy skirt) beside it said the colours twice, differently.
  if (v.textColours && !v.photoColours) out.push(harmonySentence(w, v.textColours), ...colourNotes(w, v.textColours));
  return out;
}

function photoSentences(w: Writer, v: Verdict, s: OutfitSignals): string[] {
  const c = v.photoColours;
  if (!c) return [];
  const seen = s.vision ? visionSentences(w, s, s.vision, false, clashingColours(c)) : null;
  const shares = c.palette.slice(0, 4).map((p) => w.pack.share(w.colour(p.id), Math.round(p.share * 100)));
  const out = seen?.length ? [...seen, harmonySentence(w, c)] : [w.say('photo.palette', { colours: w.pack.list(shares) }), harmonySentence(w, c)];
  out.push(...colourNotes(w, c));
  for (const q of v.quality) out.push(w.say(`quality.${q}`));
  return out;
}

function componentAnswer(w: Writer, c: RatingComponent, v: Verdict, s: OutfitSignals): ComponentAssessment {
  const cv = v.components[c];
  if (cv.status === 'not_assessable') {
    const key = cv.reason === 'notLocated' ? 'comp.notLocated' : cv.reason === 'noPerson' ? 'comp.noPerson'
      : cv.reason === 'notInFrame' ? 'comp.notInFrame' : cv.reason === 'noAccessory' ? 'comp.noAccessory' : 'comp.notMentioned';
    return { status: 'not_assessable', rating: null, description: w.say(key) };
  }
  const worst = [...cv.fits].sort((a, b) => a.score - b.score)[0];
  const seen = s.vision ? visionComponent(w, s, s.vision, c) : null;
  // A stained or creased piece of the right kind is not called right: its condition is what is said of it.
  const marked = cv.fits.find((f) => f.mention.condition === 'worn') ?? cv.fits.find((f) => f.mention.condition);
  const fitSaid = worst && !(marked && worst.fit === 'good') ? [fitSentence(w, worst)] : [];
  const conditionSaid = marked ? [w.say(`cond.${marked.mention.condition!}`, { garment: w.garment(marked.mention) })] : [];
  const description = joinWithin([...(seen ? [seen] : []), ...fitSaid, ...conditionSaid, ...(!seen && !worst ? [w.say('sugg.keep')] : [])], 600, w.pack.sentenceGap);
  const warm = s.occasion.group === 'beach' || !!s.text?.weather.includes('hot');
  const said = suggestionsFor(w, c, cv.fits, s.occasion.palette === 'calm' ? v.textColours : null, warm, dressedUpInADress(s));
  // A piece scored low by the colours around it (a photo with nothing described, red with green and yellow) is not
  // told "keep it, it works" under its 4.1: the colours are what to change.
  const colours = v.photoColours ?? v.textColours;
  const keepOnly = said.length === 1 && (w.pack.phrases['sugg.keep'] as readonly string[]).includes(said[0]!);
  const suggestions = keepOnly && (cv.rating ?? 10) < 6 && colours && (colours.harmony.type === 'clash' || colours.mood === 'tooLoud') ? [endSentence(w.say('sugg.calmColours'))] : said;
  return { status: 'visible', rating: cv.rating, description, ...(suggestions.length ? { suggestions } : {}) };
}

/** Dresses and skirts, described or seen (a one-piece, or a lower half the photo reads as a skirt). */
const DRESSES_AND_SKIRTS: ReadonlySet<string> = new Set(['gown', 'cocktailDress', 'dress', 'sundress', 'skirt', 'pencilSkirt', 'miniSkirt']);
function dressedUpInADress(s: OutfitSignals): boolean {
  if (s.occasion.group !== 'social' && s.occasion.group !== 'ceremony') return false;
  return !!s.text?.garments.some((g) => DRESSES_AND_SKIRTS.has(g.garment)) || !!s.vision?.onePiece || s.vision?.lowerKind === 'skirt';
}

export type Band = 'excellent' | 'good' | 'fair' | 'weak';

/** The summary's verdict for a score: a standout from 8, good from 6.5, mixed from 4.5. */
export const bandOf = (overall: number): Band => (overall >= 8 ? 'excellent' : overall >= 6.5 ? 'good' : overall >= 4.5 ? 'fair' : 'weak');

/**
 * The summary: the band's verdict and the one point that matters most. A look that scores well while
 * its colours clash is not called "a good look" above a feedback that says they fight: a stylist
 * would say it is wearable and name the colours as what holds it back, so the clash is the point.
 */
function headline(w: Writer, s: OutfitSignals, v: Verdict, band: Band, text: readonly string[]): string[] {
  const clash = [v.photoColours, v.textColours].find((c) => c?.harmony.type === 'clash');
  if (clash && (band === 'excellent' || band === 'good')) return [w.say('summary.colourClash'), harmonySentence(w, clash)];
  const key = v.fits.find((f) => f.fit !== 'good');
  const seenPoint = s.vision ? visionSentences(w, s, s.vision, true, v.photoColours ? clashingColours(v.photoColours) : new Set())[0] : undefined;
  // With nothing to change and no colours to speak of, the point is the piece that carries most of the look (a dress
  // before the cardigan over it) being right for the occasion: the feedback already opens by listing the pieces, and
  // the summary above it saying the same list reads as an echo.
  // A stained or creased piece is what the summary names before any praise: "the shirt is right for church" above a part
  // marked down for its creases contradicts it.
  const marked = v.fits.find((f) => f.mention.condition === 'worn') ?? v.fits.find((f) => f.mention.condition);
  const condition = marked ? w.say(`cond.${marked.mention.condition!}`, { garment: w.garment(marked.mention) }) : null;
  const good = v.fits.filter((f) => f.fit === 'good' && !f.mention.condition).sort((a, b) => b.mention.components.length - a.mention.components.length)[0];
  // A weak look whose colours fight says so before praising how two of its pieces sit together ("需要重新搭配。红色上衣和绿色
  // 西裤对比清晰，又不失平衡" above "红色、绿色和黄色彼此争抢"): a piece to change first, then the clash.
  const point = key ? fitSentence(w, key) : condition ? condition : clash ? harmonySentence(w, clash) : seenPoint ? seenPoint : v.photoColours ? harmonySentence(w, v.photoColours) : v.textColours ? harmonySentence(w, v.textColours) : good ? fitSentence(w, good) : text[0] ?? '';
  // "A standout look" above "the sandals sit a step below what a date expects" contradicts itself: a look with a
  // piece to change is a good one with room to sharpen, which is what the good band says.
  return [w.say(`summary.${band === 'excellent' && key ? 'good' : band}`), point];
}

export function compose(w: Writer, s: OutfitSignals, v: Verdict): Pick<StylistAnswer, 'summary' | 'feedback' | 'components'> {
  const band = bandOf(v.overall);
  const text = textSentences(w, s, v);
  const photo = photoSentences(w, v, s);
  const located = !!s.vision && Object.keys(s.vision.regions).length > 0;
  const limits = s.photo && !s.text?.garments.length ? [w.say(located ? 'limits.visionOnly' : 'limits.photoOnly')] : !s.photo ? [w.say('limits.textOnly')] : [];
  const tip = tipFor(w, s, v);
  const feedback = joinWithin([...text, ...photo, ...limits, ...(tip ? [w.say('tip', { point: tip })] : [])], 2000, w.pack.sentenceGap);
  const summary = joinWithin(headline(w, s, v, band, text), 300, w.pack.sentenceGap);
  const components = Object.fromEntries(RATING_COMPONENTS.map((c) => [c, componentAnswer(w, c, v, s)])) as StylistAnswer['components'];
  return { summary, feedback, components };
}

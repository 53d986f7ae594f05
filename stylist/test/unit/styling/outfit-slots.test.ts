import { describe, expect, it } from 'vitest';
import { BODY_TYPES, STYLING_OCCASION_IDS, WEATHER_IDS, type Language, type StylingOccasionId, type WeatherId } from '@fitrater/contracts';
import { WEATHER_RULES, bannedReason } from '../../../src/knowledge';
import { colourHex } from '../../../src/local/colour/names';
import { adviseOn } from '../../../src/local/styling/advice';
import { combineOutfits } from '../../../src/local/styling/combiner';
import { proseFor } from '../../../src/local/styling/prose';
import { namedPieces, planOutfit, wornStory, writeOutfit, type PlannedOutfit } from '../../../src/local/styling/generator';
import type { GenerateInput, RatedOutfit, StylingProfile } from '../../../src/styling';

const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const TAILORING = new Set(['silk-tie', 'bow-tie', 'pocket-square', 'cufflinks']);
const SUITS = new Set(['navy-suit', 'charcoal-suit', 'linen-suit', 'trouser-suit', 'tuxedo']);

/** The slot and colour rules a stylist would sign, checked on one planned outfit and its written answer. */
function checkOutfit(o: PlannedOutfit, input: GenerateInput, where: string): void {
  // One piece per slot: a dress (or suit) fills top and bottom, so neither is there beside it.
  if (o.dress) {
    expect(o.top, `${where}: a top beside ${o.dress.garment.id}`).toBeNull();
    expect(o.bottom, `${where}: a bottom beside ${o.dress.garment.id}`).toBeNull();
  } else {
    expect(o.top, `${where}: no top`).not.toBeNull();
    expect(o.bottom, `${where}: no bottom`).not.toBeNull();
  }
  const ids = namedPieces(o).map((p) => p.garment.id);
  expect(new Set(ids).size, `${where}: a piece twice`).toBe(ids.length);
  // No tie, pocket square or cufflinks unless the outfit is tailored to take them (never with a dress).
  for (const id of ids.filter((x) => TAILORING.has(x))) {
    const suit = o.dress && SUITS.has(o.dress.garment.id);
    const shirtAndJacket = !o.dress && /shirt/.test(o.top!.garment.id) && o.outer?.garment.tags.includes('tailored');
    expect(suit || shirtAndJacket, `${where}: ${id} with ${o.dress?.garment.id ?? `${o.top?.garment.id} and ${o.outer?.garment.id}`}`).toBeTruthy();
    if (id === 'bow-tie') expect(o.dress?.garment.id === 'tuxedo' || o.top?.garment.id === 'tuxedo-shirt', `${where}: bow tie without a dinner suit`).toBe(true);
  }
  // Occasion and weather rules on every slot.
  for (const p of namedPieces(o)) {
    const why = bannedReason(p.garment, { occasion: o.occasion, weather: o.weather });
    const essential = p.garment.id === 'umbrella' || /tights/.test(p.garment.id);
    if (!essential) expect(why, `${where}: ${p.garment.id}`).toBeNull();
  }
  const w = WEATHER_RULES[o.weather];
  if (w.noOuter) expect(o.outer, `${where}: a layer in the heat`).toBeNull();
  if (w.rainproof) expect(o.shoes.garment.tags, `${where}: shoes in the rain`).toContain('rainproof');
  // Colour chips are exactly the colours of the pieces named; the accent the notes name is on a piece.
  const answer = writeOutfit(o, input);
  const worn = new Set(namedPieces(o).map((p) => p.colour));
  expect(answer.outfit.swatches?.every((hex) => [...worn].some((c) => colourHex(c) === hex)), `${where}: a chip for a colour no piece has`).toBe(true);
  const main = [o.top, o.bottom, o.dress, o.outer, o.shoes].filter((p) => p !== null).map((p) => p!.colour);
  for (const c of main) expect(answer.outfit.swatches, `${where}: ${c} of a main piece has no chip`).toContain(colourHex(c));
  const story = wornStory(o);
  if (story?.accent) expect(worn.has(story.accent), `${where}: accent ${story.accent}`).toBe(true);
  if (input.language === 'en') {
    const accent = /with (\w+(?: \w+)?) as the one accent/.exec(answer.styling_notes)?.[1];
    if (accent) expect(answer.outfit.colors, `${where}: the notes praise ${accent}`).toContain(accent);
    expect(answer.outfit.accessories.toLowerCase(), where).not.toMatch(/\d+\s*%/);
  }
}

describe('every generated outfit is one a person could put on', () => {
  for (const occasion of STYLING_OCCASION_IDS) {
    it(`${occasion}: every weather × body type holds the slot, colour, occasion and weather rules`, () => {
      for (const weather of WEATHER_IDS) {
        for (const bodyType of BODY_TYPES) {
          const input: GenerateInput = { occasion, weather, bodyType, profile: EMPTY, language: 'en', seed: `${weather}/${bodyType}` };
          checkOutfit(planOutfit(input), input, `${occasion} ${weather} ${bodyType}`);
        }
      }
    }, 60_000);
  }

  it('the wedding guest in the rain from the report: one dress, no tie or pocket square with it, chips from its pieces', () => {
    const languages: Language[] = ['en', 'fr', 'ja'];
    for (const language of languages) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const input: GenerateInput = { occasion: 'wedding-guest' as StylingOccasionId, weather: 'rainy' as WeatherId, bodyType: 'curvy', profile: EMPTY, language, seed };
        checkOutfit(planOutfit(input), input, `${language} ${seed}`);
      }
    }
  });

  it('per-rating advice keeps what scored well, replaces what scored low with a different piece, in sentences without measurements', () => {
    const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
    const outfit: RatedOutfit = {
      ratingId: 'r', overallRating: 3.1, occasion: 'wedding', description: 'gym shorts, a hoodie and flip-flops', text: '',
      components: { top: part(2.8, 'Grey hoodie: grey (61%), black (12%).'), bottom: part(2.1, 'Black gym shorts: black (44%).'), footwear: part(1.5, 'Black flip-flops.'), accessories: part(8.1, 'Silver watch: silver (12%).') },
    };
    const advice = adviseOn({ outfit, description: null, occasion: 'wedding', profile: EMPTY, language: 'en', seed: 's' });
    const texts = [advice.top, advice.bottom, advice.shoes, advice.accessories].flatMap((a) => [a.advice, a.recommendation]);
    for (const t of [...texts, advice.overall]) {
      expect(t).not.toMatch(/\d+\s*%|\.\.|below|above/);
      expect(t).toMatch(/[.!]$/);
    }
    expect(advice.accessories.keepCurrent).toBe(true);
    expect(advice.accessories.advice).toMatch(/^Keep the silver watch: it’s one of the strongest parts/);
    expect(advice.top.keepCurrent).toBe(false);
    expect(advice.top.recommendation).not.toBe(advice.bottom.recommendation);
    expect(advice.top.recommendation).not.toMatch(/dress|hoodie/);
    expect(advice.bottom.recommendation).not.toMatch(/dress|shorts/);
    expect(advice.shoes.recommendation).not.toMatch(/flip-flops/);
    expect(advice.top.recommendation).toMatch(/^Try .+ instead: it sits at the level of formality a wedding asks for/);
    expect(advice.overall).toMatch(/suggested for each part/);
  });

  it('the combiner names the member\'s pieces without their measured colour shares', () => {
    const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
    const outfit = (id: string, overall: number): RatedOutfit => ({
      ratingId: id, overallRating: overall, occasion: 'date', description: null, text: '',
      components: { top: part(8.2, 'Black top: black (42%), wine (17%).'), bottom: part(8, 'Dark jeans: denim (55%).'), footwear: part(7.9, 'Brown boots.'), accessories: { status: 'not_assessable', rating: null, description: 'Nothing seen' } },
    });
    const combo = combineOutfits({ occasion: 'date-night', outfits: [outfit('a', 8.4), outfit('b', 8.1)], profile: EMPTY, language: 'en', seed: 's' });
    expect(combo.top).toBe('Black top');
    expect(combo.bottom).toBe('Dark jeans');
    for (const t of [combo.top, combo.bottom, combo.footwear, combo.styling_notes]) expect(t).not.toMatch(/%/);
    expect(combo.styling_notes).not.toMatch(/wine/);
    expect(combo.styling_notes).toContain(proseFor('en').occasions['date-night']);
  });
});

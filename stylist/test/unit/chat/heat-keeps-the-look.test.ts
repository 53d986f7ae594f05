import { describe, expect, it } from 'vitest';
import type { Language, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { planOutfit } from '../../../src/local/styling/generator';
import { talk } from '../../support/chat-talk';

const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const OCCASIONS: StylingOccasionId[] = ['business-meeting', 'casual-weekend', 'date-night', 'wedding-guest', 'brunch', 'formal-dinner', 'travel'];
const WEATHERS: (WeatherId | null)[] = [null, 'rainy', 'cold-winter', 'hot-humid', 'cool-breezy'];

/** The office look was a camel jumper, camel skirt, camel blazer, camel pumps and a camel tote: no colour story at all. */
describe('a planned look wears its colour story', () => {
  it('never every piece in one colour, whatever the occasion and weather', () => {
    const single: string[] = [];
    for (const occasion of OCCASIONS) {
      for (const weather of WEATHERS) {
        for (const seed of ['a', 'b', `${occasion}/${weather ?? ''}`]) {
          const o = planOutfit({ occasion, weather, bodyType: null, profile: EMPTY_PROFILE, language: 'en', seed });
          const colours = new Set([o.top, o.bottom, o.dress, o.outer, o.shoes].filter((p) => !!p).map((p) => p!.colour));
          if (colours.size < 2) single.push(`${occasion}/${weather}/${seed}`);
        }
      }
    }
    expect(single).toEqual([]);
  });
});

/** "And if it's hot?" after an office look planned a whole new look; the cold and rain follow-ups kept it. */
describe('the heat keeps the look just given and takes its layer off', () => {
  it.each<[Language, string, string, RegExp]>([
    ['en', 'what should I wear to the office?', 'and if it is hot?', /In the heat, leave the .+ at home\./],
    ['fr', 'Que porter au bureau ?', 'Et s’il fait chaud ?', /Par forte chaleur, laissez .+ à la maison\./],
    ['es', '¿Qué me pongo para la oficina?', '¿Y si hace calor?', /Con calor, deja .+ en casa\./],
    ['de', 'Was ziehe ich ins Büro an?', 'Und wenn es heiß ist?', /Bei Hitze lassen Sie .+ zu Hause\./],
  ])('%s: %s / %s', async (language, first, hot, shed) => {
    const [look, warm] = await talk(language, first, hot);
    expect(warm, warm).toMatch(shed);
    // Every piece still worn was in the first look.
    const worn = warm!.slice(0, warm!.search(shed));
    const firstPieces = look!.split(/[,:]/).map((s) => s.trim()).filter((s) => s.length > 8);
    const kept = firstPieces.filter((p) => worn.includes(p.replace(/^(and|et|y|und) /, '')));
    expect(kept.length, `${look}\n${warm}`).toBeGreaterThanOrEqual(2);
  });
});

describe('the heat changes the cloth, not the cut', () => {
  it('a wedding guest’s suit becomes a linen suit, never an evening dress; the second look stays whole', async () => {
    const [, warm] = await talk('en', 'what should I wear to a wedding?', 'and if it is hot?');
    expect(warm, warm).toMatch(/linen suit/);
    expect(warm, warm).not.toMatch(/evening dress|gown/);
    expect(warm, warm).toMatch(/another look: an? [^.]*dress and [^.]*\./);
  });

  it('ja and ko ask it their way (暑かったら, 더우면)', async () => {
    expect((await talk('ja', 'オフィスには何を着ればいい？', '暑かったら？'))[1]).toMatch(/暑い日は、.+は置いていきましょう。/);
    expect((await talk('ko', '출근할 때 뭐 입어요?', '더우면요?'))[1]).toMatch(/더운 날에는 .+ 빼세요\./);
  });
});

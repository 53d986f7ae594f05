import { describe, expect, it } from 'vitest';
import { LANGUAGES, type RatingComponents } from '@fitrater/contracts';
import { CATALOGUES } from '../../../src/local/languages/registry';
import { inMembersForm } from '../../../src/local/grammar/address-form';
import { decimal } from '../../../src/local/grammar/numbers';
import { adviseOn } from '../../../src/local/styling/advice';
import { generateOutfit } from '../../../src/local/styling/generator';
import { proseFor } from '../../../src/local/styling/prose';

const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
const MIXED: RatingComponents = {
  top: part(8.4, 'White shirt'), bottom: part(5.1, 'Grey jeans'), footwear: part(6.2, 'Worn sneakers'),
  accessories: { status: 'not_assessable', rating: null, description: '' },
};

/**
 * English styling prose used to be written inline in the generator and the advice, with the packs for the other
 * nine languages beside it; every language now says it from its own folder (languages/<lang>/styling-prose.ts),
 * so a sentence changed in a pack is the sentence the member reads, English included.
 */
describe('styling prose comes from each language\'s pack, English included', () => {
  it('every catalogue carries its styling prose', () => {
    for (const language of LANGUAGES) expect(CATALOGUES[language].stylingProse, language).toBe(proseFor(language));
  });

  it.each(LANGUAGES)('%s: the generator\'s notes are the pack\'s', (language) => {
    // Arabic words that mark the addressee are said in the neutral form, as the answer says them.
    const prose = inMembersForm(proseFor(language), language);
    const o = generateOutfit({ occasion: 'brunch', weather: 'rainy', bodyType: 'tall', profile: EMPTY, language, seed: 's' });
    expect(o.styling_notes.startsWith(prose.occasions.brunch)).toBe(true);
    expect(o.weather_considerations).toContain(prose.weather.rainy);
    expect(o.body_type_tips).toBe(prose.bodyTypes.tall);
    expect(generateOutfit({ occasion: 'brunch', weather: null, bodyType: null, profile: EMPTY, language, seed: 's' }).body_type_tips).toBe(prose.generalBody);
  });

  it.each(LANGUAGES)('%s: the advice is the pack\'s', (language) => {
    const a = proseFor(language).advice;
    const say = (text: string) => inMembersForm(text, language);
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: 6.4, occasion: 'brunch', description: null, components: MIXED, text: '' };
    const advice = adviseOn({ outfit, description: null, occasion: 'brunch', profile: EMPTY, language, seed: 's' });
    expect(advice.overall.startsWith(say(a.scored(decimal(6.4, language))))).toBe(true);
    expect(advice.overall).toContain(say(a.keepSome(1)));
    expect(advice.accessories.advice).toBe(say(a.notVisible));
  });

  it('English names the occasion the advice is for, the rating\'s own where another only stands in for it', () => {
    const a = proseFor('en').advice;
    expect(a.tryThis('brown loafers', { planned: 'business-meeting', asked: 'church', standIn: true }))
      .toBe('Try brown loafers instead: they sit at the level of formality church asks for and work with the rest.');
    expect(a.ifYouAdd('navy blazer', 'top', { planned: 'wedding-guest', asked: 'wedding', standIn: false })).toBe('To complete the outfit, a navy blazer suits a wedding.');
    expect(a.low('5.1', 'Grey jeans', { planned: 'brunch', asked: 'brunch', standIn: false })).toBe('The grey jeans scored 5.1/10 and hold the outfit back for brunch.');
    expect(a.keep('your shoes', '8.0')).toBe('Keep your shoes: they’re one of the strongest parts of this outfit.');
  });
});

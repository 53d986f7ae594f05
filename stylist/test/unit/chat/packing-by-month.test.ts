import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { tripClimate, weatherOfHigh } from '../../../src/local/chat/understand/climate';
import { normalise } from '../../../src/local/lexicon/normalise';
import { talk } from '../../support/chat-talk';

/** "What to pack for Tokyo in January" and "Paris in July" were both answered with the same all-weather capsule. */
describe('packing for a city in a month packs for that month’s weather there', () => {
  it.each<[string, string, number]>([
    ['what to pack for tokyo in january', 'tokyo', 1],
    ['7月のパリ旅行', 'paris', 7],
    ['一月去东京旅行', 'tokyo', 1],
    ['1월 도쿄 여행', 'tokyo', 1],
    ['رحلة إلى دبي في يوليو', 'dubai', 7],
    ['maleta para roma en agosto', 'rome', 8],
    ['valise pour lisbonne en février', 'lisbon', 2],
  ])('"%s" is %s in month %i', (text, city, month) => {
    expect(tripClimate(normalise(text))).toMatchObject({ city, month });
  });

  it('a month word alone, a city alone, or "may" as a verb say nothing', () => {
    expect(tripClimate(normalise('what to pack in january'))).toBeNull();
    expect(tripClimate(normalise('what to pack for tokyo'))).toBeNull();
    expect(tripClimate(normalise('may i pack jeans for tokyo'))).toBeNull();
  });

  it('the highs read as a stylist packs for them', () => {
    expect([5, 10, 15, 20, 25, 30].map(weatherOfHigh)).toEqual(['cold', 'cold', 'cool', 'mild', 'warm', 'hot']);
  });

  it.each<[Language, string, RegExp, RegExp]>([
    ['en', 'what to pack for Tokyo in January', /about 10 °C[\s\S]*warm coat/, /T-shirt|sandals/],
    ['en', 'what to pack for Paris in July', /about 26 °C/, /merino|wool overcoat|lug-sole/],
    ['en', 'what should I pack for Bangkok in July?', /about 33 °C[\s\S]*For the rain/, /sweater|jacket or coat|mac/],
    ['fr', 'Que mettre dans ma valise pour Tokyo en janvier ?', /environ 10 °C/, /sandales/],
    ['ja', '7月のパリ旅行、何を持っていけばいい？', /26°C/, /メリノ/],
    ['ar', 'ماذا أحزم لرحلة إلى دبي في يوليو؟', /نحو 41 درجة مئوية/, /معطف/],
  ])('%s: %s', async (language, question, says, never) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toMatch(says);
    expect(reply, reply).not.toMatch(never);
  });
});

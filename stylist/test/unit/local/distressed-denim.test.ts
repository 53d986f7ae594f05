import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { readDescription } from '../../../src/local/signals/text';

const rater = createLocalRater();
const rate = (description: string, occasion: RatingOccasion, language: Language) =>
  rater.rate({ image: null, description, occasion, customOccasion: null, language });

describe('ripped jeans are a cut, a torn T-shirt is wear', () => {
  it.each<[Language, string, RatingOccasion]>([
    ['es', 'jeans rotos, playera negra y tenis blancos', 'casual'],
    ['it', 'giubbotto di pelle, maglietta nera, jeans strappati e anfibi', 'concert'],
    ['zh', '黑色皮夹克，乐队T恤，破洞牛仔裤，马丁靴', 'concert'],
    ['ja', '黒のライダースジャケット、バンドT、ダメージジーンズ、編み上げブーツ', 'concert'],
  ])('%s: "%s" is not charged for wear', async (language, text, occasion) => {
    expect(readDescription(text, language)!.condition).toBe(0);
    expect((await rate(text, occasion, language)).overallRating).toBeGreaterThanOrEqual(8);
  });

  it('ripped jeans are a step more casual than clean jeans: further from a ceremony, never charged as wear', async () => {
    const ripped = await rate('jeans strappati, camicia bianca e mocassini', 'graduation', 'it');
    const clean = await rate('jeans, camicia bianca e mocassini', 'graduation', 'it');
    expect(ripped.overallRating).toBeLessThan(clean.overallRating);
    expect(readDescription('jeans strappati, camicia bianca e mocassini', 'it')!.garments[0]!.condition).toBeUndefined();
  });

  it('a tear in another piece, and a stain on the jeans, still count', () => {
    expect(readDescription('camiseta rota y vaqueros', 'es')!.condition).toBe(1);
    expect(readDescription('jeans strappati e macchiati', 'it')!.condition).toBe(1);
    expect(readDescription('zerrissenes T-Shirt, Jeans', 'de')!.garments[0]!.condition).toBe('worn');
  });
});

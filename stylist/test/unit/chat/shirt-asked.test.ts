import { describe, expect, it } from 'vitest';
import { talk } from '../../support/chat-talk';

// Asked for a shirt, a stylist offers shirts (not a wrap top or a polo); "what colour shirt?" after an occasion asks
// the shirt for that occasion, even though no shirt was named before.
describe('a shirt asked for', () => {
  it('for a date: shirts, each option a shirt', async () => {
    const [reply = ''] = await talk('en', 'what shirt for a date?');
    const options = /Other good options: ([^.]+)\./u.exec(reply)?.[1] ?? '';
    expect(reply).toMatch(/^.*?\bA [a-z -]*shirt is the first pick for a date\./u);
    expect(options.split(/, | and /u).every((o) => /\bshirt\b/u.test(o) && !/polo|t-shirt|tee/u.test(o)), reply).toBe(true);
  });

  it('where no collared shirt suits the occasion, the top it wears', async () => {
    const [reply] = await talk('en', 'which shirt for the gym?');
    expect(reply).toContain('the first pick for a workout');
  });

  it.each([
    ['en', 'I have a date tonight at a nice restaurant', 'what colour shirt?', /shirt is the first pick for a date/u],
    ['de', 'Ich habe heute Abend ein Date in einem schönen Restaurant', 'welche Farbe soll das Hemd haben?', /für ein Date ein [^.]*Hemd/u],
    ['fr', 'J’ai un rendez-vous ce soir dans un beau restaurant', 'quelle couleur de chemise ?', /pour un rendez-vous amoureux : une chemise/u],
    ['es', 'Tengo una cita esta noche en un buen restaurante', '¿de qué color la camisa?', /para una cita es una camisa/u],
  ] as const)('%s: «%s» then «%s» is the shirt for that occasion', async (language, first, question, expected) => {
    const [, reply = ''] = await talk(language, first, question);
    expect(reply.replace(/\u00a0|\u202f/gu, ' ')).toMatch(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "Hará mucho calor" after a look for a beach wedding, "il fera froid" after one for a funeral: the weather said alone is
 * the weather of the occasion just asked about, and the answer keeps that occasion; it is not a weekend look.
 */
describe('weather said after a look keeps the occasion', () => {
  it.each<[Language, string, string, RegExp]>([
    ['es', '¿Qué me pongo para una boda?', 'hará mucho calor', /boda/u],
    ['fr', 'Qu’est-ce que je mets pour un enterrement ?', 'il fera froid', /obsèques|enterrement|sombre/u],
    ['ko', '면접 보러 가는데 뭐 입어?', '여름이라 너무 더워', /면접/u],
    ['en', 'What should I wear to a wedding?', "it's going to be freezing", /wedding/u],
  ])('%s: "%s" then "%s"', async (language, first, weather, occasion) => {
    const [, reply] = await talk(language, first, weather);
    expect(reply).toMatch(occasion);
  });

});

/** "Is navy or black better?", "¿Traje o algo más casual?": a choice between two is not answered "yes". */
describe('a choice is not a yes/no question', () => {
  it.each<[Language, string[]]>([
    ['en', ['I have a job interview at a bank, what do I wear?', 'is navy or black better?']],
    ['es', ['tengo una entrevista en una startup, ¿traje o algo más casual?']],
    ['de', ['Soll ich zum Vorstellungsgespräch einen Anzug oder einen Blazer tragen?']],
    ['zh', ['面试穿西装还是休闲一点？']],
  ])('%s: %j', async (language, messages) => {
    const replies = await talk(language, ...messages);
    expect(replies.at(-1)).not.toMatch(/^(?:Yes|No|Sí|No|Ja|Nein|是的|不)[.,。，]/u);
  });

  it('"…or not?" is still yes or no', async () => {
    const [reply] = await talk('en', 'can I wear sneakers with a suit or not?');
    expect(reply).toMatch(/^(?:Yes|No)/u);
  });

  it('Spanish: a suit or something more casual at a start-up gets the start-up answer, smart casual', async () => {
    const [reply] = await talk('es', 'tengo una entrevista en una startup, ¿traje o algo más casual?');
    expect(reply).toMatch(/startup|start-up|smart casual|americana/iu);
  });
});

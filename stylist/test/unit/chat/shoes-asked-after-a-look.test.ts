import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "What about shoes?" after a look for an occasion asks for the shoes of that occasion: the answer names shoes for it,
 * as "what shoes for a wedding?" does, and neither repeats the look nor plans a weekend look.
 */
describe('shoes asked for after a look', () => {
  it.each<[Language, string, string, RegExp]>([
    ['en', 'What should I wear to a wedding?', 'what about shoes?', /shoes|loafers|pumps|heels/iu],
    ['es', '¿Qué me pongo para una boda?', '¿y los zapatos?', /zapatos|mocasines|salones|tacón/iu],
    ['fr', 'Que porter pour un premier rendez-vous ?', 'et les chaussures ?', /chaussures|bottines|mocassins|derbies|escarpins/iu],
    ['de', 'Was ziehe ich zu einem Vorstellungsgespräch an?', 'und welche Schuhe?', /schuhe|pumps|loafer/iu],
    ['it', 'Cosa mi metto per un matrimonio?', 'e le scarpe?', /scarpe|francesine|décolleté|mocassini/iu],
    ['zh', '下周去面试，穿什么好？', '鞋子呢？', /鞋/u],
    ['ja', '友達の結婚式に何を着ればいい？', '靴は？', /シューズ|パンプス|ローファー|靴/u],
    ['ko', '면접 보러 가는데 뭐 입어?', '신발은?', /구두|슈즈|펌프스|로퍼/u],
  ])('%s: "%s" then "%s"', async (language, first, shoes, named) => {
    const [look, reply] = await talk(language, first, shoes);
    expect(reply).not.toBe(look);
    expect(reply).toMatch(named);
    // The answer is about the occasion asked before, not a weekend look.
    const [alone] = await talk(language, shoes);
    expect(reply).not.toBe(alone);
  });
});

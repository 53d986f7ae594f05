import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "What colours go with terracotta?" then "and with jeans?": the jeans are the look's bottom, so the answer offers what
 * goes with them, never a second pair of trousers beside them.
 */
describe('the colour rule beside the member’s own piece', () => {
  it.each<[Language, string, string, RegExp, RegExp]>([
    ['en', 'what colours go with terracotta?', 'and with jeans?', /trousers|chinos/u, /sweater|loafers/u],
    ['es', '¿qué colores combinan con terracota?', '¿y con unos vaqueros?', /pantalón/u, /jersey|mocasines/u],
  ])('%s: "%s" then "%s"', async (language, first, jeans, noBottom, partners) => {
    const [, reply] = await talk(language, first, jeans);
    expect(reply).not.toMatch(noBottom);
    expect(reply).toMatch(partners);
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "What about a linen suit?" after a look for a wedding proposes the piece for that wedding: the answer judges it there,
 * rather than listing the occasions the piece suits in general ("right for an interview, work and a formal event").
 */
describe('a piece proposed after a look is judged for its occasion', () => {
  it.each<[Language, string, string, RegExp]>([
    ['en', 'what do I wear to a summer wedding in Italy? it will be 35 degrees', 'what about a linen suit?', /wedding/u],
    ['en', 'what should I wear to a job interview?', 'what about a leather jacket?', /interview/u],
    ['de', 'Was ziehe ich zur Hochzeit an?', 'und ein Leinenanzug?', /Hochzeit/u],
  ])('%s: "%s" then "%s"', async (language, first, piece, occasion) => {
    const [, reply] = await talk(language, first, piece);
    expect(reply).toMatch(occasion);
    expect(reply).not.toMatch(/It’s right for|passt zu .*, .* und/u);
  });
});

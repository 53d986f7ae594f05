import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { understand } from '../../../src/local/chat/understand';
import { toPiece, verdictFor } from '../../../src/local/chat/outfits';

const QUESTIONS: [Language, work: string, party: string][] = [
  ['en', 'Is a red sequin dress OK for work?', 'Is a red sequin dress OK for a party?'],
  ['es', '¿Puedo llevar un vestido rojo de lentejuelas al trabajo?', '¿Puedo llevar un vestido rojo de lentejuelas a una fiesta?'],
  ['fr', 'Puis-je porter une robe rouge à paillettes au travail ?', 'Puis-je porter une robe rouge à paillettes à une fête ?'],
];

/** How the chat judges the one piece a question names, for the occasion it names. */
const judged = (message: string, language: Language) => {
  const u = understand(message, false, [], language);
  return verdictFor([toPiece(u.garments[0]!)], u.occasion!).fits[0]!.fit;
};

describe('the chat weighs the finish of the piece asked about', () => {
  it.each(QUESTIONS)('%s: a sequin dress is overdressed for work and right for a party', (language, work, party) => {
    expect(judged(work, language)).toBe('tooFormal');
    expect(judged(party, language)).toBe('good');
  });
});

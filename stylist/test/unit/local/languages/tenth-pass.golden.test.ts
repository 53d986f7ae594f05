import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion } from '@fitrater/contracts';
import { createLocalRater } from '../../../../src/local/engine';
import { plainPiece } from '../../../../src/local/styling/plain-text';
import { VISION_WORDS } from '../../../../src/local/i18n/vision';
import { CATALOGUES } from '../../../../src/local/languages/registry';
import { figureJpeg, figureReport } from '../../../support/figure-photos';
import { talk } from '../../../support/chat-talk';

/** Sentences a native editor corrected in the tenth reading, each as the engine now writes it. */
const rate = (language: Language, description: string, occasion: RatingOccasion = 'work') =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });

// Inside a flowing paragraph a Korean editor names the piece with its topic particle, not as a caption.
describe('ko: the per-piece lines of a rating read as sentences', () => {
  it('the feedback paragraph says "차콜 슬랙스는 출근에…", not "차콜 슬랙스: 출근에…"', async () => {
    const a = await rate('ko', '흰 셔츠, 차콜 슬랙스, 검정 구두');
    expect(a.feedback).toMatch(/차콜 슬랙스는 출근에/u);
    expect(a.feedback).not.toMatch(/(?:슬랙스|셔츠|구두): /u);
    expect(a.components.bottom.description).toMatch(/^차콜 슬랙스는 /u);
  });
  it('a piece ending in a consonant takes 은', async () => {
    const a = await rate('ko', '검정 정장, 흰 셔츠, 검정 구두', 'wedding');
    expect(Object.values(a.components).map((c) => c.description).join(' ')).toMatch(/정장은 /u);
  });
  it.each([
    ['차콜 슬랙스는 출근에 잘 어울려요.', '차콜 슬랙스'],
    ['검정 정장은 결혼식에 딱 맞는 차림이에요.', '검정 정장'],
    ['회색 후드티는 출근에는 너무 캐주얼해요.', '회색 후드티'],
  ])('the advice still reads the piece back: %s → %s', (sentence, piece) => {
    expect(plainPiece(sentence)).toBe(piece);
  });
});

// "Against the green trousers, the red top gives a clear, balanced contrast." beside "Red, green and yellow compete":
// the note praising two pieces together contradicts the clash, so it is not said.
describe('a photo whose colours clash is not also praised for how its pieces sit together', () => {
  const clashing = [{ top: '#c0392b', bottom: '#27ae60', shoes: '#f1c40f' }, { top: '#c0392b', bottom: '#27ae60', shoes: '#c0392b' }];
  /** The words of a template that stay whatever fills it (its longest run without a slot). */
  const fixed = (template: string) => template.split(/\{[^{}]*\}/u).map((t) => t.trim()).sort((a, b) => b.length - a.length)[0]!;
  it.each(['en', 'de', 'fr', 'es', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as const)('%s', async (language) => {
    for (const figure of clashing) {
      const report = await figureReport(figure);
      const a = await createLocalRater({ vision: async () => report })
        .rate({ image: await figureJpeg(figure), description: null, occasion: 'casual', customOccasion: null, language });
      const harmony = CATALOGUES[language].rating.phrases['harmony.clash'].map(fixed);
      expect(harmony.some((h) => a.feedback.includes(h)), a.feedback).toBe(true);
      // Neither "a clear, balanced contrast" between the clashing top and bottom nor shoes that "tie it together".
      for (const t of [...VISION_WORDS[language].phrases['vision.contrast'], ...VISION_WORDS[language].phrases['vision.shoesEcho']]) expect(a.feedback).not.toContain(fixed(t));
    }
  });
});

// "Too casual?" right after a look asks about that look: not refused as off-topic (de, fr, es), not a new casual look (en, it).
describe('"too casual?" after a look is answered about that look', () => {
  it.each([
    ['en', 'What should I wear to work?', 'Too casual?', 'No, it’s not too casual. A meeting rewards clean tailoring'],
    ['de', 'Was soll ich zur Arbeit anziehen?', 'Zu lässig?', 'Nein, das ist nicht zu lässig. Ein Meeting belohnt klare Schnitte'],
    ['fr', 'Que porter au travail ?', 'Trop décontracté ?', 'Non, ce n’est pas trop décontracté. Une réunion récompense une coupe nette'],
    ['es', '¿Qué me pongo para el trabajo?', '¿Demasiado informal?', 'No, no es demasiado informal. Una reunión premia la sastrería limpia'],
    ['it', 'Cosa indosso al lavoro?', 'Troppo casual?', 'No, non è troppo casual. Una riunione premia tagli puliti'],
    ['fr', 'Que porter au travail ?', 'Trop habillé ?', 'Non, ce n’est pas trop. Une réunion récompense une coupe nette'],
  ] as const)('%s: %s → %s', async (language, look, question, expected) => {
    const [, reply] = await talk(language, look, question);
    expect(reply).toMatch(new RegExp(`^${expected}`, 'u'));
  });
  it('asked alone, "too casual?" still plans nothing for a casual occasion', async () => {
    const [reply] = await talk('en', 'Too casual?');
    expect(reply).not.toMatch(/weekend clothes/u);
  });
});

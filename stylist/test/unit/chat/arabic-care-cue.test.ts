import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/local/chat/understand';
import { INTENT_CUES } from '../../../src/local/chat/understand/cues';
import { CHAT_QUESTIONS } from '../../support/chat-questions';

const intent = (text: string) => understand(text, false, [], 'ar').intent;

// Arabic cues are matched inside words (prefixes و، ب، ال and pronoun suffixes join them), so a two-letter
// cue is found inside everyday words: 'كي' (ironing) is in 'كيف' (how), and "how do I style…" became washing advice.
describe('Arabic: "how do I style…" is a styling question, not a care question', () => {
  it.each(['كيف أنسق بنطلون رسمي؟', 'كيف أنسق فستان كوكتيل؟', 'كيف أنسق كيمونو خفيف؟'])('%s', (text) => {
    expect(intent(text)).not.toBe('care');
  });
  it.each(['كيف أكوي قميص كتان؟', 'كيف أغسل كنزة صوف؟', 'كيف أزيل بقعة من فستان حرير؟'])('%s is still a care question', (text) => {
    expect(intent(text)).toBe('care');
  });
});

describe('property: no Arabic cue word of any intent is found inside the Arabic question words', () => {
  const questionWords = [...new Set(CHAT_QUESTIONS.ar.join(' ').split(/[\s؟{}]+/u).filter((w) => /\p{Script=Arabic}/u.test(w)))];
  for (const [name, list] of Object.entries(INTENT_CUES)) {
    it(name, () => {
      const arabic = list.split('|').filter((w) => /\p{Script=Arabic}/u.test(w));
      // A cue inside a longer question word ('كي' in 'كيف') fires on a question that never said it.
      const inside = arabic.flatMap((cue) => questionWords.filter((w) => w !== cue && w.includes(cue) && !w.endsWith(cue)).map((w) => `${cue} in ${w}`));
      expect(inside).toEqual([]);
    });
  }
});

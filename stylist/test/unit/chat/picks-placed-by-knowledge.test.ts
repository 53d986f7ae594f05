import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language, personality: ChatPersonality) =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });

/**
 * The knowledge base's picks say which part of the body each dresses (its garment's slot), so a translated name the
 * lexicon cannot read (Midi-Wickelkleid, 메리노 울 라운드넥 니트) no longer keeps two looks as one list, nor offers a
 * knit "or" the trousers worn with it.
 */
describe('picks are placed by their garments, whatever their translated names', () => {
  it.each([
    ['de', 'Was ziehe ich zu einer Hochzeit an?', 'Oder als weiterer Look: ein Midi-Wickelkleid in Bordeaux'],
    ['es', '¿Qué me pongo para una boda?', 'O bien, otro look: un vestido midi cruzado burdeos'],
  ] as const)('%s: the wedding picks are two looks', async (language, message, second) => {
    expect(await reply(message, language, 'professional')).toContain(second);
  });

  it('ko: chill does not offer the trousers instead of the knit they are worn with', async () => {
    const text = await reply('검정이랑 네이비 어울려요?', 'ko', 'chill');
    expect(text).toContain('네이비 메리노 울 라운드넥 니트');
    expect(text).not.toMatch(/니트, 아니면/u);
  });

  it('en: alternatives for one part are still offered as alternatives', async () => {
    expect(await reply('What shoes go with navy chinos?', 'en', 'chill')).toMatch(/, or (?:else )?/u);
  });
});

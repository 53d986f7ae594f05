import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';
import { CHAT_LINES } from '../../../src/local/chat/lines';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const QUESTIONS = [
  'What should I wear to a wedding?', 'What should I wear to work when it rains?', 'Do black and navy go together?',
  'What should I wear to a date?', 'What should I wear to a job interview?', 'What shoes go with navy chinos?',
];

/** Hype named its strongest piece with one formula in every answer ("…is the strongest move here!"). */
describe('hype does not close every answer on the same formula', () => {
  it('en: the strongest piece is said in more than one way across answers, each still one of the voice’s lines', async () => {
    const works = CHAT_LINES.en.works as readonly string[];
    const endings = works.map((w) => w.replace(/^.*\}\s*/u, '').replace(/\.$/u, ''));
    const said = new Set<string>();
    for (const message of QUESTIONS) {
      const text = await writeLocalReply({ message, image: null, personality: 'hype', language: 'en', history: [], facts: NO_FACTS });
      const ending = endings.find((e) => text.includes(`${e}!`));
      expect(ending, text).toBeDefined();
      said.add(ending!);
    }
    expect(said.size).toBeGreaterThanOrEqual(3);
  });
});

import { CHAT_PERSONALITIES } from '@fitrater/contracts';
import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../../../src/local/chat';

const facts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

// The yes/no question is answered "はい。" first; the pair line and the sassy opener said はい again
// ("はい。はいはい、ダーリン…はい、カーキのジーンズと…").
describe('Japanese: one はい per answer, in every voice', () => {
  it.each(CHAT_PERSONALITIES.map((p) => [p]))('%s', async (personality) => {
    const text = await writeLocalReply({ message: 'カーキのジーンズは黒のポロシャツに合う？', image: null, personality, language: 'ja', history: [], facts });
    expect(text.match(/はい/gu) ?? []).toHaveLength(1);
    expect(text).toContain('カーキのジーンズと黒いポロシャツは普段使いによく合います');
  });
});

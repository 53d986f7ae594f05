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

  /** Chinese, Japanese and Korean had one line too ("你的制胜单品是…，这是最稳的选择！" in every answer). */
  it.each([
    ['zh', ['婚礼穿什么？', '下雨天上班穿什么？', '黑色和藏青色搭吗？', '约会穿什么？', '面试穿什么？', '藏青色卡其裤配什么鞋？', '派对穿什么？', '早午餐穿什么？']],
    ['ja', ['結婚式に何を着ればいい？', '雨の日の仕事に何を着る？', '黒とネイビーは合う？', 'デートに何を着ればいい？', '面接に何を着ればいい？', 'ネイビーのチノパンに合う靴は？', 'パーティーに何を着ればいい？', 'ブランチに何を着ればいい？']],
    ['ko', ['결혼식에 뭐 입을까요?', '비 오는 날 출근할 때 뭐 입어요?', '검정이랑 네이비 어울려요?', '데이트에 뭐 입을까요?', '면접에 뭐 입어요?', '네이비 치노 팬츠에 어떤 신발이 어울려요?', '파티에 뭐 입을까요?', '브런치에 뭐 입을까요?']],
  ] as const)('%s: the strongest piece is said in more than one of the voice’s lines', async (language, questions) => {
    const works = CHAT_LINES[language].works as readonly string[];
    expect(works.length).toBeGreaterThanOrEqual(3);
    // Each line's longest fixed run of text (outside its placeholders) tells it apart.
    const marks = works.map((w) => w.split(/\{[^}]*\}/u).map((s) => s.replace(/[。.！!]$/u, '')).sort((a, b) => b.length - a.length)[0]!);
    const said = new Set<string>();
    for (const message of questions) {
      const text = await writeLocalReply({ message, image: null, personality: 'hype', language, history: [], facts: NO_FACTS });
      const mark = marks.find((m) => text.includes(m));
      expect(mark, text).toBeDefined();
      said.add(mark!);
    }
    expect(said.size).toBeGreaterThanOrEqual(3);
  });
});

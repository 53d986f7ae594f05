import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { packFor } from '../../../src/local/i18n/packs';
import { talk } from '../../support/chat-talk';

/** Replies a native reader of zh, ja, ko and ar found answering something other than what was just asked. */
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const say = (language: Language, message: string, personality: ChatPersonality = 'professional') =>
  writeLocalReply({ message, language, personality, history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

describe('a greeting or a thank-you is answered as itself, not framed as advice', () => {
  it.each<[Language, string, string]>([
    ['zh', '你好！', '你好！我是你的造型师：问我某个场合穿什么、两件单品搭不搭，或者发一张你的穿搭照片。'],
    ['zh', '谢谢，你真棒！', '不客气。下次穿搭前再来找我。'],
    ['ja', 'こんにちは！', 'こんにちは。あなたのスタイリストです。シーンに合う服、2つのアイテムの相性を聞いたり、コーデの写真を送ったりしてください。'],
    ['ko', '고마워요, 최고예요!', '언제든지요. 입으면 꼭 보여 주세요.'],
    ['ar', 'مرحبًا!', 'أهلًا وسهلًا! أخبروني بالمناسبة أو الطقس أو القطع المقصودة، أو أرفقوا صورة، وسأنسّق لكم إطلالة.'],
  ])('%s: %s', async (language, message, reply) => {
    expect(await say(language, message)).toBe(reply);
  });

  it('no voice opens a hello with "thank you for your question" or closes a thank-you with "I hope this helps you plan"', async () => {
    for (const personality of ['professional', 'coach', 'sassy', 'hype', 'brutal', 'chill', 'vintage'] as const) {
      expect(await say('zh', '你好！', personality)).not.toMatch(/提问|建议|行动计划/u);
      expect(await say('ko', '고마워요!', personality)).not.toMatch(/질문|추천|도움이 되면/u);
    }
  });
});

describe('"and what shoes?" after a look for an occasion asks the shoes for that occasion', () => {
  it.each<[Language, string, string]>([
    ['zh', '参加朋友的婚礼穿什么好？', '配什么鞋？'],
    ['ja', '友達の結婚式には何を着ればいい？', '靴は何が合う？'],
    ['ko', '친구 결혼식에 뭐 입고 가요?', '신발은 뭐가 좋아요?'],
    ['ar', 'ماذا أرتدي لحفل زفاف صديقتي؟', 'وأي حذاء يناسبه؟'],
  ])('%s: %s → %s', async (language, first, second) => {
    const [, reply] = await talk(language, first, second);
    const pack = packFor(language);
    expect(reply, reply).toContain(pack.occasions.wedding);
    // The shoes come first, not the weekend's whole look.
    expect(reply, reply).not.toContain(pack.occasions.casual);
  });
});

describe('a weekend at the beach is a beach look: the weekend says when, the sea says where', () => {
  it.each<[Language, string]>([
    ['zh', '周末去海边穿什么？'],
    ['ja', '週末に海に行くけど何を着ればいい？'],
    ['ko', '주말에 바다 가는데 뭐 입어요?'],
    ['ar', 'ماذا أرتدي للبحر في عطلة نهاية الأسبوع؟'],
  ])('%s: %s', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toContain(packFor(language).occasions.beach);
  });

  it('the weekend alone is still casual', async () => {
    const [reply] = await talk('zh', '周末穿什么？');
    expect(reply, reply).toContain(packFor('zh').occasions.casual);
  });
});

describe('questions read in their own words', () => {
  it('ko: "뭐 챙겨요?" for a trip is packing, and "비 오면요?" after it is about the rain, not off-topic', async () => {
    const [packing, rain] = await talk('ko', '다음 주에 교토로 5일 여행 가는데 뭐 챙겨요?', '비 오면요?');
    expect(packing, packing).toMatch(/^5일 여행이라면 /u);
    expect(rain, rain).not.toContain('도와드리기 어려워요');
    expect(rain, rain).toContain('우산');
  });

  it.each<[Language, string, string, RegExp, string]>([
    ['zh', '下周去京都玩五天，要带哪些衣服？', '要是下雨呢？', /^五天的旅行，/u, '伞'],
    ['ja', '来週5日間京都に行くんだけど、何を持っていけばいい？', '雨だったら？', /^5日間の旅行なら、/u, '傘'],
    ['ko', '다음 주에 교토로 5일 여행 가는데 뭐 챙겨요?', '비 오면요?', /^5일 여행이라면 /u, '우산'],
    ['ar', 'سأسافر إلى دبي خمسة أيام الأسبوع القادم، ماذا أحزم؟', 'وإذا أمطرت؟', /^لرحلة من خمسة أيام /u, 'مظلة'],
  ])('%s: "and if it rains?" after a packing question packs for the rain', async (language, first, second, start, umbrella) => {
    const [, reply] = await talk(language, first, second);
    expect(reply, reply).toMatch(start);
    expect(reply, reply).toContain(umbrella);
  });

  it('ar: النادي الرياضي (the gym) is the workout', async () => {
    const [reply] = await talk('ar', 'ماذا أرتدي للنادي الرياضي؟');
    expect(reply, reply).toContain('التمرين');
  });

  it.each<[Language, string, RegExp]>([
    ['zh', '下周去京都玩五天，要带哪些衣服？', /^五天的旅行，/u],
    ['ja', '来週5日間京都に行くんだけど、何を持っていけばいい？', /^5日間の旅行なら、/u],
    ['ar', 'سأسافر إلى دبي خمسة أيام الأسبوع القادم، ماذا أحزم؟', /^لرحلة من خمسة أيام /u],
  ])('%s: five days packed for are said as five days, not "a week"', async (language, question, start) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toMatch(start);
  });
});

describe('a request to say more is said as itself, without the advice frame', () => {
  it.each<[Language, string, string]>([
    ['ja', 'ネクタイは？', '着たいものや場面を教えてください。具体的にお答えします。'],
    ['ko', '넥타이는요?', '입고 싶은 옷이나 상황을 알려 주시면 구체적으로 답해 드릴게요.'],
    ['ar', 'وربطة العنق؟', 'يكفي ذكر القطعة المقصودة أو المناسبة، وسأجيب بدقة.'],
  ])('%s: %s', async (language, message, reply) => {
    expect(await say(language, message)).toBe(reply);
  });
});

describe('"and a tie?" after a man asks what to wear to an interview is a tie for the interview', () => {
  it.each<[Language, string, string, string]>([
    ['zh', '我是男生，参加面试穿什么？', '那领带呢？', '领带'],
    ['ja', '男性です。面接には何を着ればいい？', 'ネクタイは？', 'ネクタイ'],
    ['ko', '남자인데 면접에 뭐 입어요?', '넥타이는요?', '넥타이'],
    ['ar', 'أنا رجل، ماذا أرتدي لمقابلة عمل؟', 'وربطة العنق؟', 'ربطة عنق'],
  ])('%s: %s → %s', async (language, first, second, tie) => {
    const [, reply] = await talk(language, first, second);
    expect(reply, reply).toContain(tie);
    expect(reply, reply).toContain(packFor(language).occasions.interview);
    // Never paired with a skirt or pumps.
    expect(reply, reply).not.toMatch(/铅笔裙|タイトスカート|펜슬 스커트|تنورة|高跟鞋|パンプス|펌프스/u);
  });
});

describe('a temperature says the weather: no trench coat at 35 degrees', () => {
  it.each<[Language, string, string]>([
    ['zh', '三十五度的天气穿什么上班？', '风衣'],
    ['ja', '35度の日の通勤服は？', 'トレンチコート'],
    ['ko', '35도에 출근할 때 뭐 입어요?', '트렌치코트'],
  ])('%s: %s', async (language, question, trench) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toContain(packFor(language).occasions.work);
    expect(reply, reply).not.toContain(trench);
  });
});

describe('a beret is a hat', () => {
  it.each<[Language, string]>([['zh', '贝雷帽怎么戴？'], ['ar', 'كيف أرتدي البيريه؟']])('%s: %s', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).toContain(packFor(language).garments.hat);
  });
});

describe('"what top goes with grey trousers?" asks how to wear the trousers, not for a rating of "a top and grey trousers"', () => {
  it.each<[Language, string]>([
    ['zh', '灰色裤子配什么上衣？'],
    ['ja', 'グレーのパンツにはどんなトップスが合う？'],
    ['ko', '회색 바지에는 어떤 상의가 어울려요?'],
  ])('%s: %s', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply, reply).not.toMatch(/\d\.\d\/10/u);
    expect(reply, reply).toContain(packFor(language).colours.lightblue);
  });

  it('a coloured top beside them is still a pair to judge', async () => {
    const [reply] = await talk('zh', '白色上衣配灰色裤子可以吗？');
    expect(reply, reply).toMatch(/^可以。白色上衣和灰色西裤/u);
  });
});

describe('"which of my outfits scored highest?" asked in the member’s own words is the history question', () => {
  const FACTS = { ratedOutfits: 3, averageRating: 7.1, best: { score: 8.6, occasion: 'wedding' as const, summary: null, createdAt: '2026-03-14T10:00:00.000Z' }, latest: { score: 6.1, occasion: 'work' as const, summary: null, createdAt: '2026-05-02T10:00:00.000Z' } };
  it.each<[Language, string]>([
    ['zh', '我评分最高的穿搭是哪套？'],
    ['ja', '一番評価の高かったコーデは？'],
    ['ko', '제일 점수 높았던 코디가 뭐예요?'],
    ['ar', 'ما أعلى إطلالة تقييمًا عندي؟'],
  ])('%s: %s', async (language, message) => {
    for (const personality of ['professional', 'sassy'] as const) {
      const reply = await writeLocalReply({ message, language, personality, history: [], facts: FACTS, image: null }, { paceMs: 0 });
      expect(reply, reply).toContain('8.6/10');
      // The sassy voice's last word is no "you're welcome" to a question nobody thanked for.
      expect(reply, reply).not.toMatch(/不用谢|どういたしまして|천만에요|العفو/u);
    }
  });
});

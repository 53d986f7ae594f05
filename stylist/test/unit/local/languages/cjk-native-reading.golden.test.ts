import { describe, expect, it } from 'vitest';
import type { ChatFacts } from '../../../../src/chat-types';
import { writeLocalReply } from '../../../../src/local/chat';
import { CHAT_LINES } from '../../../../src/local/chat/lines';
import { fill } from '../../../../src/local/chat/rater';
import { createLocalRater } from '../../../../src/local/engine';
import { packFor, PACKS } from '../../../../src/local/i18n/packs';
import { proseFor } from '../../../../src/local/styling/prose';
import { counted, measureWordsOf } from '../../../../src/local/languages/zh/grammar';
import { zh as zhCatalogue } from '../../../../src/local/languages/zh/garment-names';
import { CJK_AR_CHECKS } from '../../../support/prose-checks-cjk-ar';

// Sentences a native editor of Chinese, Japanese, Korean and Arabic corrected while reading ratings of
// descriptions written in the language, advice, generated outfits, packing lists and chat answers; each
// failed before its fix.

describe('zh: every piece the engine can name is counted with its own measure word', () => {
  it.each([
    ['黑色折叠伞', '一把黑色折叠伞'],
    ['雨伞', '一把雨伞'],
    ['人字拖', '一双人字拖'],
    ['珍珠耳钉', '一对珍珠耳钉'],
    ['银色袖扣', '一对银色袖扣'],
    ['皮手套', '一副皮手套'],
    ['可重复使用的演唱会耳塞', '一副可重复使用的演唱会耳塞'],
    ['经典皮表带腕表', '一块经典皮表带腕表'],
    ['细吊坠项链', '一条细吊坠项链'],
    ['羊毛围巾', '一条羊毛围巾'],
    ['真丝小方巾', '一块真丝小方巾'],
    ['帽子', '一顶帽子'],
    ['黑色真丝领结', '一个黑色真丝领结'],
    ['玳瑁纹发夹', '一个玳瑁纹发夹'],
    ['保温水壶', '一个保温水壶'],
    ['不透肉连裤袜', '一条不透肉连裤袜'],
    ['羊绒披肩', '一条羊绒披肩'],
    ['藏青色两件套西装', '一套藏青色两件套西装'],
    ['藏青色西装外套', '一件藏青色西装外套'],
    ['亮片短款连衣裙', '一条亮片短款连衣裙'],
    ['白色衬衫', '一件白色衬衫'],
    ['黑色乐福鞋', '一双黑色乐福鞋'],
    ['音乐节亮片和一条头巾', '音乐节亮片和一条头巾'],
  ])('%s → %s', (piece, expected) => {
    expect(counted(piece)).toBe(expected);
  });

  it('the catalogue\'s and the reader\'s names, counted, all pass the measure-word check', () => {
    const names = [...Object.values(zhCatalogue), ...Object.values(packFor('zh').garments)];
    const wrong = names.map((n) => counted(n)).filter((c) => CJK_AR_CHECKS.zh.measureWord(c) !== null);
    expect(wrong).toEqual([]);
    expect(names.length).toBeGreaterThan(200);
  });

  it('the check reads the noun that ends the counted phrase, as a native does', () => {
    for (const wrong of ['带上一件雨伞。', '再配一件珍珠耳钉。', '戴一件帽子，', '一件黑色真丝领结和一双鞋', '一件皮手套']) {
      expect(CJK_AR_CHECKS.zh.measureWord(wrong), wrong).not.toBeNull();
    }
    for (const right of ['再配一件带帽外套或一把伞。', '一条深色裙子加珍珠就能撑起整个夜晚。', '先从一件这个颜色的单品开始。', '一块手表或一件首饰即可']) {
      expect(CJK_AR_CHECKS.zh.measureWord(right), right).toBeNull();
    }
    expect(measureWordsOf('及地晚礼服')).toContain('件');
  });
});

describe('a suit is a set, not one piece of cloth: the one-piece sentence holds for a dress and a suit alike', () => {
  const raterAnswer = (language: 'zh' | 'ja' | 'ko' | 'ar', description: string) =>
    createLocalRater().rate({ image: null, description, occasion: 'interview', customOccasion: null, language });
  it.each([
    ['zh', '灰色西装、白衬衫和棕色皮鞋', /灰色西装(?:同时涵盖上下身|覆盖了上下身)/u, /一件式|上下身一体/u],
    ['ja', 'グレーのスーツと白いシャツ、茶色の革靴', /グレーのスーツは(?:一着で上下を|上下をまとめて担う)/u, /一枚|つながった/u],
    ['ko', '회색 정장에 흰 셔츠, 갈색 구두', /회색 정장은 (?:한 벌로|위아래를 한 벌로 입는)/u, /이어진/u],
    ['ar', 'بدلة رمادية وقميص أبيض وحذاء بني', /البدلة الرمادية (?:تغطي الجزأين|تُحتسب للجزء)/u, /قطعة واحدة/u],
  ] as const)('%s', async (language, description, says, never) => {
    const { feedback } = await raterAnswer(language, description);
    expect(feedback).toMatch(says);
    expect(feedback).not.toMatch(never);
  });
});

describe('one register in Japanese answers: a suggestion ends in ましょう, not in a bare て', () => {
  it('the occasion rules the chat quotes and the advice closes on', () => {
    const prose = proseFor('ja');
    for (const occasion of ['wedding-guest', 'date-night'] as const) expect(prose.occasions[occasion]).not.toMatch(/て。/u);
    expect(prose.occasions['wedding-guest']).toContain('白や目立ちすぎるものは避けましょう。');
    expect(PACKS.ja.phrases['sugg.down.top'].join(' ')).not.toMatch(/て。/u);
  });
  it('ja and ko: running shoes are not called clothes (ジム向きの服, 운동할 때 입는 옷)', () => {
    expect(PACKS.ja.phrases['fit.sportOut'].join(' ')).not.toContain('服');
    expect(PACKS.ko.phrases['fit.sportOut'].join(' ')).not.toContain('입는 옷');
  });
  it('ja and ko: the swap after the weakest part is an example, not a second "instead"', () => {
    expect(CHAT_LINES.ja.lastReplace).toBe('たとえば{item}がおすすめです。');
    expect(fill(CHAT_LINES.ko.lastReplace, { item: '회갈색 핀턱 팬츠' }, PACKS.ko.grammar)).toBe('예를 들어 회갈색 핀턱 팬츠로 바꿔 보세요.');
  });
});

describe('ar: a list puts و on every item, and everyday wear is not «الإطلالة» twice in a sentence', () => {
  it('the rating of a described outfit lists colours and pieces the Arabic way', async () => {
    const { summary, feedback } = await createLocalRater().rate({ image: null, description: 'قميص أبيض وبنطلون كحلي وحذاء لوفر أسود مع ساعة', occasion: 'work', customOccasion: null, language: 'ar' });
    const text = `${summary} ${feedback}`;
    expect(text).toContain('الأبيض والكحلي والأسود');
    expect(text).toContain('قميص أبيض، وبنطلون رسمي كحلي، وحذاء لوفر أسود، وساعة يد');
    expect(CJK_AR_CHECKS.ar.listCalque(text)).toBeNull();
  });
  it('casual is «الأيام العادية», so a verdict no longer reads «يجعل الإطلالة عفوية … في الإطلالة اليومية»', async () => {
    const { feedback } = await createLocalRater().rate({ image: null, description: 'تيشيرت أبيض وشورت جينز وشبشب', occasion: 'casual', customOccasion: null, language: 'ar' });
    expect(feedback).not.toContain('الإطلالة اليومية');
    expect(feedback).toContain('الأيام العادية');
  });
});

describe('what a native asks is read: the last look, work, a commute, a denim jacket, denim shorts, wide-leg trousers', () => {
  const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  const FACTS: ChatFacts = { ratedOutfits: 3, averageRating: 7, best: null, latest: { score: 6.1, occasion: 'work' as const, summary: null, createdAt: '2026-05-02T10:00:00.000Z' } };
  const ask = (message: string, language: 'ar' | 'ja', facts = NO_FACTS) =>
    writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts });
  it('ar: «كيف أحسن إطلالتي الأخيرة؟» is about the last rating, not off topic', async () => {
    expect(await ask('كيف أحسن إطلالتي الأخيرة؟', 'ar', FACTS)).toContain('6.1/10');
  });
  it('ar: «للعمل» is work, not a weekend', async () => {
    const answer = await ask('ماذا أرتدي للعمل في يوم ممطر؟', 'ar');
    expect(answer).not.toContain('عطلة نهاية الأسبوع');
    expect(answer).toContain('للعمل');
  });
  it('ja: 通勤 is work', async () => {
    expect(await ask('雨の日の通勤は何を着ればいい？', 'ja')).not.toContain('週末の服');
  });
  it.each([
    ['ar', 'تيشيرت أبيض وشورت جينز وشبشب', 'bottom', /^الشورت/u],
    ['ja', '白いTシャツとデニムショーツ、ビーチサンダル', 'bottom', /ショートパンツ/u],
    ['zh', '灰色高领毛衣、黑色阔腿裤和黑色短靴', 'bottom', /黑色/u],
    ['ko', '회색 터틀넥에 검정 와이드 팬츠, 검정 앵클부츠', 'bottom', /검정/u],
  ] as const)('%s: %s', async (language, description, part, names) => {
    const answer = await createLocalRater().rate({ image: null, description, occasion: 'casual', customOccasion: null, language });
    expect(answer.components[part].description).toMatch(names);
  });
});

describe('a weather note after a planned look is not labelled an exception (例外：, 예외:, الاستثناء:)', () => {
  const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
  it.each([
    // The weather's reason is a sentence of its own, after the picks; the exception's soft label (ただし、다만, ملاحظة:) stays the rule's.
    ['ja', '雨の日のデートには何を着ればいい？', '。雨の日は撥水性', '例外', 'ただし、雨の日は'],
    ['ko', '비 오는 날 데이트에 뭘 입어요?', '. 비 오는 날에는 방수', '예외', '다만 비 오는 날에는'],
    ['ar', 'ماذا أرتدي لموعد عندما تمطر؟', '. المطر يتطلب', 'الاستثناء', 'ملاحظة: المطر'],
  ] as const)('%s: %s', async (language, message, says, never, labelled) => {
    const answer = await writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    expect(answer).toContain(says);
    expect(answer).not.toContain(never);
    expect(answer).not.toContain(labelled);
  });
});

describe('ar: one is on a beach, not in it', () => {
  it('a verdict at the beach says «على الشاطئ»', async () => {
    const { feedback } = await createLocalRater().rate({ image: null, description: 'قميص كتان أبيض وشورت بيج وصندل', occasion: 'beach', customOccasion: null, language: 'ar' });
    expect(feedback).toContain('على الشاطئ');
    expect(feedback).not.toContain('في الشاطئ');
  });
});

describe('zh: a verdict on a watch or a bag does not say it is worn like clothes (手表：上班穿…)', () => {
  it('no fit verdict ties 穿 to the piece it judges', () => {
    const verdicts = ['fit.good', 'fit.tooCasual', 'fit.tooFormal', 'fit.sportOut'] as const;
    for (const key of verdicts) for (const template of PACKS.zh.phrases[key]) expect(template).not.toMatch(/\{occasion\}穿|适合\{occasion\}穿/u);
  });
});

describe('zh, ja, ko: a missing bottom completes the look; only an accessory is "one more"', () => {
  it.each([
    ['zh', '要让整套穿搭完整，藏青色羊毛西裤很适合这个场合。'],
    ['ja', 'コーデを完成させるなら、藏青色羊毛西裤がこのシーンに合います。'],
  ] as const)('%s', (language, expected) => {
    expect(proseFor(language).advice.ifYouAdd('藏青色羊毛西裤', 'bottom')).toBe(expected);
  });
  it('ko', () => {
    expect(proseFor('ko').advice.ifYouAdd('네이비 울 테일러드 팬츠', 'bottom')).toBe('코디를 완성하려면 네이비 울 테일러드 팬츠가 이 상황에 어울려요.');
    expect(proseFor('ko').advice.ifYouAdd('아이보리 진주 귀걸이', 'accessories')).toBe('하나 더한다면 아이보리 진주 귀걸이가 이 상황에 어울려요.');
  });
});

describe('zh: a look is worn for an occasion (上班穿的话), not "used for" it (用于上班)', () => {
  it('no summary or colour line says 用于', () => {
    for (const key of ['summary.excellent', 'summary.colourClash', 'summary.fair', 'summary.weak', 'colour.tooQuiet'] as const) {
      for (const template of PACKS.zh.phrases[key]) expect(template).not.toContain('用于');
    }
    expect(PACKS.zh.phrases['summary.excellent']).toContain('{occasion}穿的话，这套精致又显得自信。');
  });
});

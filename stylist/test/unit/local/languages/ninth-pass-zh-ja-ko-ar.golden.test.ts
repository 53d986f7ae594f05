import { describe, expect, it } from 'vitest';
import type { Language, RatingOccasion, StylistAnswer } from '@fitrater/contracts';
import { createLocalRater } from '../../../../src/local/engine';
import { adviseOn } from '../../../../src/local/styling/advice';
import { generateOutfit } from '../../../../src/local/styling/generator';
import { garmentIn as zhGarmentIn } from '../../../../src/local/languages/zh/grammar';
import { garmentIn as jaGarmentIn } from '../../../../src/local/languages/ja/grammar';
import { packFor } from '../../../../src/local/i18n/packs';
import { talk } from '../../../support/chat-talk';

/** Sentences a native editor of zh, ja, ko and ar corrected in the ninth reading, each as the engine now writes it. */
const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const rate = (language: Language, occasion: RatingOccasion, description: string): Promise<StylistAnswer> =>
  createLocalRater().rate({ image: null, description, occasion, customOccasion: null, language });
const allText = (a: StylistAnswer): string =>
  [a.summary, a.feedback, ...Object.values(a.components).flatMap((c) => [c.description, ...(c.suggestions ?? [])])].join(' ');

describe('black with white (or grey, or silver) is a neutral base, not one colour family', () => {
  it.each<[Language, RatingOccasion, string, string]>([
    ['zh', 'interview', '黑色西装套裙、白色衬衫、黑色浅口鞋', '黑色和白色构成经典的中性色基底，永不出错。'],
    ['ja', 'formal', 'タキシードに白いドレスシャツ、黒の蝶ネクタイ、エナメルの黒い靴', '白と黒は失敗のない定番のニュートラルベースです。'],
    ['ko', 'formal', '턱시도에 흰 드레스 셔츠, 검정 보타이, 검정 에나멜 구두', '뉴트럴 컬러(흰색과 검정)가 깔끔하고 유행을 타지 않게 어울려요.'],
    ['ar', 'interview', 'بدلة تنورة سوداء وبلوزة بيضاء وحذاء كعب أسود', 'الألوان المحايدة (الأسود والأبيض) تتناسق بشكل نظيف وخالد.'],
  ])('%s: %s', async (language, occasion, description, sentence) => {
    const text = allText(await rate(language, occasion, description));
    expect(text).toContain(sentence);
    expect(text).not.toMatch(/同色系|トーン・オン・トーン|一つの色系統|톤온톤|계열로 맞춘|تدرج لوني واحد|عائلة واحدة/u);
  });

  it('one colour worn alone keeps its tonal sentence', async () => {
    expect(allText(await rate('zh', 'casual', '紫色卫衣、紫色运动裤、紫色运动鞋'))).toMatch(/同一色系（紫色）|紫色的同色系搭配/u);
  });
});

describe('denim blue on shorts, skirts and jackets is the cloth, and a colour the name says is said once', () => {
  it.each<[Language, RatingOccasion, string, string]>([
    ['zh', 'formal', '牛仔短裤、人字拖和背心', '牛仔短裤对正式场合来说太随意了。'],
    ['ja', 'formal', 'デニムのショートパンツにビーチサンダル、タンクトップ', 'デニムショートパンツはフォーマルな場に求められるレベルより一段下です。'],
    ['ko', 'date', '폭염, 흰 나시에 데님 미니스커트, 샌들', '데님 미니스커트는 데이트에는 너무 캐주얼해요.'],
  ])('%s: %s', async (language, occasion, description, sentence) => {
    expect(allText(await rate(language, occasion, description))).toContain(sentence);
  });

  it('zh and ja garment names', () => {
    expect(zhGarmentIn('卡其短裤', '卡其色')).toBe('卡其短裤');
    expect(zhGarmentIn('修身卡其裤', '藏青色')).toBe('藏青色修身卡其裤');
    expect(zhGarmentIn('迷你裙', '牛仔蓝')).toBe('牛仔迷你裙');
    expect(zhGarmentIn('西裤', '牛仔蓝')).toBe('牛仔蓝西裤');
    expect(jaGarmentIn('ジャケット', 'デニムブルー')).toBe('デニムジャケット');
    expect(jaGarmentIn('スラックス', 'デニムブルー')).toBe('デニムブルーのスラックス');
  });

  it('zh: a look planned for a humid trip wears 卡其短裤, not 卡其色卡其短裤; a tuxedo is 礼服, not a tailcoat (燕尾服)', async () => {
    const g = generateOutfit({ occasion: 'travel', weather: 'hot-humid', bodyType: null, profile: EMPTY_PROFILE, language: 'zh', seed: 'gtravel' });
    expect(g.outfit.bottom).toBe('卡其短裤');
    expect(allText(await rate('zh', 'formal', '黑色礼服西装、白色衬衫、黑色领结、黑色漆皮皮鞋'))).toContain('黑色礼服西装很适合正式场合。');
  });
});

describe('worn shoes are cleaned, not washed', () => {
  it.each<[Language, string, string]>([
    ['zh', '灰色西装，衬衫领子有点皱，棕色皮鞋磨损了', '把污渍清理干净，或者换新的。'],
    ['ar', 'بدلة رمادية لكن ياقة القميص مجعدة قليلًا والحذاء البني مهترئ', 'الأفضل تنظيف الحذاء الجلدي الرسمي البني أو تبديل القطعة.'],
  ])('%s: %s', async (language, description, suggestion) => {
    const a = await rate(language, 'interview', description);
    expect(a.components.footwear.suggestions).toContain(suggestion);
  });
});

describe('zh: sportswear at an interview clashes with its dress code, not "at the interview" as a place', () => {
  it('运动长裤', async () => {
    expect(allText(await rate('zh', 'interview', '灰色卫衣、运动裤和球鞋'))).toContain('运动长裤是运动服，和面试的着装要求格格不入。');
  });
});

describe('a watch at a run is too dressy for it, not "wear sportswear, not a watch"', () => {
  it.each<[Language, string, RegExp]>([
    ['zh', '荧光黄跑步T恤、黑色短裤、跑鞋，戴运动手表', /^手表对跑步来说(?:过于正式|显得太隆重)。$/u],
    ['ko', '형광 노랑 러닝 티셔츠에 검정 반바지, 러닝화, 스포츠 시계', /^손목시계는 러닝(?:에 비해 너무 격식을 차린|에는 과하게 차려입은) 느낌이에요\.$/u],
    ['ar', 'تيشيرت جري أصفر فسفوري وشورت أسود وحذاء جري وساعة رياضية', /^ساعة اليد (?:ترفع الإطلالة فوق مستوى الأناقة المطلوب في الجري|رسمية أكثر من اللازم في الجري)\.$/u],
  ])('%s: %s', async (language, description, sentence) => {
    const a = await rate(language, 'running', description);
    expect(a.components.accessories.description).toMatch(sentence);
  });
});

describe('ar: a piece is right for (لـ) an occasion, and the advice still reads the piece back', () => {
  it('خيار مناسب للعمل / للموعد الغرامي', async () => {
    expect(allText(await rate('ar', 'work', 'قميص أزرق فاتح وبنطلون رمادي فحمي وحذاء ديربي أسود مع حزام أسود'))).toContain('القميص الأزرق الفاتح خيار مناسب للعمل.');
    const a = await rate('ar', 'date', 'فستان أسود بحمالات رفيعة مع كعب عالٍ أحمر وأقراط لؤلؤ');
    expect(a.components.bottom.description).toBe('الفستان الأسود خيار مناسب للموعد الغرامي.');
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000003', overallRating: a.overallRating, occasion: 'date', description: null, components: a.components, summary: a.summary, text: '' };
    const advice = adviseOn({ outfit, description: null, occasion: 'date', profile: EMPTY_PROFILE, language: 'ar', seed: 'r3' });
    expect(advice.bottom.advice).toMatch(/^حصل الفستان الأسود على 8\.\d، وهو من أقوى ما في الإطلالة؛ احتفظوا به\.$/u);
  });

  it('a colour pair is answered «نعم، …» with a comma, not a colon', async () => {
    const [yes] = await talk('ar', 'هل يتناسب العنابي مع الكحلي؟');
    expect(yes).toMatch(/^نعم، اللونان العنابي والكحلي يتناسقان جيدًا\./u);
  });

  it('hiking is رحلات المشي (no «في المشي في الطبيعة»), and the chat’s picks are for (لـ) the occasion', async () => {
    expect(packFor('ar').occasions.hiking).toBe('رحلات المشي');
    const [reply] = await talk('ar', 'ماذا أرتدي للعمل غدًا؟');
    expect(reply).toContain('اقتراحاتي للعمل:');
  });
});

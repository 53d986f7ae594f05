/**
 * Prints what a native editor reads in one language, for a prose review: ratings of descriptions written
 * natively (several occasions, good and bad outfits, weather and condition words) with the advice on each,
 * generated outfits, and chat answers to questions a native asks (shoes for work, a yes/no pair, a follow-up,
 * packing, a colour pair, the last rating, a photo) in three voices.
 *   REVIEW_LANGUAGE=ja [VOICES=professional,sassy] [FORM=feminine] node scripts/lib/run-ts.mjs stylist/eval/prose-review.ts
 * zh, ja, ko and ar are written here; en, es, fr, de, it and pt in prose-review-eu.ts.
 */
import type { Language, RatingOccasion, StylistAnswer, ChatPersonality } from '@fitrater/contracts';
import sharp from 'sharp';
import { writeLocalReply } from '../src/local/chat';
import { createLocalRater } from '../src/local/engine';
import { adviseOn } from '../src/local/styling/advice';
import { generateOutfit } from '../src/local/styling/generator';
import type { StylingProfile } from '../src/styling';
import { drawFigure, pose, seeFigure } from '../test/unit/vision/figure';
import { EU_CHAT, EU_DESCRIPTIONS } from './prose-review-eu';

const lang = (process.env.REVIEW_LANGUAGE ?? 'zh') as Language;
const EMPTY: StylingProfile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

const DESCRIPTIONS: Record<string, [RatingOccasion, string][]> = {
  ...EU_DESCRIPTIONS,
  zh: [
    ['work', '白衬衫、藏青色西裤和黑色乐福鞋，戴一块手表'],
    ['wedding', '酒红色连衣裙配黑色高跟鞋，拿一个金色手拿包'],
    ['interview', '皱巴巴的灰色西装，白衬衫，棕色皮鞋'],
    ['date', '下雨天，米色风衣、黑色牛仔裤和白色运动鞋，带一把伞'],
    ['casual', '有污渍的白色T恤、破旧的牛仔短裤和拖鞋'],
    ['party', '红色亮片连衣裙和银色高跟鞋'],
    ['beach', '天热，白色亚麻衬衫、卡其色短裤和凉鞋，戴墨镜和草帽'],
    ['work', '冬天很冷，驼色大衣、灰色高领毛衣、黑色阔腿裤和黑色短靴，围一条格子围巾'],
    ['formal', '黑色运动裤、荧光绿卫衣和跑鞋'],
  ],
  ja: [
    ['work', '白いシャツにネイビーのスラックス、黒のローファー、腕時計'],
    ['wedding', 'ボルドーのワンピースに黒いパンプス、ゴールドのクラッチバッグ'],
    ['interview', 'しわくちゃのグレーのスーツと白いシャツ、茶色の革靴'],
    ['date', '雨の日、ベージュのトレンチコートと黒のジーンズ、白いスニーカー、傘'],
    ['casual', 'シミのある白いTシャツとボロボロのデニムショーツ、ビーチサンダル'],
    ['party', '赤いスパンコールのワンピースとシルバーのハイヒール'],
    ['beach', '暑い日、白いリネンシャツにベージュのショートパンツ、サンダル、サングラスと麦わら帽子'],
    ['work', '真冬、キャメルのコートにグレーのタートルネック、黒のワイドパンツ、黒のショートブーツ、チェックのマフラー'],
    ['formal', '黒のジャージパンツと蛍光グリーンのパーカー、ランニングシューズ'],
  ],
  ko: [
    ['work', '흰색 셔츠에 네이비 슬랙스, 검정 로퍼, 손목시계'],
    ['wedding', '버건디 원피스에 검정 하이힐, 금색 클러치'],
    ['interview', '구겨진 회색 정장에 흰 셔츠, 갈색 구두'],
    ['date', '비 오는 날, 베이지 트렌치코트에 검정 청바지, 흰 운동화, 우산'],
    ['casual', '얼룩진 흰 티셔츠에 낡은 청반바지, 슬리퍼'],
    ['party', '빨간 시퀸 원피스에 은색 하이힐'],
    ['beach', '무더운 날, 흰 린넨 셔츠에 베이지 반바지, 샌들, 선글라스와 밀짚모자'],
    ['work', '한겨울, 카멜 코트에 회색 터틀넥, 검정 와이드 팬츠, 검정 앵클부츠, 체크 목도리'],
    ['formal', '검정 트레이닝 바지에 형광 초록 후드티, 러닝화'],
  ],
  ar: [
    ['work', 'قميص أبيض وبنطلون كحلي وحذاء لوفر أسود مع ساعة'],
    ['wedding', 'فستان عنابي مع كعب عالٍ أسود وحقيبة يد ذهبية'],
    ['interview', 'بدلة رمادية مجعدة وقميص أبيض وحذاء بني'],
    ['date', 'تحت المطر: معطف ترنش بيج وجينز أسود وحذاء رياضي أبيض ومظلة'],
    ['casual', 'تيشيرت أبيض متسخ وشورت جينز مهترئ وشبشب'],
    ['party', 'فستان أحمر مطرز بالترتر وكعب عالٍ فضي'],
    ['beach', 'في الحر: قميص كتان أبيض وشورت بيج وصندل ونظارة شمسية وقبعة قش'],
    ['work', 'في البرد: معطف جملي وكنزة رمادية بياقة عالية وبنطلون واسع أسود وبوت قصير أسود ووشاح مربعات'],
    ['formal', 'بنطلون رياضي أسود وهودي أخضر فسفوري وحذاء جري'],
  ],
};

const CHAT: Record<string, string[]> = {
  ...EU_CHAT,
  zh: ['上班穿什么鞋？', '藏青色西装配棕色皮鞋可以吗？', '参加婚礼穿什么好？', '那配白色运动鞋呢？', '下雨天上班穿什么？', '周末去东京玩三天，行李带什么？', '黑色和藏青色能搭吗？', '红色亮片连衣裙可以穿去上班吗？', '面试穿什么外套？', '怎么改进我上一套穿搭？', '牛仔外套怎么搭配？'],
  ja: ['仕事に履く靴は？', 'ネイビーのスーツに茶色の靴は合う？', '結婚式には何を着ればいい？', '白いスニーカーなら？', '雨の日の通勤は何を着ればいい？', '週末に3日間東京へ行くけど、荷物は？', '黒とネイビーは合う？', '赤いスパンコールのワンピースは仕事に着ていける？', '面接にはどんなジャケットがいい？', '前回のコーデをどう改善すればいい？', 'デニムジャケットはどう着こなす？'],
  ko: ['출근할 때 어떤 신발을 신어야 해요?', '네이비 정장에 갈색 구두 괜찮아요?', '결혼식에 뭘 입어야 해요?', '흰 운동화는요?', '비 오는 날 출근할 때 뭘 입어요?', '주말에 3일 도쿄 여행 가는데 짐 뭐 챙겨요?', '검정이랑 네이비 어울려요?', '빨간 시퀸 원피스 출근할 때 입어도 돼요?', '면접에는 어떤 재킷을 입어야 해요?', '지난 코디를 어떻게 개선해요?', '청재킷 어떻게 코디해요?'],
  ar: ['أي حذاء أرتدي إلى العمل؟', 'هل تناسب بدلة كحلية حذاءً بنيًا؟', 'ماذا أرتدي لحفل زفاف؟', 'ومع حذاء رياضي أبيض؟', 'ماذا أرتدي للعمل في يوم ممطر؟', 'ماذا أحزم لرحلة ثلاثة أيام في عطلة نهاية الأسبوع؟', 'هل يتناسب الأسود مع الكحلي؟', 'هل يناسب فستان أحمر مطرز بالترتر العمل؟', 'أي جاكيت أرتدي لمقابلة العمل؟', 'كيف أحسن إطلالتي الأخيرة؟', 'كيف أنسق جاكيت الجينز؟'],
};

function texts(a: StylistAnswer): string[] {
  const parts = Object.entries(a.components).flatMap(([k, c]) => [`[${k} ${c.rating ?? '–'}] ${c.description}`, ...(c.suggestions ?? []).map((s) => `  → ${s}`)]);
  return [`SUMMARY (${a.overallRating}): ${a.summary}`, `FEEDBACK: ${a.feedback}`, ...parts];
}

const rater = createLocalRater();
let latest: StylistAnswer | null = null;
let n = 0;
for (const [occasion, description] of DESCRIPTIONS[lang]!) {
  const answer = await rater.rate({ image: null, description, occasion, customOccasion: null, language: lang });
  latest = answer;
  console.log(`\n=== RATING #${++n} ${occasion}: ${description}`);
  for (const t of texts(answer)) console.log(t);
  const outfit = { ratingId: `00000000-0000-4000-8000-00000000000${n}`, overallRating: answer.overallRating, occasion, description, components: answer.components, summary: answer.summary, text: description };
  const advice = adviseOn({ outfit, description: null, occasion, profile: EMPTY, language: lang, seed: `r${n}` });
  console.log('--- ADVICE');
  for (const [k, part] of Object.entries({ top: advice.top, bottom: advice.bottom, shoes: advice.shoes, accessories: advice.accessories })) console.log(`${k}: ${part.advice} | ${part.recommendation}`);
  console.log(`overall: ${advice.overall}`);
}
for (const [occasion, weather, bodyType] of [['business-meeting', 'rainy', 'pear'], ['wedding-guest', null, null], ['date-night', 'cold-winter', 'hourglass'], ['beach-pool', 'hot-humid', null]] as const) {
  const g = generateOutfit({ occasion, weather, bodyType, profile: EMPTY, language: lang, seed: `g${occasion}` } as never);
  console.log(`\n=== GENERATED ${occasion}/${weather}/${bodyType}`);
  console.log(JSON.stringify(g, null, 1));
}
const personalities = (process.env.VOICES ?? 'professional,sassy,coach').split(',') as ChatPersonality[];
const facts = { ratedOutfits: 7, averageRating: 7.2, best: { score: 8.6, occasion: 'wedding' as const, summary: null, createdAt: '2026-03-14T10:00:00.000Z' }, latest: { score: 6.1, occasion: 'work' as const, summary: null, createdAt: '2026-05-02T10:00:00.000Z', components: latest!.components } };
const questions = CHAT[lang]!;
for (const [i, message] of questions.entries()) {
  const history = i === 3 ? [{ role: 'user' as const, text: questions[1]! }] : [];
  for (const personality of personalities) {
    const text = await writeLocalReply({ message, image: null, personality, language: lang, history, facts, addressForm: process.env.FORM as never });
    console.log(`\n=== CHAT ${personality}: ${message}\n${text}`);
  }
}
const figure = { top: '#f4f4f2', bottom: '#1c2841', shoes: '#5a3a22' };
const report = await seeFigure(figure, [pose({})]);
const img = await drawFigure(figure);
const image = { bytes: await sharp(img.png).jpeg({ quality: 90 }).toBuffer(), width: img.width, height: img.height, mimeType: 'image/jpeg' as const };
for (const personality of personalities) {
  const text = await writeLocalReply({ message: '(image)', image, personality, language: lang, history: [], facts }, { vision: async () => report });
  console.log(`\n=== CHAT PHOTO ${personality}\n${text}`);
}

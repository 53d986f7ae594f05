import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { CHAT_PERSONALITIES, STYLING_OCCASION_IDS, type Language } from '@fitrater/contracts';
import { createLocalRater } from '../../../src/local/engine';
import { writeLocalReply } from '../../../src/local/chat';
import { generateOutfit } from '../../../src/local/styling/generator';
import { adviseOn } from '../../../src/local/styling/advice';

const LANGS = (process.env.LANGS ?? 'ko,ja,zh,ar').split(',') as Language[];
const DESCS = ['navy chinos, white shirt, brown loafers', 'black hoodie, black jeans, rust sneakers, gold watch', 'red dress and black heels', 'grey suit with burgundy tie and black oxford shoes', 'olive cargo pants, pink t-shirt, white sneakers'];
const QS: Record<string, string[]> = {
  ko: ['결혼식에 네이비 정장에는 어떤 신발이 어울려요?', '흰 셔츠랑 청바지 어울려요?', '면접에 뭐 입어요?', '네이비 치노에 어떤 신발?', '추운 날 뭐 입어요?', '캡슐 옷장 만들어 줘', '안녕', '빨간색과 초록색 어울려요?', '이번 시즌 트렌드는?'],
  ja: ['結婚式でネイビーのスーツに合う靴は？', '白シャツとジーンズは合う？', '面接に何を着ればいい？', 'ネイビーのチノパンに合う靴は？', '寒い日は何を着る？', 'カプセルワードローブを作って', 'こんにちは', '赤と緑は合う？', '今シーズンのトレンドは？'],
  zh: ['参加婚礼穿藏青色西装配什么鞋？', '白衬衫和牛仔裤搭吗？', '面试穿什么？', '藏青色卡其裤配什么鞋？', '天冷穿什么？', '帮我做一个胶囊衣橱', '你好', '红色和绿色搭吗？', '这季流行什么？'],
  ar: ['ما الحذاء المناسب مع بدلة كحلية لحفل زفاف؟', 'هل يتناسب القميص الأبيض مع الجينز؟', 'ماذا ألبس لمقابلة عمل؟', 'أي حذاء مع بنطال تشينو كحلي؟', 'ماذا ألبس في الطقس البارد؟', 'اصنع لي خزانة كبسولة', 'مرحبا', 'هل الأحمر والأخضر متناسقان؟', 'ما هي صيحات الموسم؟'],
};
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

it('samples', { timeout: 120_000 }, async () => {
  const rater = createLocalRater();
  for (const language of LANGS) {
    const out: string[] = [];
    for (const d of DESCS) for (const occasion of ['work', 'casual', 'wedding'] as const) {
      const a = await rater.rate({ image: null, description: d, occasion, customOccasion: null, language });
      out.push(`## rate ${occasion} ${d}`, a.summary, a.feedback, ...Object.entries(a.components).map(([k, c]) => `${k}: ${c.description} | ${(c as { suggestions?: string[] }).suggestions?.join(' / ') ?? ''}`));
    }
    for (const q of QS[language] ?? []) for (const p of CHAT_PERSONALITIES) {
      out.push(`## chat ${p} ${q}`, await writeLocalReply({ message: q, image: null, personality: p, language, history: [], facts: NO_FACTS }));
    }
    for (const occasion of STYLING_OCCASION_IDS) {
      const g = generateOutfit({ occasion, weather: 'rainy', bodyType: 'pear', profile: EMPTY, language, seed: occasion });
      out.push(`## gen ${occasion}`, JSON.stringify(g, null, 1));
    }
    const part = (rating: number, description: string) => ({ status: 'visible' as const, rating, description });
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: 6.4, occasion: 'work', description: null, components: { top: part(8.4, 'white shirt'), bottom: part(5.1, 'grey trousers'), footwear: part(4.1, 'old sneakers'), accessories: part(7.8, 'brown belt') }, text: '' };
    out.push('## advice', JSON.stringify(adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language, seed: 's' }), null, 1));
    writeFileSync(`/tmp/pa/sample-${language}.txt`, out.join('\n'));
  }
});

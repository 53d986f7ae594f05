import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createLocalRater } from '../../../src/local/engine';
import { adviseOn } from '../../../src/local/styling/advice';
import { generateOutfit } from '../../../src/local/styling/generator';
import { writeLocalReply } from '../../../src/local/chat';
import type { RatingOccasion } from '@fitrater/contracts';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
const OUTFITS = [
  'تيشيرت رمادي، بنطلون جينز أزرق وحذاء رياضي أبيض',
  'بلوزة بيضاء، تنورة سوداء وكعب عالٍ أحمر',
  'قميص أبيض، بنطلون رسمي كحلي، حذاء لوفر بني وحزام بني',
  'فستان أحمر وحقيبة يد سوداء وصندل بيج',
  'هودي أسود، ليغنز رمادي، حذاء جري أبيض وقبعة زرقاء',
];
const OCCASIONS: RatingOccasion[] = ['work', 'date', 'wedding'];
it('dumps', { timeout: 200_000 }, async () => {
  const out: string[] = [];
  const rater = createLocalRater();
  let i = 0;
  for (const d of OUTFITS) for (const occasion of OCCASIONS) {
    const a = await rater.rate({ image: null, description: d, occasion, customOccasion: null, language: 'ar' });
    out.push(`## ${d} / ${occasion} → ${a.overallRating}`, a.summary, a.feedback, ...Object.entries(a.components).map(([k, c]) => `  [${k}] ${c.rating} ${c.description} ${(c.suggestions ?? []).join(' | ')}`));
    if (occasion === 'work' || occasion === 'date') {
      const adv = adviseOn({ outfit: { ratingId: `00000000-0000-4000-8000-00000000000${i++ % 10}`, overallRating: a.overallRating, occasion, description: d, components: a.components, text: '' } as never, description: null, occasion, profile: EMPTY, language: 'ar', seed: `s${i}` });
      out.push(`  ADVICE ${JSON.stringify(adv, null, 0)}`);
    }
  }
  const qs = ['هل يمكنني ارتداء حذاء رياضي في المكتب؟', 'هل تناسب البلوزة البيضاء التنورة السوداء في موعد؟', 'ماذا ألبس لحفل زفاف؟', 'هل يتناسب القميص الأبيض مع الجينز؟', 'كيف أنسق تنورة جلد؟', 'أي حذاء مع بنطال تشينو كحلي؟', 'هل الكعب العالي مناسب للعمل؟', 'هل أرتدي جوارب بيضاء مع بدلة؟'];
  for (const personality of ['professional', 'sassy', 'brutal', 'coach', 'chill'] as const) for (const message of qs) {
    out.push(`CHAT ${personality} «${message}»: ${await writeLocalReply({ message, image: null, personality, language: 'ar', addressForm: 'feminine', history: [], facts: NO_FACTS })}`);
  }
  for (const [occasion, weather] of [['job-interview', 'cold-winter'], ['date-night', 'sunny-warm'], ['wedding-guest', 'rainy']] as const) {
    out.push(`GEN ${occasion} ${JSON.stringify(generateOutfit({ occasion, weather, bodyType: 'pear', profile: EMPTY, language: 'ar', seed: 'g' }))}`);
  }
  writeFileSync('/tmp/arwork/read.txt', out.join('\n'));
});

import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMS, type AddressForm } from '@fitrater/contracts';
import { answerInAddressForm, hasAddressMarks, inAddressForm, listOf } from '../../../../src/local/languages/ar/grammar';
import { ar as chatWords } from '../../../../src/local/languages/ar/chat-words';
import { ar as chatLines } from '../../../../src/local/languages/ar/chat-lines';
import { ar as rating } from '../../../../src/local/languages/ar/rating';
import { ar as vision } from '../../../../src/local/languages/ar/vision';
import { ar as prose } from '../../../../src/local/languages/ar/styling-prose';
import { ar as sentences } from '../../../../src/local/languages/ar/styling-sentences';
import { TIP_TEXTS } from '../../../../src/local/styling/tip-texts';
import { writeLocalReply } from '../../../../src/local/chat';
import { generateOutfit } from '../../../../src/local/styling/generator';
import { adviseOn } from '../../../../src/local/styling/advice';
import { fill } from '../../../../src/local/writing/variation';
import { noOutfit } from '../../../../src/local/languages/ar/no-outfit';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

/** Words that address one man, one woman, or several people: one answer holds only one of the three. */
const MASCULINE = /(^|[\s،.؛:(])(اختر|جرّب|ارتدِ|احتفظ|أضف|ابدأ|انطلق|تألّق|أرسل|أخبرني|اسألني|أرفق|عُد|أرني|غيّر|استبدل|ابحث|يا عزيزي|ستبدو مذهلًا|أنت قادر|أتيتَ|يا نجم)(?=$|[\s،.؛:!)])/u;
const FEMININE = /(^|[\s،.؛:(])(اختاري|جرّبي|ارتدي|احتفظي|أضيفي|ابدئي|انطلقي|تألّقي|أرسلي|أخبريني|اسأليني|أرفقي|عودي|أريني|غيّري|استبدلي|ابحثي|يا عزيزتي|ستبدين|أنتِ قادرة|أتيتِ|يا نجمة)(?=$|[\s،.؛:!)])/u;
const PLURAL = /(^|[\s،.؛:(])(اختاروا|جرّبوا|ارتدوا|احتفظوا|أضيفوا|ابدؤوا|انطلقوا|تألّقوا|أرسلوا|أخبروني|اسألوني|أرفقوا|عودوا|أروني|غيّروا|استبدلوا|ابحثوا|يا أعزائي|ستبدون|أنتم قادرون|أتيتم|يا نجوم)(?=$|[\s،.؛:!)])/u;
const FORM_WORDS: Record<AddressForm, RegExp> = { masculine: MASCULINE, feminine: FEMININE, neutral: PLURAL };

/** The i-th variant of a phrase (a missing one fails the test that reads it). */
const variant = (variants: readonly string[], i: number): string => variants[i] ?? `<no variant ${i}>`;

describe('Arabic keeps one form of address for the whole answer', () => {
  it('resolves each {masculine|feminine|plural} to the chosen form, plural by default', () => {
    const greet = variant(chatWords.phrases.greet, 0);
    expect(inAddressForm(greet)).toBe('أهلًا وسهلًا! أنا منسّق أزيائكم: اسألوني عمّا يناسب مناسبة ما، أو هل تتناسب قطعتان معًا، أو أرسلوا صورة للإطلالة.');
    expect(inAddressForm(greet, 'feminine')).toBe('أهلًا وسهلًا! أنا منسّق أزيائكِ: اسأليني عمّا يناسب مناسبة ما، أو هل تتناسب قطعتان معًا، أو أرسلي صورة للإطلالة.');
    expect(inAddressForm(greet, 'masculine')).toBe('أهلًا وسهلًا! أنا منسّق أزيائك: اسألني عمّا يناسب مناسبة ما، أو هل تتناسب قطعتان معًا، أو أرسل صورة للإطلالة.');
    expect(inAddressForm(prose.advice.tryThis('حذاء لوفر باللون البني'), 'feminine')).toBe('جرّبي: حذاء لوفر باللون البني.');
    expect(inAddressForm(prose.advice.tryThis('حذاء لوفر باللون البني'))).toBe('جرّبوا: حذاء لوفر باللون البني.');
    expect(inAddressForm(sentences.insights.oneThreeWays, 'masculine')).toBe('اشترِ قطعة واحدة وارتدِها بثلاث طرق قبل أن تشتري المزيد.');
    expect(inAddressForm(sentences.insights.oneThreeWays)).toBe('اشتروا قطعة واحدة وارتدوها بثلاث طرق قبل أن تشتروا المزيد.');
    expect(answerInAddressForm({ a: ['{خذها|خذيها|خذوها}'], n: 3 }, 'feminine')).toEqual({ a: ['خذيها'], n: 3 });
  });

  it('a reply, an outfit and advice in each form use only that form\'s words', { timeout: 60_000 }, async () => {
    const questions = ['ماذا ألبس لمقابلة عمل؟', 'هل يتناسب القميص الأبيض مع الجينز؟', 'مرحبا', 'شكرا', 'ما هي صيحات الموسم؟', 'أي حذاء مع بنطال تشينو كحلي؟'];
    const part = (r: number, description: string) => ({ status: 'visible' as const, rating: r, description });
    const outfit = { ratingId: '00000000-0000-4000-8000-000000000001', overallRating: 6.1, occasion: 'work', description: null, components: { top: part(8.2, 'قميص باللون الأبيض'), bottom: part(4.9, 'بنطلون جينز'), footwear: part(5, 'سنيكرز'), accessories: part(7.5, 'حزام') }, text: '' };
    for (const form of ADDRESS_FORMS) {
      const others = ADDRESS_FORMS.filter((f) => f !== form).map((f) => FORM_WORDS[f]);
      const texts: string[] = [];
      for (const personality of ['sassy', 'brutal', 'professional', 'hype', 'coach', 'chill', 'vintage'] as const) {
        for (const message of questions) texts.push(await writeLocalReply({ message, image: null, personality, language: 'ar', addressForm: form, history: [], facts: NO_FACTS }));
      }
      texts.push(JSON.stringify(generateOutfit({ occasion: 'job-interview', weather: 'cold-winter', bodyType: 'pear', profile: EMPTY, language: 'ar', addressForm: form, seed: 's' })));
      texts.push(JSON.stringify(adviseOn({ outfit, description: null, occasion: 'work', profile: EMPTY, language: 'ar', addressForm: form, seed: 's' })));
      for (const t of texts) {
        expect(hasAddressMarks(t), t).toBe(false);
        for (const other of others) expect(t, `${form}: ${t}`).not.toMatch(other);
      }
      expect(texts.some((t) => FORM_WORDS[form].test(t)), form).toBe(true);
    }
  });

  it('ratings, vision notes and the tips everyone sees address nobody', () => {
    const shared = [...Object.values(rating.phrases).flat(), ...Object.values(vision.phrases).flat(), ...Object.values(TIP_TEXTS.ar), ...Object.values(noOutfit)];
    for (const t of shared) {
      expect(hasAddressMarks(t), t).toBe(false);
      expect(t, t).not.toMatch(MASCULINE);
      expect(t, t).not.toMatch(FEMININE);
    }
  });
});

describe('Arabic sentences (golden)', () => {
  it('levels are named, not forced into an adjective that would have to agree', () => {
    const level0 = variant(chatWords.phrases['occasion.level'], 0); const level1 = variant(chatWords.phrases['occasion.level'], 1);
    expect(fill(level0, { occasion: 'العمل', level: 'رسمي للعمل' })).toBe('الأنسب في العمل أسلوب رسمي للعمل.');
    expect(fill(level1, { occasion: 'حفل زفاف', level: 'أنيق غير رسمي' })).toBe('مستوى الأناقة المناسب في حفل زفاف: أنيق غير رسمي.');
  });

  it('a garment\'s verdict has the garment as its subject, and the verb agrees with it', () => {
    const casual2 = variant(rating.phrases['fit.tooCasual'], 2);
    expect(fill(casual2, { garment: 'تنورة قصيرة', occasion: 'العمل' }, rating.grammar)).toBe('التنورة القصيرة تجعل الإطلالة عفوية أكثر مما يليق في العمل.');
    expect(fill(casual2, { garment: 'بنطلون جينز', occasion: 'العمل' }, rating.grammar)).toBe('بنطلون الجينز يجعل الإطلالة عفوية أكثر مما يليق في العمل.');
  });

  it('a pair is «تنسيق …» (one masculine noun), so two or three items read the same', () => {
    const good0 = variant(chatWords.phrases['pair.good'], 0);
    expect(fill(good0, { items: 'قميص باللون الأبيض وبنطلون جينز', occasion: 'الأيام العادية', score: '7.9' })).toBe('نعم، تنسيق قميص باللون الأبيض وبنطلون جينز ناجح في الأيام العادية (7.9/10).');
    expect(fill(good0, { items: 'قميص، بليزر وبنطلون', occasion: 'العمل', score: '8' })).toBe('نعم، تنسيق قميص، بليزر وبنطلون ناجح في العمل (8/10).');
  });

  it('lists put و on every item after the first, with a comma before it between pieces of several words', () => {
    expect(listOf(['الأبيض', 'الكحلي', 'البني'])).toBe('الأبيض والكحلي والبني');
    expect(listOf(['قميص أبيض', 'بنطلون كحلي', 'حذاء أسود'])).toBe('قميص أبيض، وبنطلون كحلي، وحذاء أسود');
    expect(listOf(['قميص أبيض', 'بنطلون كحلي'])).toBe('قميص أبيض وبنطلون كحلي');
    expect(fill(chatLines.picksFor, { occasion: 'حفل زفاف', items: listOf(['حذاء أكسفورد', 'حذاء ديربي']) }, rating.grammar)).toBe('اقتراحاتي لحفل زفاف: حذاء أكسفورد وحذاء ديربي.');
  });
});

describe('Arabic photo sentences (golden)', () => {
  const say = (key: keyof typeof vision.phrases, i: number, values: Record<string, string>) => fill(variant(vision.phrases[key], i), values);

  it('a piece of either gender follows a preposition, so nothing has to agree with it, and it is named once', () => {
    expect(say('vision.anchor', 0, { dark: 'بنطلون رسمي باللون الكحلي', light: 'قميص باللون الأبيض' })).toBe('يأتي الثقل من بنطلون رسمي باللون الكحلي، ويقابله الإشراق في قميص باللون الأبيض.');
    expect(say('vision.anchor', 1, { dark: 'القطعة السفلية باللون الكحلي', light: 'القطعة العلوية باللون الأبيض' })).toBe('التوازن هنا بين درجة داكنة في القطعة السفلية باللون الكحلي ودرجة فاتحة في القطعة العلوية باللون الأبيض.');
    expect(say('vision.tonal', 0, { top: 'تي شيرت باللون الأحمر', bottom: 'تنورة باللون الأخضر' })).toBe('بين تي شيرت باللون الأحمر وتنورة باللون الأخضر تقارب كبير في الدرجة، فتبدو الإطلالة كتلة واحدة.');
    expect(say('vision.shoesApart', 0, { shoes: 'جزمة باللون الكريمي' })).toBe('في جزمة باللون الكريمي لون مستقل عن بقية الزي.');
    expect(say('vision.onePiece', 1, { piece: 'الإطلالة الموحّدة باللون النبيذي' })).toBe('اللون الواحد في الإطلالة الموحّدة باللون النبيذي يرسم خطًا طويلًا ونظيفًا من الأعلى إلى الأسفل.');
  });

  it('a colour after a noun is «من اللون …», and the no-outfit message asks without addressing one gender', () => {
    expect(say('vision.accessory', 1, { colour: 'الأصفر', zone: 'الرقبة' })).toBe('هناك لمسة من اللون الأصفر عند الرقبة.');
    expect(noOutfit.noPerson).toContain('يُرجى رفع صورة شخصية');
  });
});

describe('ar: occasion names', () => {
  it('are all definite, so a list never mixes «التنس» with «حفلة»', async () => {
    const { packFor } = await import('../../../../src/local/i18n/packs');
    const names = Object.values(packFor('ar').occasions);
    expect(names.filter((n) => !n.split(' ').some((w) => w.startsWith('ال')))).toEqual([]);
    expect(packFor('ar').list([packFor('ar').occasions.tennis, packFor('ar').occasions.party, packFor('ar').occasions.brunch])).toBe('التنس والحفلة والبرانش');
  });

  it('colours are all definite, so «باللون …» always agrees (never «باللون أزرق الجينز»)', async () => {
    const { packFor } = await import('../../../../src/local/i18n/packs');
    expect(Object.values(packFor('ar').colours).filter((c) => !c.startsWith('ال'))).toEqual([]);
  });
});

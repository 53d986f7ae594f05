import { describe, expect, it } from 'vitest';
import type { AddressForm } from '@fitrater/contracts';
import { ar as catalogue } from '../../../../src/local/languages/ar/garment-names';
import { names } from '../../../../src/local/languages/ar/names';
import { definite, finished, garmentIn } from '../../../../src/local/languages/ar/noun-phrase';
import { arCount, arCountRange, type ArCountedNoun } from '../../../../src/local/languages/ar/packing-words';
import { tripLength } from '../../../../src/local/chat/understand/trip-length';
import { normalise } from '../../../../src/local/lexicon/normalise';
import { writeLocalReply } from '../../../../src/local/chat';
import { createLocalRater } from '../../../../src/local/engine';
import { AR_SUBJECT_CHECKS } from '../../../support/prose-checks-ar';
import { VISION_WORDS } from '../../../../src/local/i18n/vision';
import { listOf } from '../../../../src/local/languages/ar/grammar';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, addressForm: AddressForm = 'neutral') =>
  writeLocalReply({ message, image: null, personality: 'professional', language: 'ar', history: [], facts: NO_FACTS, addressForm });
const named = (garment: keyof typeof names.garments, material: Parameters<typeof finished>[1], colour: keyof typeof names.colours) =>
  garmentIn(finished(names.garments[garment], material), names.colours[colour]);

describe('ar: the finish named in its place, agreeing with the garment', () => {
  it.each([
    ['dress', 'sequin', 'red', 'فستان أحمر مطرز بالترتر', 'الفستان الأحمر المطرز بالترتر'],
    ['skirt', 'sequin', 'red', 'تنورة حمراء مطرزة بالترتر', 'التنورة الحمراء المطرزة بالترتر'],
    ['blazer', 'velvet', 'navy', 'بليزر مخملي كحلي', 'البليزر المخملي الكحلي'],
    ['skirt', 'velvet', 'black', 'تنورة مخملية سوداء', 'التنورة المخملية السوداء'],
    ['dress', 'satin', 'lightblue', 'فستان أزرق فاتح من الساتان', 'الفستان الأزرق الفاتح من الساتان'],
    ['tank', 'beaded', 'white', 'بلوزة بيضاء مطرزة بالخرز بلا أكمام', 'البلوزة البيضاء المطرزة بالخرز بلا أكمام'],
    ['heels', 'glitter', 'silver', 'كعب عالٍ فضي بالجليتر', null],
    ['jeans', 'metallic', 'black', 'بنطلون جينز أسود بلمعة معدنية', 'بنطلون الجينز الأسود بلمعة معدنية'],
  ] as const)('%s + %s in %s: %s', (garment, material, colour, indefinite, def) => {
    const name = named(garment, material, colour);
    expect(name).toBe(indefinite);
    if (def) expect(definite(name)).toBe(def);
    expect(Object.entries(AR_SUBJECT_CHECKS).filter(([, check]) => check(name)).map(([n]) => n)).toEqual([]);
  });

  it('puts a colour before the catalogue\'s own finish participle (توب أحمر مطرز بالترتر, was توب مطرز أحمر بالترتر)', () => {
    expect(garmentIn(catalogue['sequin-top'], names.colours.red)).toBe('توب أحمر مطرز بالترتر');
  });

  it('gives the finish back in the chat and in a rating', async () => {
    expect(await ask('هل يمكنني ارتداء فستان ترتر أحمر في العمل؟')).toContain('الفستان الأحمر المطرز بالترتر يرفع الإطلالة');
    expect(await ask('هل يناسب بليزر مخملي كحلي العمل؟', 'feminine')).toContain('البليزر المخملي الكحلي');
    const rated = await createLocalRater().rate({ image: null, description: 'تنورة مخملية خضراء وبلوزة بيضاء', occasion: 'work', customOccasion: null, language: 'ar' });
    expect(JSON.stringify(rated)).toContain('التنورة المخملية الخضراء');
  });
});

describe('ar: counts in Arabic number agreement', () => {
  const shirt: ArCountedNoun = { gender: 'm', one: 'قميصًا واحدًا', two: 'قميصين', twoAlone: 'قميصين', plural: 'قمصان', manyForm: 'قميصًا' };
  const blouse: ArCountedNoun = { gender: 'f', one: 'بلوزة واحدة', two: 'بلوزتين', twoAlone: 'بلوزتين', plural: 'بلوزات', manyForm: 'بلوزةً' };
  it('one and two after the noun, three to ten before a plural in the other gender, eleven and more before a singular', () => {
    expect([1, 2, 3, 8, 10, 11].map((n) => arCount(n, shirt))).toEqual(['قميصًا واحدًا', 'قميصين', 'ثلاثة قمصان', 'ثمانية قمصان', 'عشرة قمصان', '11 قميصًا']);
    expect([1, 2, 4, 7, 12].map((n) => arCount(n, blouse))).toEqual(['بلوزة واحدة', 'بلوزتين', 'أربع بلوزات', 'سبع بلوزات', '12 بلوزةً']);
    expect(arCountRange([4, 5], blouse)).toBe('أربع أو خمس بلوزات');
    expect(arCountRange([2, 3], shirt)).toBe('قميصين أو ثلاثة قمصان');
  });

  it.each([
    ['ماذا أحزم لعطلة نهاية الأسبوع؟', 'weekend'], ['ماذا آخذ معي ليومين في دبي؟', 'weekend'], ['رحلة ٣ أيام، ماذا أحزم؟', 'weekend'],
    ['ماذا أحزم لرحلة أسبوع؟', 'week'], ['ماذا أحزم لخمسة أيام؟', 'week'], ['سفر ٥ أيام', 'week'],
    ['ماذا أحزم لأسبوعين في اليابان؟', 'long'], ['ماذا أحزم لعشرة أيام؟', 'long'], ['رحلة 10 أيام', 'long'], ['عشر ليال في باريس', 'long'], ['٣ أسابيع', 'long'],
  ] as const)('reads the trip in "%s" as %s', (question, length) => {
    expect(tripLength(normalise(question))).toBe(length);
  });

  it('answers a packing question with the counts for the trip, in the member\'s form of address', async () => {
    expect(await ask('ماذا أحزم لعطلة نهاية الأسبوع؟', 'feminine')).toContain('لرحلة قصيرة كعطلة نهاية الأسبوع احزمي قطعتين علويتين، وبنطلونًا أو تنورة، وزوجًا واحدًا من الأحذية، إضافة إلى ما ترتدينه في الطريق.');
    expect(await ask('ماذا أحزم لرحلة أسبوع؟')).toContain('احزموا أربع أو خمس قطع علوية، وقطعتين أو ثلاث قطع سفلية، وزوجين من الأحذية، وسترة أو معطفًا');
    const long = await ask('ماذا آخذ معي لعشرة أيام؟', 'masculine');
    // Ten days counted are said as ten days (عشرة أيام), the wash halfway a sentence of its own.
    expect(long).toContain('لرحلة من عشرة أيام احزم ست أو سبع قطع علوية، وثلاث قطع سفلية، وزوجين أو ثلاثة أزواج من الأحذية');
    expect(long).toContain('في الطريق. خطّط لغسيل واحد في منتصف الرحلة.');
    expect(long).not.toContain('خزانة كبسولة من');
  });
});

describe('ar: the photo\'s list in one definiteness', () => {
  it('makes a named piece definite beside the definite part words', () => {
    const item = VISION_WORDS.ar.listItem!;
    const list = listOf([garmentIn('القطعة العلوية', names.colours.white), garmentIn(names.garments.skirt, names.colours.burgundy), garmentIn('الحذاء', names.colours.black)].map(item));
    expect(list).toBe('القطعة العلوية البيضاء، والتنورة العنابية، والحذاء الأسود');
    expect(AR_SUBJECT_CHECKS.listDefiniteness(`في الصورة: ${list}.`)).toBeNull();
  });
});

describe('ar: the checks catch the shapes an editor corrects', () => {
  it.each([
    ['listDefiniteness', 'في الصورة: القطعة العلوية البيضاء، تنورة عنابية والحذاء الأسود.'],
    ['finishGender', 'التنورة الحمراء المطرز بالترتر مناسبة.'],
    ['finishGender', 'فستان مخملية أسود'],
    ['countAgreement', 'احزموا ثلاثة قطع علوية'],
    ['countAgreement', 'زوجين أو ثلاث أزواج من الأحذية'],
    ['countAgreement', 'احزموا 2 قطع علوية'],
  ] as const)('%s: %s', (check, text) => {
    expect(AR_SUBJECT_CHECKS[check](text)).not.toBeNull();
  });
});

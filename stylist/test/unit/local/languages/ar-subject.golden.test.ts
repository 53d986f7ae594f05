import { describe, expect, it } from 'vitest';
import { inAddressForm } from '../../../../src/local/languages/ar/grammar';
import { COLOUR_FORMS } from '../../../../src/local/languages/ar/colour-forms';
import { GARMENT_GRAMMAR, HEAD_GENDER } from '../../../../src/local/languages/ar/garment-nouns';
import { ar as catalogue } from '../../../../src/local/languages/ar/garment-names';
import { names } from '../../../../src/local/languages/ar/names';
import { definite, garmentIn, genderOf } from '../../../../src/local/languages/ar/noun-phrase';
import { ar as rating } from '../../../../src/local/languages/ar/rating';
import { ar as prose } from '../../../../src/local/languages/ar/styling-prose';
import { ar as sentences } from '../../../../src/local/languages/ar/styling-sentences';
import { ar as chatLines } from '../../../../src/local/languages/ar/chat-lines';
import { fill } from '../../../../src/local/writing/variation';
import { readDescription } from '../../../../src/local/signals/text';
import { createLocalRater } from '../../../../src/local/engine';
import { writeLocalReply } from '../../../../src/local/chat';
import { AR_SUBJECT_CHECKS } from '../../../support/prose-checks-ar';
import type { ColourId } from '../../../../src/local/colour/names';
import type { GarmentId } from '../../../../src/local/lexicon/garments';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const say = (key: keyof typeof rating.phrases, i: number, garment: string, occasion = 'العمل') =>
  fill(rating.phrases[key][i] ?? `<no variant ${i}>`, { garment, occasion }, rating.grammar);
const problems = (text: string) => Object.entries(AR_SUBJECT_CHECKS).filter(([, check]) => check(text)).map(([name]) => name);

describe('ar: the table every garment and colour phrase is built from', () => {
  it('gives each garment the rating names a gender that its first noun agrees with, and a definite form', () => {
    const ids = Object.keys(names.garments) as GarmentId[];
    expect(ids.filter((id) => !GARMENT_GRAMMAR[id])).toEqual([]);
    expect(ids.filter((id) => genderOf(names.garments[id]) !== GARMENT_GRAMMAR[id].gender).map((id) => names.garments[id])).toEqual([]);
    expect(ids.filter((id) => !GARMENT_GRAMMAR[id].definite.includes('ال')).map((id) => GARMENT_GRAMMAR[id].definite)).toEqual([]);
  });

  it('reads every colour form it writes back as that colour, so a member quoting an answer is understood', () => {
    const misread: string[] = [];
    for (const id of Object.keys(COLOUR_FORMS) as ColourId[]) {
      for (const phrase of [garmentIn('قميص', names.colours[id]), garmentIn('بلوزة', names.colours[id])]) {
        const read = readDescription(phrase)?.garments[0]?.colours[0];
        if (read !== id) misread.push(`${phrase} → ${read ?? 'nothing'}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it('knows the gender of the first noun of every catalogue name (none is guessed from its ending)', () => {
    const unknown = Object.values(catalogue).filter((n) => !(n.split(' ')[0]! in HEAD_GENDER));
    expect(unknown).toEqual([]);
  });

  it('writes every garment in every colour so that the colour agrees and the phrase can be made definite', () => {
    const wrong: string[] = [];
    for (const id of Object.keys(names.garments) as GarmentId[]) {
      for (const colour of Object.keys(COLOUR_FORMS) as ColourId[]) {
        const phrase = garmentIn(names.garments[id], names.colours[colour]);
        const the = definite(phrase);
        if (!the || problems(`${phrase}. ${the}.`).length) wrong.push(`${phrase} → ${the}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('ar: garment as subject, colour agreeing (golden)', () => {
  it('verdicts', () => {
    expect(say('fit.tooCasual', 0, 'حذاء رياضي')).toBe('الحذاء الرياضي غير رسمي أكثر من اللازم في العمل.');
    expect(say('fit.tooCasual', 0, garmentIn('بلوزة', 'الأبيض'))).toBe('البلوزة البيضاء غير رسمية أكثر من اللازم في العمل.');
    expect(say('fit.good', 1, garmentIn('جوارب رسمية', 'الأسود'))).toBe('الجوارب الرسمية السوداء تحقق مستوى الأناقة المطلوب تمامًا في العمل.');
    expect(say('fit.sportOut', 1, garmentIn('ليغنز', 'الرمادي'))).toBe('الليغنز الرمادي للرياضة، ويبدو في غير مكانه في العمل.');
    expect(say('fit.sportOut', 1, 'تنورة تنس', 'حفل الزفاف')).toBe('تنورة التنس للرياضة، وتبدو في غير مكانها في حفل الزفاف.');
    expect(say('fit.tooFormal', 0, garmentIn('بدلة سهرة', 'الكحلي'), 'البرانش')).toBe('بدلة السهرة الكحلية رسمية أكثر من اللازم في البرانش.');
    expect(rating.phrases['sugg.up.footwear'][1]).toBe('الأنسب حذاء لوفر أو حذاء جلدي.');
  });

  it('advice and the chat\'s last rating', () => {
    expect(prose.advice.low('5.3', 'تيشيرت رمادي')).toBe('حصل التيشيرت الرمادي على 5.3.');
    expect(inAddressForm(prose.advice.keep('بلوزة بيضاء', '8.1'), 'feminine')).toBe('حصلت البلوزة البيضاء على 8.1، وهي من أقوى ما في الإطلالة؛ احتفظي بها.');
    expect(prose.advice.low('6.8', 'بنطلون الجينز الأزرق')).toBe('حصل بنطلون الجينز الأزرق على 6.8.');
    expect(fill(chatLines.lastKeep, { part: 'الإكسسوارات', score: '8' }, rating.grammar)).toBe('لا حاجة إلى تغيير الإكسسوارات، فقد حصلت على 8/10.');
    expect(fill(chatLines.lastWeakest, { part: 'الحذاء', score: '4', text: 'الحذاء الرياضي غير رسمي أكثر من اللازم في العمل.' }, rating.grammar))
      .toBe('البداية بالحذاء، فهو الأضعف بدرجة 4/10: الحذاء الرياضي غير رسمي أكثر من اللازم في العمل.');
    // بـ keeps an indefinite piece in the genitive: «أرفض فستان…» would need the accusative فستانًا.
    expect(fill(chatLines.sassyAvoid, { items: 'الهودي الرمادي' }, rating.grammar)).toBe('لا أقبل بالهودي الرمادي أبدًا.');
  });

  it('garment phrases: the colour before the complement, in the garment\'s gender and definiteness', () => {
    expect(garmentIn('بنطلون جينز', 'الأزرق الفاتح')).toBe('بنطلون جينز أزرق فاتح');
    expect(definite('بنطلون جينز أزرق فاتح')).toBe('بنطلون الجينز الأزرق الفاتح');
    expect(definite(garmentIn('بلوزة بلا أكمام', 'الأبيض'))).toBe('البلوزة البيضاء بلا أكمام');
    expect(garmentIn('القطعة العلوية', 'الكحلي')).toBe('القطعة العلوية الكحلية');
    expect(garmentIn('تنورة', 'البيج')).toBe('تنورة بيج');
    expect(definite(garmentIn('حقيبة يد', 'الأحمر'))).toBe('حقيبة اليد الحمراء');
    expect(garmentIn('كنزة ميرينو رفيعة بياقة مستديرة', 'الرمادي')).toBe('كنزة ميرينو رفيعة رمادية بياقة مستديرة');
    expect(sentences.under('كنزة كشمير بيضاء', 'معطف صوف جملي')).toBe('كنزة كشمير بيضاء وفوقها معطف صوف جملي');
    // A catalogue name the table does not list is made definite by the construct rule (ar-catalogue-definite).
    expect(definite('حذاء أكسفورد جلد أسود')).toBe('حذاء الأكسفورد الجلد الأسود');
  });

  it('a rating and a yes/no question about one piece, end to end', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'تيشيرت رمادي، بنطلون جينز أزرق وحذاء رياضي أبيض', occasion: 'work', customOccasion: null, language: 'ar' });
    expect(answer.feedback).toContain('بنطلون الجينز الأزرق');
    expect(answer.components.footwear.description).toMatch(/^السنيكرز البيضاء /u);
    const reply = await writeLocalReply({ message: 'هل يمكنني ارتداء حذاء رياضي في المكتب؟', image: null, personality: 'professional', language: 'ar', addressForm: 'feminine', history: [], facts: NO_FACTS });
    expect(reply).toContain('السنيكرز تجعل الإطلالة عفوية أكثر مما يليق في العمل. الأنسب حذاء لوفر أو حذاء جلدي.');
  });
});

describe('ar: the subject checks refuse what an editor would rewrite', () => {
  it.each([
    ['سنيكرز: خيار غير رسمي أكثر من اللازم في العمل.', 'garmentLabel'],
    ['حذاء رياضي أبيض: الأبيض (100٪).', 'garmentLabel'],
    ['حصل هذا الجزء (تي شيرت باللون الرمادي) على 5.3.', 'partApposition'],
    ['في الصورة بلوزة أبيض وتنورة.', 'colourGender'],
    ['قميص بيضاء مع بنطلون.', 'colourGender'],
    ['الجوارب الأسود مناسبة.', 'colourGender'],
    ['هل تناسب قبعة الزيتي؟', 'colourDefiniteness'],
  ])('%s → %s', (text, check) => {
    expect(problems(text)).toContain(check);
  });

  it('passes the corrected sentences', () => {
    for (const text of ['الحذاء الرياضي غير رسمي أكثر من اللازم في العمل؛ الأنسب حذاء لوفر.', 'حصل التيشيرت الرمادي على 5.3.', 'البلوزة البيضاء والأحذية البيضاء والقميص الأبيض.', 'في الصورة: قميص أبيض، بنطلون رسمي كحلي وحذاء لوفر أسود.']) {
      expect(problems(text), text).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ar as catalogue } from '../../../../src/local/languages/ar/garment-names';
import { definite, garmentIn } from '../../../../src/local/languages/ar/noun-phrase';
import { ar as chatLines } from '../../../../src/local/languages/ar/chat-lines';
import { names } from '../../../../src/local/languages/ar/names';
import { grammar } from '../../../../src/local/languages/ar/noun-phrase';
import { fill } from '../../../../src/local/writing/variation';

/**
 * The catalogue's long names made definite as an Arabic editor writes them: the article on the last noun of a
 * construct (idafa), on the head otherwise, and on every adjective after them.
 */
describe('ar: catalogue names in their definite form', () => {
  const golden: readonly [string, string][] = [
    ['كنزة ميرينو رفيعة بياقة مستديرة', 'كنزة الميرينو الرفيعة بياقة مستديرة'],
    [garmentIn('كنزة ميرينو رفيعة بياقة مستديرة', names.colours.navy), 'كنزة الميرينو الرفيعة الكحلية بياقة مستديرة'],
    [garmentIn('حذاء كعب عالٍ مدبب', names.colours.black), 'حذاء الكعب العالي المدبب الأسود'],
    [garmentIn('حزام جلد رفيع', names.colours.brown), 'حزام الجلد الرفيع البني'],
    ['سنيكرز جلد أبيض', 'سنيكرز الجلد الأبيض'],
    [garmentIn('حذاء باليرينا', names.colours.beige), 'حذاء الباليرينا البيج'],
    ['جينز مستقيم داكن', 'الجينز المستقيم الداكن'],
    ['تي شيرت قطني سادة', 'التيشيرت القطني السادة'],
    ['أقراط لؤلؤ صغيرة', 'أقراط اللؤلؤ الصغيرة'],
    ['حذاء جري', 'حذاء الجري'],
    ['حذاء مشي جبلي مقاوم للماء', 'حذاء المشي الجبلي المقاوم للماء'],
    ['مظلة قابلة للطي', 'المظلة القابلة للطي'],
    ['جاكيت واقٍ من الريح', 'الجاكيت الواقي من الريح'],
    ['تي شيرت رياضي يطرد العرق', 'التيشيرت الرياضي الذي يطرد العرق'],
    ['حقيبة مهرجان تترك اليدين حرتين', 'حقيبة المهرجان التي تترك اليدين حرتين'],
    ['بدلة كحلية من قطعتين', 'البدلة الكحلية من قطعتين'],
    ['جاكيت فرو الخروف', 'جاكيت فرو الخروف'],
    ['تنورة ميدي بليسيه', 'التنورة الميدي البليسيه'],
    ['جينز فاتح الغسلة', 'الجينز الفاتح الغسلة'],
    ['بليزر كتان غير مبطّن', 'بليزر الكتان غير المبطّن'],
    ['ربطة عنق حرير', 'ربطة العنق الحرير'],
    ['حذاء ماري جين مسطح', 'حذاء الماري جين المسطح'],
    ['مايوه قطعة واحدة', 'مايوه القطعة الواحدة'],
  ];
  for (const [name, expected] of golden) it(name, () => expect(definite(name)).toBe(expected));

  it('every catalogue name gets one article per noun phrase and keeps its words', () => {
    for (const name of Object.values(catalogue)) {
      const d = definite(name);
      if (process.env.SHOW_AR) console.log(`${name} → ${d}`);
      expect(d, name).not.toBeNull();
      // Nothing is lost or doubled: stripped of its articles (and a relative pronoun) it is the name again.
      expect(d!.replace('التيشيرت', 'تي شيرت').replace(/ (?:الذي|التي)(?= )/u, '').replace(/(^| )ال/gu, '$1').replace(/(?<=^| )عالي(?= |$)/u, 'عالٍ').replace(/(?<=^| )واقي(?= |$)/u, 'واقٍ'), name)
        .toBe(name.replace(/(^| )ال/gu, '$1'));
      expect(d, name).not.toMatch(/(?:^| )الال/u);
    }
  });

  it('the next step names a piece already proposed in its definite form', () => {
    const item = garmentIn('حذاء كعب عالٍ مدبب', names.colours.black);
    expect(fill(chatLines.nextTry, { item }, grammar)).toBe('الخطوة التالية: تجربة حذاء الكعب العالي المدبب الأسود مع بقية الإطلالة الليلة أمام مرآة طويلة.');
  });

  it('suggestions for an occasion do not say «لمناسبة المناسبة»', () => {
    expect(fill(chatLines.picksFor, { occasion: 'المناسبة الرسمية', items: 'بلوزة حرير عنابية' }, grammar)).toBe('اقتراحاتي للمناسبة الرسمية: بلوزة حرير عنابية.');
  });
});

describe('ar: a piece quoted in another script is left as written', () => {
  it('a Spanish description is not given Arabic articles', () => {
    expect(definite('Camisa blanca con blazer azul marino')).toBeNull();
    expect(definite('تنورة ميدي بقصة A')).toBe('التنورة الميدي بقصة A');
  });
});

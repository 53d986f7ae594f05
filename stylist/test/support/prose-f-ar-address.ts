import type { AddressForm } from '@fitrater/contracts';
import { CATALOGUES } from '../../src/local/languages/registry';
import { AR_FEMININE, AR_MASCULINE, AR_PLURAL } from './prose-checks-cjk-ar';

/**
 * Questions an Arabic-speaking member asks, one or two turns each, chosen so that between them the answers say every
 * kind of chat line: knowledge reasons and exceptions (height, budget, ties, packing, dress codes, black at a wedding),
 * conditions, weather additions, the greeting, the thanks, "it depends on the occasion" and the bride's own wedding.
 */
export const AR_CONVERSATIONS: readonly (readonly string[])[] = [
  ['أنا قصيرة، أي حذاء ألبس؟'], ['أنا طويل، أي حذاء ألبس لحفل زفاف؟'], ['ماذا ألبس في أسبوع العمل؟'],
  ['ما لون القميص الذي يناسب بدلة رمادية؟'], ['هل يجب أن ألبس ربطة عنق في البنك؟'], ['هل يجب أن أرتدي ربطة عنق في العرس؟'],
  ['هل يجب أن أرتدي ربطة عنق في العزاء؟'], ['هل يجب أن أرتدي ربطة عنق في مقابلة العمل؟'], ['ماذا ألبس للعمل بميزانية محدودة؟'],
  ['ميزانيتي محدودة، ماذا أشتري للعمل؟'], ['ماذا ألبس للمشي في الجبال؟'], ['ماذا أرتدي لمقابلة عمل في شركة ناشئة؟'],
  ['هل يجب أن تتطابق الحقيبة مع الحذاء؟'], ['هل يجوز لبس الأسود في حفل زفاف؟'], ['هل يمكنني ارتداء الأبيض في الشتاء؟'],
  ['ماذا آخذ في حقيبة السفر لأسبوع على الشاطئ؟'], ['ماذا آخذ في حقيبة السفر لرحلة تزلج؟'], ['ماذا آخذ في حقيبة السفر لأسبوع في برلين في الشتاء؟'],
  ['ماذا أرتدي في زفاف على الشاطئ؟'], ['ماذا أرتدي في جنازة والجو ممطر؟'], ['ماذا أرتدي في معمودية؟'], ['ماذا أرتدي للقاء أهل خطيبي؟'],
  ['أنا العروس، ماذا ألبس؟'], ['هل يمكنني ارتداء الشبشب؟'], ['ماذا أرتدي في زفاف على الشاطئ؟', 'هل يمكنني ارتداء الشبشب؟'],
  ['هل يمكن ارتداء السنيكرز مع البدلة؟', 'وفي حفل زفاف؟'], ['هل يمكن الجمع بين البني والأسود؟'], ['الكحلي مع الأسود ينفع؟'],
  ['ما الحزام المناسب مع حذاء بني؟'], ['ماذا أرتدي لموعد عندما تمطر؟'], ['ماذا أرتدي للعمل في يوم ممطر؟'], ['ماذا أرتدي للشاطئ في الحر؟'],
  ['ماذا أحزم لرحلة أسبوع؟'], ['ايش ألبس للجري لما يكون الجو بارد؟'], ['كيف أنسق تنورة سوداء؟'], ['كيف أزيل بقعة نبيذ من بلوزة حرير؟'],
  ['هل قميص كتان مع بنطلون تشينو فكرة جيدة لحفل زفاف في الصيف؟'], ['هل يمكن ارتداء الجوارب مع الصندل؟'], ['مرحبا! ماذا ألبس لحفل زفاف؟'],
  ['مرحبا'], ['شكرا جزيلا'], ['ما عاصمة فرنسا؟'], ['ما الرائج هذا الموسم؟'], ['كيف أحسن إطلالتي الأخيرة؟'], ['ماذا ألبس للمكتب؟', 'وإذا أمطرت؟'],
];

const ALTERNATION = /\{([^{}|]*)\|([^{}|]*)\|([^{}|]*)\}/gu;
const FORMS: readonly AddressForm[] = ['masculine', 'feminine', 'neutral'];

/** Every `{m|f|pl}` written in the Arabic catalogue (chat lines and words, ratings, styling, packing), by form. */
function alternationsOfCatalogue(): Record<AddressForm, Set<string>> & { plain: Set<string> } {
  const words = { masculine: new Set<string>(), feminine: new Set<string>(), neutral: new Set<string>(), plain: new Set<string>() };
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const m of value.matchAll(ALTERNATION)) FORMS.forEach((form, i) => words[form].add(m[i + 1]!.trim()));
      for (const w of value.replace(ALTERNATION, ' ').split(/[\s،.؛:()«»!؟{}]+/u)) words.plain.add(w);
    } else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(CATALOGUES.ar);
  return words;
}

/**
 * The words that mark each form: those the catalogue writes for that form and for no other (قبل أن ترتديه is both the
 * masculine and the feminine) and never outside an alternation (الأفضل تجنّب… is the noun "avoiding", not the
 * imperative), with the style checks' own lists beside them.
 */
function markersByForm(): Record<AddressForm, (text: string) => string | null> {
  const written = alternationsOfCatalogue();
  const own = (form: AddressForm) => [...written[form]].filter((w) => w && !written.plain.has(w) && FORMS.every((f) => f === form || !written[f].has(w)));
  const shared = new Set(FORMS.flatMap((form) => [...written[form]].filter((w) => FORMS.some((f) => f !== form && written[f].has(w)))));
  const B = '(?:^|[\\s،.؛:()«»!؟و]|(?<=\\s)ف)';
  const E = '(?=$|[\\s،.؛:()«»!؟])';
  const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const listed = (form: AddressForm) => new RegExp(`${B}(${own(form).sort((a, b) => b.length - a.length).map(escaped).join('|')})${E}`, 'u');
  const style: Record<AddressForm, RegExp> = { masculine: AR_MASCULINE, feminine: AR_FEMININE, neutral: AR_PLURAL };
  // A plural imperative or past verb (…وا), a plural pronoun (…كم) or أنتم/كنتم written outside any alternation is
  // still the plural; «وعليكم السلام» is the fixed answer to a greeting, said to one person as to many.
  const plural = /(?<![\p{L}\p{M}])(?!وعليكم|الحكم|بحكم)([\p{L}\p{M}]{2,}(?:وا|كم)|[وف]?(?:أنتم|كنتم))(?![\p{L}\p{M}])/u;
  return Object.fromEntries(FORMS.map((form) => {
    const mine = listed(form);
    return [form, (text: string) => {
      const hit = mine.exec(text)?.[1] ?? style[form].exec(text)?.[1] ?? (form === 'neutral' ? plural.exec(text)?.[1] : undefined);
      return hit && !shared.has(hit) ? hit : null;
    }];
  })) as Record<AddressForm, (text: string) => string | null>;
}

const MARKERS = markersByForm();

/** The first word of a reply that addresses the member in a form other than `form`, with that form, or null. */
export function otherFormIn(text: string, form: AddressForm): string | null {
  for (const other of FORMS) {
    if (other === form) continue;
    const hit = MARKERS[other](text);
    if (hit) return `${other}: ${hit}`;
  }
  return null;
}

/** True when the reply addresses the member in `form` somewhere (so a reply in no form at all is not counted). */
export function speaksIn(text: string, form: AddressForm): boolean {
  return MARKERS[form](text) !== null;
}

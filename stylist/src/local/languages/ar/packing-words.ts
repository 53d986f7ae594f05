import type { Count, PackingSlot, PackingWords } from '../../chat/packing-types';

/**
 * A counted noun in Arabic, as the object of «احزم» (accusative): one after the noun («بنطلونًا واحدًا»),
 * two as the dual («قطعتين علويتين»), three to ten before a plural genitive with the number in the other
 * gender («ثلاث قطع علوية», «ثلاثة أزواج»), eleven and more before a singular accusative («11 قطعةً علوية»).
 */
export interface ArCountedNoun {
  /** The counted thing's gender decides the number's (reversed from three to ten). */
  gender: 'm' | 'f';
  /** One, accusative, with واحد/واحدة written: «قطعة علوية واحدة». */
  one: string;
  /** The dual, accusative: «قطعتين علويتين». */
  two: string;
  /** The dual without its adjective, before «أو ثلاث…» where the plural that follows names the thing. */
  twoAlone: string;
  /** The plural after three to ten: «قطع علوية». */
  plural: string;
  /** The singular accusative after eleven and more: «قطعةً علوية». */
  manyForm: string;
}

/** Three to ten for a masculine noun (the number takes ة) and for a feminine one (it does not). */
const FOR_MASCULINE = ['', '', '', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const FOR_FEMININE = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];

const numberFor = (n: number, noun: ArCountedNoun) => (noun.gender === 'm' ? FOR_MASCULINE : FOR_FEMININE)[n]!;

/** One count of a noun: «قطعة علوية واحدة», «قطعتين علويتين», «أربع قطع علوية», «12 قطعةً علوية». */
export function arCount(n: number, noun: ArCountedNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  if (n <= 10) return `${numberFor(n, noun)} ${noun.plural}`;
  return `${n} ${noun.manyForm}`;
}

/** A count or a range: «أربع أو خمس قطع علوية», «قطعتين أو ثلاث قطع سفلية», «زوجين أو ثلاثة أزواج من الأحذية». */
export function arCountRange(n: Count, noun: ArCountedNoun): string {
  if (n.length === 1) return arCount(n[0], noun);
  const [low, high] = n;
  if (low >= 3 && high <= 10) return `${numberFor(low, noun)} أو ${arCount(high, noun)}`;
  if (low === 2 && high <= 10) return `${noun.twoAlone} أو ${arCount(high, noun)}`;
  return `${arCount(low, noun)} أو ${arCount(high, noun)}`;
}

/** The suitcase's parts: tops and bottoms by the photo's own part words, shoes by the pair. */
export const AR_PACKED: Readonly<Record<Exclude<PackingSlot, 'layer'>, ArCountedNoun>> = {
  tops: { gender: 'f', one: 'قطعة علوية واحدة', two: 'قطعتين علويتين', twoAlone: 'قطعتين', plural: 'قطع علوية', manyForm: 'قطعةً علوية' },
  bottoms: { gender: 'f', one: 'بنطلونًا أو تنورة', two: 'قطعتين سفليتين', twoAlone: 'قطعتين', plural: 'قطع سفلية', manyForm: 'قطعةً سفلية' },
  shoes: { gender: 'm', one: 'زوجًا واحدًا من الأحذية', two: 'زوجين من الأحذية', twoAlone: 'زوجين', plural: 'أزواج من الأحذية', manyForm: 'زوجًا من الأحذية' },
};

/**
 * The packing answer in Arabic, addressing the member in their form (`{m|f|pl}`, resolved by the chat).
 * The counts are the object of «احزم», so they are accusative («بنطلونًا أو تنورة», «زوجين»).
 */
export const arPackingWords: PackingWords = {
  lead: {
    weekend: 'لرحلة قصيرة كعطلة نهاية الأسبوع {احزم|احزمي|احزموا} {counts}، إضافة إلى ما {ترتديه|ترتدينه|ترتدونه} في الطريق.',
    week: 'لرحلة تقارب الأسبوع {احزم|احزمي|احزموا} {counts}، إضافة إلى ما {ترتديه|ترتدينه|ترتدونه} في الطريق.',
    long: 'لرحلة أطول من أسبوع {احزم|احزمي|احزموا} {counts}، إضافة إلى ما {ترتديه|ترتدينه|ترتدونه} في الطريق، {وخطّط|وخطّطي|وخطّطوا} لغسيل واحد في منتصف الرحلة.',
  },
  count: (slot, n) => (slot === 'layer' ? 'سترة أو معطفًا' : arCountRange(n, AR_PACKED[slot])),
  from: '{ابدأ|ابدئي|ابدؤوا} بهذه القطع، وكلها من عائلة ألوان واحدة يسهل الجمع بينها: {items}.',
  exception: 'إن كانت في الرحلة سهرة، {فأضف|فأضيفي|فأضيفوا} قطعة أنيقة واحدة.',
  climate: 'درجات الحرارة العظمى نهارًا في ذلك الوقت نحو {temp} درجة مئوية.',
  counted: 'لرحلة من {days} {احزم|احزمي|احزموا} {counts}، إضافة إلى ما {ترتديه|ترتدينه|ترتدونه} في الطريق.',
  // يوم is masculine and ليلة feminine: three to ten take the opposite form and the plural (خمسة أيام، ثلاث ليالٍ); eleven on, the singular accusative.
  span: ({ n, unit }) => (unit === 'days'
    ? (n === 1 ? 'يوم واحد' : n === 2 ? 'يومين' : n <= 10 ? `${FOR_MASCULINE[n]} أيام` : `${n} يومًا`)
    : (n === 1 ? 'ليلة واحدة' : n === 2 ? 'ليلتين' : n <= 10 ? `${FOR_FEMININE[n]} ليالٍ` : `${n} ليلةً`)),
  wash: '{خطّط|خطّطي|خطّطوا} لغسيل واحد في منتصف الرحلة.',
};

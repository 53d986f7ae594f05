import type { GarmentId } from '../../lexicon/garments';

/**
 * The grammar of Arabic garment names, so a garment can be the subject of a sentence and its colour
 * can agree with it. `pl` is a plural of things (جوارب، مجوهرات): Arabic agrees with it in the
 * feminine singular («الجوارب السوداء مناسبة»).
 */
export type ArGender = 'm' | 'f' | 'pl';

export interface ArGarment {
  gender: ArGender;
  /**
   * The name made definite. A compound of two nouns takes the article on the second («بنطلون الجينز»,
   * «ساعة اليد»); a noun and its adjectives take it on each («الحذاء الجلدي الرسمي»).
   */
  definite: string;
}

/** Every garment the Arabic rating names (names.ts `garments`), keyed like it: a missing one does not compile. */
export const GARMENT_GRAMMAR: Record<GarmentId, ArGarment> = {
  tuxedo: { gender: 'f', definite: 'بدلة السهرة' }, gown: { gender: 'm', definite: 'فستان السهرة' }, suit: { gender: 'f', definite: 'البدلة' },
  cocktailDress: { gender: 'm', definite: 'فستان الكوكتيل' }, dress: { gender: 'm', definite: 'الفستان' }, sundress: { gender: 'm', definite: 'الفستان الصيفي' },
  jumpsuit: { gender: 'm', definite: 'الجمبسوت' }, dungarees: { gender: 'm', definite: 'السالوبيت' }, tracksuit: { gender: 'f', definite: 'البدلة الرياضية' }, swimsuit: { gender: 'pl', definite: 'ملابس السباحة' },
  tshirt: { gender: 'm', definite: 'التيشيرت' }, tank: { gender: 'f', definite: 'البلوزة بلا أكمام' }, sportsTop: { gender: 'm', definite: 'القميص الرياضي' },
  shirt: { gender: 'm', definite: 'القميص' }, blouse: { gender: 'f', definite: 'البلوزة' }, polo: { gender: 'm', definite: 'قميص البولو' },
  turtleneck: { gender: 'f', definite: 'الكنزة بياقة عالية' }, sweater: { gender: 'f', definite: 'الكنزة' }, cardigan: { gender: 'm', definite: 'الكارديغان' },
  hoodie: { gender: 'm', definite: 'الهودي' }, sweatshirt: { gender: 'm', definite: 'السويت شيرت' }, crop: { gender: 'm', definite: 'التوب القصير' },
  top: { gender: 'm', definite: 'التوب' }, blazer: { gender: 'm', definite: 'البليزر' }, waistcoat: { gender: 'm', definite: 'الصديري' },
  jacket: { gender: 'm', definite: 'الجاكيت' }, leatherJacket: { gender: 'm', definite: 'جاكيت الجلد' }, denimJacket: { gender: 'm', definite: 'جاكيت الجينز' },
  coat: { gender: 'm', definite: 'المعطف' }, trench: { gender: 'm', definite: 'معطف الترنش' }, puffer: { gender: 'm', definite: 'الجاكيت المنفوخ' },
  jeans: { gender: 'm', definite: 'بنطلون الجينز' }, trousers: { gender: 'm', definite: 'البنطلون الرسمي' }, chinos: { gender: 'm', definite: 'بنطلون التشينو' },
  cargo: { gender: 'm', definite: 'بنطلون الكارغو' }, shorts: { gender: 'm', definite: 'الشورت' }, sportsShorts: { gender: 'm', definite: 'الشورت الرياضي' },
  leggings: { gender: 'm', definite: 'الليغنز' }, joggers: { gender: 'm', definite: 'البنطلون الرياضي' }, skirt: { gender: 'f', definite: 'التنورة' },
  pencilSkirt: { gender: 'f', definite: 'التنورة الضيقة' }, miniSkirt: { gender: 'f', definite: 'التنورة القصيرة' },
  oxfords: { gender: 'm', definite: 'الحذاء الجلدي الرسمي' }, patent: { gender: 'm', definite: 'حذاء الجلد اللامع' }, loafers: { gender: 'm', definite: 'حذاء اللوفر' },
  heels: { gender: 'm', definite: 'الكعب العالي' }, flats: { gender: 'm', definite: 'الحذاء المسطح' }, boots: { gender: 'f', definite: 'الجزمة' },
  hikingBoots: { gender: 'm', definite: 'حذاء المشي الجبلي' }, sneakers: { gender: 'pl', definite: 'السنيكرز' }, runningShoes: { gender: 'm', definite: 'حذاء الجري' },
  cleats: { gender: 'm', definite: 'الحذاء الرياضي المتخصص' }, sandals: { gender: 'm', definite: 'الصندل' }, flipFlops: { gender: 'm', definite: 'الشبشب' },
  tie: { gender: 'f', definite: 'ربطة العنق' }, bowTie: { gender: 'm', definite: 'الببيون' }, pocketSquare: { gender: 'm', definite: 'منديل الجيب' },
  watch: { gender: 'f', definite: 'ساعة اليد' }, belt: { gender: 'm', definite: 'الحزام' }, handbag: { gender: 'f', definite: 'حقيبة اليد' },
  clutch: { gender: 'f', definite: 'حقيبة السهرة' }, backpack: { gender: 'f', definite: 'حقيبة الظهر' }, casualBag: { gender: 'f', definite: 'الحقيبة الكاجوال' }, scarf: { gender: 'm', definite: 'الوشاح' },
  hat: { gender: 'f', definite: 'القبعة' }, cap: { gender: 'm', definite: 'الكاب' }, sunglasses: { gender: 'f', definite: 'النظارة الشمسية' },
  jewellery: { gender: 'pl', definite: 'المجوهرات' }, sportsGear: { gender: 'pl', definite: 'الإكسسوارات الرياضية' },
  rainBoots: { gender: 'f', definite: 'جزمة المطر' }, shellJacket: { gender: 'm', definite: 'الجاكيت الجبلي' }, rainJacket: { gender: 'm', definite: 'جاكيت المطر' }, windbreaker: { gender: 'f', definite: 'السترة الواقية من الرياح' }, hikingTrousers: { gender: 'm', definite: 'بنطال الهايكنج' }, fleece: { gender: 'm', definite: 'جاكيت الفليس' }, knitSet: { gender: 'm', definite: 'طقم التريكو' }, flannelShirt: { gender: 'm', definite: 'القميص الفلانيل' },
  dressSocks: { gender: 'pl', definite: 'الجوارب الرسمية' }, sportsSocks: { gender: 'pl', definite: 'الجوارب الرياضية' },
  hosiery: { gender: 'pl', definite: 'الجوارب النسائية' }, runningJacket: { gender: 'm', definite: 'جاكيت الجري' }, raincoat: { gender: 'm', definite: 'معطف المطر' },
  wideLegTrousers: { gender: 'm', definite: 'البنطلون الواسع' }, snowBoots: { gender: 'f', definite: 'جزمة الثلج' }, coverUp: { gender: 'm', definite: 'الكاش مايوه' },
  pyjamas: { gender: 'f', definite: 'البيجامة' }, houseSlippers: { gender: 'm', definite: 'الخف المنزلي' }, sportsKit: { gender: 'm', definite: 'طقم الفريق' },
  eveningSlippers: { gender: 'm', definite: 'السليبر المخملي' }, weddingDress: { gender: 'm', definite: 'فستان الزفاف' }, bridalVeil: { gender: 'f', definite: 'طرحة العروس' },
  thobe: { gender: 'm', definite: 'الثوب' }, bisht: { gender: 'm', definite: 'البشت' }, ghutra: { gender: 'f', definite: 'الغترة' }, abaya: { gender: 'f', definite: 'العباية' }, hijab: { gender: 'm', definite: 'الحجاب' },
  tennisSkirt: { gender: 'f', definite: 'تنورة التنس' }, shoes: { gender: 'm', definite: 'الحذاء' }, umbrella: { gender: 'f', definite: 'المظلة' },
};

/**
 * The gender of the first noun of every other name (the shared catalogue's «كنزة ميرينو رفيعة…», the
 * photo's «القطعة العلوية»), written without its article. The first word of a name decides.
 */
export const HEAD_GENDER: Readonly<Record<string, ArGender>> = Object.fromEntries(
  ([
    ['m', 'كاش قميص تي تيشيرت توب بنطلون بنطال جينز شورت فستان جمبسوت أفرول توكسيدو معطف جاكيت بليزر صديري كارديغان هودي سويت كامي بودي قفطان سارونغ كيمونو حذاء بوت صندل شبشب إسبادريل ميول لوفر حزام بابيون ببيون منديل وشاح إيشارب شال ليغنز بكيني مايوه كاب رباط مشبك كعب إكسسوار بولو زي لون'],
    ['f', 'بلوزة كنزة تنورة بدلة حقيبة قبعة ساعة قلادة نظارة مظلة ربطة قارورة منشفة لمعة قطعة إطلالة حمالة جزمة باركا'],
    ['pl', 'أقراط سلاسل قفازات جوارب سدادات أزرار مجوهرات إكسسوارات ملابس أحذية سنيكرز'],
  ] as const).flatMap(([gender, words]) => words.split(' ').map((w) => [w, gender] as const)),
);

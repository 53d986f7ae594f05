import type { LanguagePack } from '../../i18n/types';

/**
 * Colours carry the article: they follow 'باللون' and stand alone in lists. Denim blue is «النيلي», the word
 * members type for it: «أزرق الجينز» made 'باللون أزرق الجينز' and was read back as a pair of jeans.
 */
export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'الأسود', charcoal: 'الرمادي الفحمي', grey: 'الرمادي', lightgrey: 'الرمادي الفاتح', silver: 'الفضي', white: 'الأبيض',
    ivory: 'العاجي', cream: 'الكريمي', beige: 'البيج', taupe: 'البني الرمادي', khaki: 'الكاكي', camel: 'الجملي', brown: 'البني',
    navy: 'الكحلي', blue: 'الأزرق', lightblue: 'الأزرق الفاتح', denim: 'النيلي', teal: 'الأزرق المخضر', turquoise: 'الفيروزي',
    green: 'الأخضر', olive: 'الزيتي', sage: 'الأخضر المريمي', mint: 'النعناعي', yellow: 'الأصفر', mustard: 'الخردلي', gold: 'الذهبي',
    orange: 'البرتقالي', rust: 'الصدئي', red: 'الأحمر', burgundy: 'العنابي', wine: 'النبيذي', pink: 'الوردي', fuchsia: 'الفوشيا',
    coral: 'المرجاني', purple: 'البنفسجي', lavender: 'الخزامي',
    lilac: 'الليلكي', mauve: 'الموف', plum: 'البرقوقي',
  },
  garments: {
    tuxedo: 'بدلة سهرة', gown: 'فستان سهرة', suit: 'بدلة', cocktailDress: 'فستان كوكتيل', dress: 'فستان',
    pyjamas: 'بيجامة', houseSlippers: 'خف منزلي', sportsKit: 'طقم فريق',
    eveningSlippers: 'سليبر مخملي', weddingDress: 'فستان زفاف', bridalVeil: 'طرحة عروس', thobe: 'ثوب', bisht: 'بشت', ghutra: 'غترة', abaya: 'عباية', hijab: 'حجاب',
    sundress: 'فستان صيفي', jumpsuit: 'جمبسوت', dungarees: 'سالوبيت', tracksuit: 'بدلة رياضية', swimsuit: 'ملابس سباحة', coverUp: 'كاش مايوه', tshirt: 'تيشيرت',
    tank: 'بلوزة بلا أكمام', sportsTop: 'قميص رياضي', shirt: 'قميص', blouse: 'بلوزة', polo: 'قميص بولو',
    turtleneck: 'كنزة بياقة عالية', sweater: 'كنزة', cardigan: 'كارديغان', hoodie: 'هودي', sweatshirt: 'سويت شيرت',
    crop: 'توب قصير', top: 'توب', blazer: 'بليزر', waistcoat: 'صديري', jacket: 'جاكيت',
    leatherJacket: 'جاكيت جلد', denimJacket: 'جاكيت جينز', coat: 'معطف', trench: 'معطف ترنش',
    puffer: 'جاكيت منفوخ', jeans: 'بنطلون جينز', trousers: 'بنطلون رسمي', chinos: 'بنطلون تشينو', wideLegTrousers: 'بنطلون واسع', cargo: 'بنطلون كارغو',
    shorts: 'شورت', sportsShorts: 'شورت رياضي', leggings: 'ليغنز', joggers: 'بنطلون رياضي', skirt: 'تنورة',
    pencilSkirt: 'تنورة ضيقة', miniSkirt: 'تنورة قصيرة', oxfords: 'حذاء جلدي رسمي', patent: 'حذاء جلد لامع',
    loafers: 'حذاء لوفر', heels: 'كعب عالٍ', flats: 'حذاء مسطح', boots: 'جزمة', hikingBoots: 'حذاء مشي جبلي',
    snowBoots: 'جزمة ثلج', sneakers: 'سنيكرز', runningShoes: 'حذاء جري', cleats: 'حذاء رياضي متخصص', sandals: 'صندل',
    flipFlops: 'شبشب', tie: 'ربطة عنق', bowTie: 'ببيون', pocketSquare: 'منديل جيب', watch: 'ساعة يد',
    belt: 'حزام', handbag: 'حقيبة يد', clutch: 'حقيبة سهرة', backpack: 'حقيبة ظهر', casualBag: 'حقيبة كاجوال', scarf: 'وشاح', hat: 'قبعة',
    cap: 'كاب', sunglasses: 'نظارة شمسية', jewellery: 'مجوهرات', sportsGear: 'إكسسوارات رياضية',
    dressSocks: 'جوارب رسمية', sportsSocks: 'جوارب رياضية', hosiery: 'جوارب نسائية', runningJacket: 'جاكيت جري', windbreaker: 'سترة واقية من الرياح', rainJacket: 'جاكيت مطر', raincoat: 'معطف مطر', tennisSkirt: 'تنورة تنس', shoes: 'حذاء', umbrella: 'مظلة', rainBoots: 'جزمة مطر', shellJacket: 'جاكيت جبلي', hikingTrousers: 'بنطال هايكنج', fleece: 'جاكيت فليس', knitSet: 'طقم تريكو', flannelShirt: 'قميص فلانيل',
  },
  // Every occasion is named in its definite form, so a list of them reads as one kind ('التنس والحفلة والبرانش').
  occasions: {
    casual: 'الأيام العادية', work: 'العمل', date: 'الموعد الغرامي', party: 'الحفلة', formal: 'المناسبة الرسمية',
    workout: 'التمرين', sports: 'الرياضة', football: 'كرة القدم', basketball: 'كرة السلة', tennis: 'التنس',
    running: 'الجري', beach: 'الشاطئ', hiking: 'رحلات المشي', wedding: 'حفل الزفاف', graduation: 'حفل التخرج',
    interview: 'مقابلة العمل', brunch: 'البرانش', shopping: 'التسوق', concert: 'الحفلة الموسيقية', travel: 'السفر',
    vacation: 'العطلة', church: 'الكنيسة', school: 'المدرسة',
  },
};

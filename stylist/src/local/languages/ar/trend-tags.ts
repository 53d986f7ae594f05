import type { TrendTagWords } from '../../styling/trend-names/types';

export const ar: TrendTagWords = {
  '1920s': 'العشرينيات', '70s': 'السبعينيات', '90s': 'التسعينيات', abstract: 'تجريدي', accent: 'لمسة لونية',
  animal: 'نقوش حيوانية', art: 'فن', bags: 'حقائب', beads: 'خرز', belts: 'أحزمة', biker: 'بايكر', boho: 'بوهو', bold: 'جريء',
  boots: 'بوتات', bows: 'فيونكات', brooch: 'بروش', buckles: 'أبازيم', calm: 'هادئ', charms: 'تعليقات', check: 'مربعات',
  chunky: 'ضخم', classic: 'كلاسيكي', clogs: 'قباقيب', colour: 'لون', colourful: 'ملوّن', cosy: 'دافئ ومريح', craft: 'حِرفي',
  cropped: 'قصير', curved: 'منحنٍ', deep: 'عميق', denim: 'دنيم', dots: 'نقاط', drama: 'درامي', dreamy: 'حالم', dresses: 'فساتين',
  earthy: 'ترابي', elegant: 'أنيق', elongated: 'ممشوق', evening: 'سهرة', feminine: 'أنثوي', flats: 'مسطح', floral: 'ورود',
  flowing: 'منسدل', fresh: 'منعش', gold: 'ذهبي', graphic: 'جرافيكي', hair: 'شعر', heels: 'كعوب', heritage: 'تراث',
  investment: 'استثمار', jewellery: 'مجوهرات', knit: 'تريكو', layered: 'بطبقات', layering: 'تنسيق الطبقات', leopard: 'نمر',
  loafers: 'لوفر', low: 'منخفض', matching: 'متناسق', menswear: 'طابع رجالي', mesh: 'شبك', minimal: 'بسيط', natural: 'طبيعي',
  nautical: 'بحري', outerwear: 'معاطف', oversized: 'واسع', pairing: 'تنسيق', pastel: 'باستيل', personal: 'شخصي', picnic: 'نزهة',
  pinstripe: 'مقلّم', playful: 'مرح', pleats: 'ثنيات', pockets: 'جيوب', power: 'قوة', preppy: 'بريبي', relaxed: 'مريح',
  retro: 'ريترو', rich: 'غني', romantic: 'رومانسي', saturated: 'مشبع', scarf: 'وشاح', 'schoolgirl-smart': 'أناقة مدرسية',
  sheer: 'شفاف', silk: 'حرير', skirts: 'تنانير', slim: 'رفيع', 'small-scale': 'نقوش صغيرة', sneakers: 'سنيكرز', soft: 'ناعم',
  strap: 'حزام رفيع', stripes: 'خطوط', suede: 'شامواه', summer: 'صيف', 'sun-baked': 'لون الشمس', sunglasses: 'نظارات شمسية',
  tailored: 'مفصّل', tailoring: 'تفصيل', tartan: 'ترتان', tights: 'جوارب نسائية', tonal: 'تدرّج لوني', unstructured: 'غير مبطّن',
  utility: 'عملي', vintage: 'عتيق', waist: 'خصر', warm: 'دافئ', western: 'ويسترن', wide: 'عريض', wooden: 'خشبي', wool: 'صوف',
};

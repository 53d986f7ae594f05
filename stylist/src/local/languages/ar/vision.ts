import type { VisionWords } from '../../i18n/vision-types';
import { definite } from './noun-phrase';

/**
 * Photo sentences in Arabic. A piece ('قميص أبيض', 'القطعة العلوية الكحلية') may be masculine or feminine,
 * so it never governs a verb or an adjective here: it follows a preposition (في، بين، من، مع) or a masculine
 * noun that carries the sentence. The part words are definite, so a named piece is made definite too (`{#…}`,
 * and the list's items): once the list has named it, it is a piece the reader knows («التنورة العنابية»).
 */
export const ar: VisionWords = {
  parts: { top: 'القطعة العلوية', bottom: 'القطعة السفلية', onePiece: 'الإطلالة الموحّدة', footwear: 'الحذاء', accessory: 'الإكسسوار' },
  zones: { head: 'الرأس', neck: 'الرقبة', wrists: 'المعصمين' },
  // The part words are definite (القطعة العلوية), so the named pieces beside them in the list are too.
  listItem: (piece) => definite(piece) ?? piece,
  phrases: {
    'vision.pieces': ['في الصورة: {pieces}.', 'ما تُظهره الصورة: {pieces}.'],
    'vision.anchor': ['يأتي الثقل من {#dark}، ويقابله الإشراق في {#light}.', 'التوازن هنا بين درجة داكنة في {#dark} ودرجة فاتحة في {#light}.'],
    'vision.tonal': ['بين {#top} و{#bottom} تقارب كبير في الدرجة، فتبدو الإطلالة كتلة واحدة.', 'السطوع في {#top} وفي {#bottom} متقارب جدًا.'],
    'vision.contrast': ['الجمع بين {#top} و{#bottom} يعطي تباينًا واضحًا ومتوازنًا.', 'بين {#top} و{#bottom} فصل واضح بلا تنافس.'],
    'vision.onePiece': ['في {#piece} لون واحد يمتد من الكتفين حتى الحافة ويحمل الإطلالة كلها.', 'اللون الواحد في {#piece} يرسم خطًا طويلًا ونظيفًا من الأعلى إلى الأسفل.'],
    'vision.shoesEcho': ['في {#shoes} تكرار للون من الزي يربط الإطلالة معًا.', 'مع {#shoes} يتكرر لون من الزي فتكتمل الإطلالة.'],
    'vision.shoesApart': ['في {#shoes} لون مستقل عن بقية الزي.', 'في {#shoes} لون خاص لا يتكرر في بقية الزي.'],
    'vision.accessory': ['لمسة من اللون {colour} عند {zone} تضيف تفصيلة ختامية.', 'هناك لمسة من اللون {colour} عند {zone}.'],
    'vision.several': ['في الصورة عدة أشخاص؛ التقييم للشخص الموجود في الوسط.', 'يظهر عدة أشخاص، لذا التقييم للأقرب إلى الوسط.'],
    'vision.none': ['لا يظهر أي شخص في الصورة، لذا تعذّر تحديد الملابس.', 'لا يظهر أحد في هذه الصورة؛ لا يمكن قياس القطع.'],
    'vision.seated': ['وضعية الجلوس أو الانحناء تجعل قراءة الأطوال والنسب صعبة.'],
    'quality.feetCut': ['القدمان خارج الإطار، لذا لا يمكن تقييم الحذاء.', 'الحذاء مقصوص عند حافة الصورة.'],
    'quality.personSmall': ['الشخص يشغل جزءًا صغيرًا فقط من الصورة، لذا يصعب رؤية التفاصيل.'],
    'comp.seen': ['الألوان المقيسة في {#piece}: {colours}.', 'الألوان المقيسة: {colours}.'],
    'comp.seenLower': ['الألوان المقيسة في الجزء السفلي من {#piece}: {colours}.'],
    'comp.noPerson': ['لا يوجد شخص في الصورة، لذا لم يُقيَّم هذا الجزء.'],
    'comp.notInFrame': ['هذا الجزء خارج الإطار، لذا لم يُقيَّم.', 'هذا الجزء غير ظاهر في الصورة؛ بلا درجة.'],
    'comp.noAccessory': ['لا يمكن تمييز أي إكسسوار في الصورة، لذا لم يُقيَّم.'],
    'limits.visionOnly': ['من دون وصف يُقيَّم ما تُظهره الصورة: لون كل قطعة ومدى تناسق القطع معًا؛ ذكر أسماء القطع يتيح نصائح أدق.'],
    'sugg.fullBody': ['صورة من مسافة أبعد قليلًا تُظهر الجسم من الرأس حتى الحذاء', 'صورة كاملة للجسم يظهر فيها الحذاء'],
    'refused.explicit': ['لا يمكن تقييم هذه الصورة: يبدو أنها تحتوي على محتوى صريح. يُرجى رفع صورة للإطلالة.'],
  },
};

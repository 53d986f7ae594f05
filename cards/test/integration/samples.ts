import sharp from 'sharp';
import type { Language } from '@fitrater/contracts';
import type { ShareCardInput } from '../../src/share-card';

/** Realistic card texts in every language (also used by cards/bench/card.bench.ts). */
export const SAMPLE_TEXT: Record<Language, { headline: string; occasion: string; feedback: string[] }> = {
  en: { headline: 'Excellent Style!', occasion: 'Date Night', feedback: ['The navy blazer and white shirt form a clean, confident base.', 'Colours harmonise well: neutral base with one warm accent.', 'Shoes match the formality of the occasion.', 'A slimmer belt would sharpen the waistline even more, making the whole look feel tailored and deliberate from head to toe.'] },
  es: { headline: '¡Estilo excelente!', occasion: 'Cita nocturna', feedback: ['El blazer azul marino y la camisa blanca forman una base limpia.', 'Los colores armonizan bien: base neutra con un acento cálido.', 'Los zapatos encajan con la formalidad de la ocasión.'] },
  fr: { headline: 'Style excellent !', occasion: 'Soirée en amoureux', feedback: ['Le blazer marine et la chemise blanche forment une base nette.', 'Les couleurs s’accordent : base neutre et une touche chaude.', 'Les chaussures correspondent à la formalité de l’occasion.'] },
  de: { headline: 'Ausgezeichneter Stil!', occasion: 'Date-Abend', feedback: ['Der marineblaue Blazer und das weiße Hemd bilden eine klare Basis.', 'Die Farben harmonieren: neutrale Basis mit einem warmen Akzent.', 'Die Schuhe passen zur Förmlichkeit des Anlasses.', 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenhersteller'] },
  it: { headline: 'Stile eccellente!', occasion: 'Serata romantica', feedback: ['Il blazer blu navy e la camicia bianca creano una base pulita.', 'I colori sono armoniosi: base neutra con un accento caldo.'] },
  pt: { headline: 'Estilo excelente!', occasion: 'Encontro à noite', feedback: ['O blazer azul-marinho e a camisa branca formam uma base limpa.', 'As cores harmonizam: base neutra com um toque quente.', 'Os sapatos combinam com a formalidade da ocasião.'] },
  zh: { headline: '风格出众！', occasion: '约会之夜', feedback: ['藏青色西装外套搭配白衬衫，整体干净利落、自信大方。', '配色和谐：中性色打底，加一个暖色点缀。', '鞋子与场合的正式程度相符。', '换一条更细的腰带会让腰线更加利落，让整体造型从头到脚都显得更加合身、更有设计感。'] },
  ja: { headline: '素晴らしいスタイル！', occasion: 'デートの夜', feedback: ['ネイビーのブレザーと白シャツで、すっきりと自信のある印象です。', '配色の調和が良く、ニュートラルな土台に暖色のアクセントが効いています。', '靴がシーンのフォーマル度に合っています。'] },
  ko: { headline: '훌륭한 스타일!', occasion: '데이트 나이트', feedback: ['네이비 블레이저와 흰 셔츠가 깔끔하고 자신감 있는 기본을 만듭니다.', '색 조화가 좋습니다: 중립적인 바탕에 따뜻한 포인트 하나.', '신발이 자리의 격식에 잘 맞습니다.'] },
  ar: { headline: 'أسلوب ممتاز!', occasion: 'سهرة رومانسية', feedback: ['السترة الكحلية والقميص الأبيض يشكلان أساسًا أنيقًا وواثقًا.', 'الألوان متناسقة: قاعدة محايدة مع لمسة دافئة واحدة.', 'الحذاء يناسب رسمية المناسبة تمامًا.', 'حزام أنحف سيجعل الخصر أكثر تحديدًا ويمنح الإطلالة كلها مظهرًا مفصّلًا ومدروسًا من الرأس حتى القدمين، مع تقييم 8.5 على FitRater.'] },
};

const EMOJI_BY_LANGUAGE: Record<Language, string> = { en: '🔥', es: '😍', fr: '✨', de: '👏', it: '👍', pt: '🙂', zh: '💯', ja: '⭐', ko: '🤔', ar: '😍' };

/** A synthetic 768×1024 outfit photo (a figure with top, trousers and shoes on a studio backdrop). */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024">
    <defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e2d6"/><stop offset="1" stop-color="#c9bba5"/></linearGradient></defs>
    <rect width="768" height="1024" fill="url(#w)"/><rect y="820" width="768" height="204" fill="#a89373"/>
    <circle cx="384" cy="170" r="70" fill="#c68b5f"/><path d="M314 140q70-90 140 0v-30q-70-60-140 0z" fill="#2b1d14"/>
    <path d="M270 270q114-50 228 0l40 260h-308z" fill="#1f2d4d"/><path d="M360 250h48l-10 120h-28z" fill="#f4f4f4"/>
    <path d="M300 530h168l-10 330h-56l-18-250-18 250h-56z" fill="#c9b28a"/>
    <path d="M300 860h62v28h-80q0-28 18-28zM406 860h62q18 0 18 28h-80z" fill="#3a2418"/>
    <rect x="300" y="522" width="168" height="14" fill="#4a3426"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export function sampleInput(language: Language, photo: Buffer | null, score = 8.6): ShareCardInput {
  const text = SAMPLE_TEXT[language];
  return { photo, score, emoji: EMOJI_BY_LANGUAGE[language], headline: text.headline, occasion: text.occasion, feedbackLines: text.feedback, language };
}

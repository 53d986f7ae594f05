import { describe, expect, it } from 'vitest';
import { proseProblems } from '../../support/prose-checks';

/** The checks catch the errors the issue quotes, and leave the corrected sentences alone. */
describe('the Korean, Japanese, Chinese and Arabic prose checks', () => {
  it.each([
    ['ko', '검정 상의과(와) 검정 하의의 명도가 비슷합니다.', ['writtenOutParticle', 'register']],
    ['ko', '신발 → 내 황갈색 로퍼(으)로: +1.3', ['writtenOutParticle']],
    ['ko', '흰색 셔츠을 추천해요.', ['particle']],
    ['ko', '네이비 정장와 갈색 구두가 좋아요.', ['particle']],
    ['ko', '갈색 샌들으로 가세요.', ['particle']],
    ['ko', '편하게 가 봐.', ['register']],
    ['ko', '검정 벨트가 허리선을 잡아 줍니다.', ['register']],
    ['ko', '러스트 스니커즈가 돋보여요.', ['transliteration']],
    ['ko', '스니커즈: 출근에서 기대하는 수준보다 한 단계 아래예요.', ['occasionAsPlace']],
    ['ja', '黒のトップス、黒のボトムスとラストの靴。。', ['doubledStop', 'transliteration']],
    ['ja', 'ゆるくいこう。', ['register']],
    ['zh', '藏青色卡其裤去日常，选棕色平底鞋。', ['occasionAsPlace']],
    ['zh', '感谢您的提问。', ['register']],
    ['ar', 'يا عزيزتي، اختر أسلوبًا رسمي ثم انطلقي.', ['register', 'agreement']],
    ['ar', '{جرّب|جرّبي|جرّبوا} هذا.', ['unresolvedAddress']],
    ['ja', 'ワンピース型のワンピースは上下両方に数えます。', ['echo']],
    ['ko', '원피스는 원피스형 아이템이라 상의와 하의 모두로 평가했어요.', ['echo']],
    ['ar', 'الحذاء (الحذاء باللون الأسود) يضيف لونًا خاصًا به.', ['echo', 'pieceInBrackets']],
    ['ar', 'القطعة الداكنة (بنطلون رسمي باللون الكحلي) تثبّت القطعة الفاتحة.', ['pieceInBrackets']],
    ['zh', '上下装（红色T恤、绿色牛仔裤）几乎同样深浅。', ['pieceInBrackets']],
    ['ja', 'この部分（オリーブのスカート）は2.4点です。', ['pieceInBrackets']],
    ['ko', '이 부분(갈색 레깅스)은 1.7점이에요.', ['pieceInBrackets']],
    ['zh', '照片里我看到一件白色上衣和一件黑色鞋子。', ['measureWord']],
    ['zh', '如果要加一件，黑色猫跟鞋适合这个场合。', ['measureWord']],
    ['ar', 'لم تُحتسب هذه المحاولة من رصيدك؛ جرّب صورة لك.', ['genderedInNeutral']],
    ['ko', '파티에는 데님 블루 슬랙스와 버건디 하이힐과 매치하세요.', ['doubledWith']],
    ['zh', '问题在于：包要配合场合：上班选挺括的，晚上选小巧的。', ['doubledColon']],
    ['ja', '「バターイエロー」のアイテムを無理のない価格帯の価格帯で探しましょう。', ['doubledNoun']],
    ['ja', '面接なら、ネイビーのタイトスカートと黒い革靴と合わせましょう。', ['doubledTo']],
    ['ja', '今シーズン注目なのは：クワイエット・ラグジュアリー：キャメルのアイテム。', ['doubledColon']],
    ['ar', 'الأقوى هذا الموسم: الفخامة الهادئة: قطع بسيطة.', ['doubledColon']],
    ['ar', 'أنا للموضة فقط! ما رأيك بسؤال عن السترة؟', ['genderedInNeutral']],
    ['ar', 'مناسبة لـالعمل، الكنيسة وحفل تخرج.', ['lamArticle']],
    ['ko', '나에게 맞는 이유: 선호하는 bold 스타일과 잘 맞아요.', ['latinWord']],
    ['ar', 'لماذا تناسبكم: تناسب أسلوبكم (minimal).', ['latinWord']],
    ['zh', '面试时，穿着要传达"可靠、准备充分"，然后就不再抢戏。', ['straightQuote']],
    ['ko', '면접 복장은 "믿을 만하고 준비된 사람"이라는 인상을 줘요.', ['straightQuote']],
    ['zh', '再带上一件黑色折叠伞。', ['measureWord']],
    ['zh', '配一件珍珠耳钉和一件帽子。', ['measureWord']],
  ] as const)('%s: %s', (language, text, expected) => {
    const names = proseProblems(language, text).map((p) => p.split(':')[0]);
    for (const name of expected) expect(names, names.join(', ')).toContain(name);
  });

  it.each([
    ['ko', '검정 상의와 검정 하의의 명도가 아주 비슷해서 전체가 한 덩어리로 보여요. 갈색 샌들로 가세요. 네이비 정장과 흰색 셔츠를 추천해요. 스니커즈: 출근 차림으로는 격식이 한 단계 부족해요.'],
    ['ja', '黒いトップス、黒いボトムスと赤茶色の靴です。気楽にいきましょう。'],
    ['zh', '日常穿藏青色卡其裤的话，最好的选择是棕色平底鞋。'],
    ['ar', 'جرّبوا حذاء لوفر باللون البني، وانطلقوا وتألّقوا. الأنسب في العمل أسلوب رسمي للعمل.'],
    ['ja', 'シャツやTシャツに重ねるベスト。オリーブのスカートは2.4点です。ワンピースは上下がつながったアイテムなので、上下両方に数えます。'],
    ['ko', '파티에는 데님 블루 슬랙스와 버건디 하이힐을 매치해 보세요. 선호하는 과감한 스타일과 잘 맞아요.'],
    ['ko', '갈색 레깅스는 1.7점이에요. 원피스는 위아래가 이어진 한 벌이라 상의와 하의 모두로 평가했어요. 셔츠와 티셔츠 위에 겹쳐 입어요.'],
    ['zh', '照片里我看到一件白色上衣、一条藏青色西裤和一双黑色鞋子。红色T恤和绿色牛仔裤几乎一样深浅。中性色（白色、藏青色和黑色）很经典。如果要再添一样，黑色猫跟鞋很适合这个场合。'],
    ['ar', 'يأتي الثقل من بنطلون رسمي باللون الكحلي، ويقابله الإشراق في قميص باللون الأبيض. حصل بنطلون التشينو الأحمر على 8.5.'],
    ['zh', '面试时，穿着要传达出“可靠、准备充分”，之后就不必再抢戏。再带上一把黑色折叠伞，配一对珍珠耳钉和一顶帽子。'],
    ['ja', '面接の服は「信頼できて準備万端」と伝えたら、あとは目立たないのが理想です。'],
  ] as const)('%s: the corrected sentence passes', (language, text) => {
    expect(proseProblems(language, text)).toEqual([]);
  });
});

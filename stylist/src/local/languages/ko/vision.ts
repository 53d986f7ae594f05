import type { VisionWords } from '../../i18n/vision-types';

/**
 * Photo sentences in 해요체. A piece is the measured colour before the garment (네이비 슬랙스);
 * top and bottom in one colour with no garment named is a 원톤 코디. Particles follow the last
 * syllable of the piece ({piece:이} → 이/가), so any colour and garment read right.
 */
export const ko: VisionWords = {
  parts: { top: '상의', bottom: '하의', onePiece: '원톤 코디', footwear: '신발', accessory: '액세서리' },
  zones: { head: '머리', neck: '목', wrists: '손목' },
  phrases: {
    'vision.pieces': ['사진에서 보이는 건 {pieces:이에요}.', '사진에는 {pieces:이} 보여요.'],
    'vision.anchor': ['{dark:이} {light:을} 잡아 줘요.', '더 어두운 {dark:이} 밝은 {light}에 무게감을 줘요.'],
    'vision.tonal': ['{top:과} {bottom}의 밝기가 아주 비슷해서 전체가 한 덩어리로 보여요.', '{top:과} {bottom}의 밝기가 거의 같아요.'],
    'vision.contrast': ['{top:과} {bottom:이} 선명하면서도 균형 잡힌 대비를 이뤄요.', '{top:과} {bottom:이} 부딪히지 않고 잘 구분돼요.'],
    'vision.onePiece': ['{piece:이} 어깨부터 밑단까지 한 색으로 이어져 룩 전체를 이끌어요.', '위아래가 한 색인 {piece:이} 길고 깔끔한 선을 만들어요.'],
    'vision.shoesEcho': ['{shoes:이} 옷의 색을 한 번 더 보여 줘서 전체를 묶어 줘요.', '{shoes:이} 옷과 어우러져 룩을 마무리해요.'],
    'vision.shoesApart': ['{shoes:이} 새로운 색을 하나 더해요.', '{shoes:은} 나머지 옷과 다른 색이에요.'],
    'vision.accessory': ['{zone} 쪽의 {colour} 포인트가 룩을 마무리해요.', '{zone} 쪽에 {colour} 포인트가 있어요.'],
    'vision.several': ['사진에 여러 사람이 있어서 가운데 있는 사람을 평가했어요.', '여러 명이 보여서 가장 가운데 있는 사람을 기준으로 평가했어요.'],
    'vision.none': ['사진에서 사람을 찾지 못해서 옷의 위치를 알 수 없었어요.', '이 사진에는 사람이 보이지 않아서 아이템을 측정할 수 없어요.'],
    'vision.seated': ['앉아 있거나 몸을 숙이고 있어서 길이와 비율을 읽기 어려워요.'],
    'quality.feetCut': ['발이 화면 밖에 있어서 신발은 평가할 수 없어요.', '신발이 사진 가장자리에서 잘렸어요.'],
    'quality.personSmall': ['화면에 작게 나와서 디테일이 잘 보이지 않아요.'],
    'comp.seen': ['{piece}: {colours}.', '측정한 색: {colours}.'],
    'comp.seenLower': ['{piece} 아래쪽: {colours}.'],
    'comp.noPerson': ['사진에 사람이 없어서 평가하지 않았어요.'],
    'comp.notInFrame': ['화면 밖이라 평가하지 않았어요.', '사진에 나오지 않아서 점수가 없어요.'],
    'comp.noAccessory': ['사진에서 액세서리를 알아볼 수 없어서 평가하지 않았어요.'],
    'limits.visionOnly': ['설명이 없으면 사진에 보이는 것, 즉 각 아이템의 색과 조화를 평가해요. 아이템 이름을 적어 주시면 더 구체적으로 조언해 드릴 수 있어요.'],
    'sugg.fullBody': ['머리부터 신발까지 나오도록 한 걸음 물러서서 찍어 보세요', '신발이 보이는 전신 사진을 찍어 보세요'],
    'refused.explicit': ['이 사진은 평가할 수 없어요. 선정적인 콘텐츠로 보여요. 코디 사진을 올려 주세요.'],
  },
};

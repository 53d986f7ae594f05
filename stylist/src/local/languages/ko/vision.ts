import type { VisionWords } from '../../i18n/vision-types';

export const ko: VisionWords = {
  parts: { top: '상의', bottom: '하의', onePiece: '원피스형 아이템', footwear: '신발', accessory: '액세서리' },
  zones: { head: '머리', neck: '목', wrists: '손목' },
  phrases: {
    'vision.pieces': ['사진에서 보이는 것: {pieces}.', '사진이 보여 주는 것: {pieces}.'],
    'vision.anchor': ['{dark}이(가) {light}을(를) 잡아 줍니다.', '{dark}이(가) 밝은 {light}에 무게감을 줍니다.'],
    'vision.tonal': ['{top}과(와) {bottom}의 명도가 매우 비슷해 전체가 한 덩어리로 보입니다.', '상하의({top}, {bottom})의 밝기가 거의 같습니다.'],
    'vision.contrast': ['{top}과(와) {bottom}이(가) 선명하고 균형 잡힌 대비를 이룹니다.', '{top}과(와) {bottom}이(가) 부딪히지 않고 잘 구분됩니다.'],
    'vision.onePiece': ['{piece}이(가) 어깨부터 밑단까지 한 색으로 이어져 룩 전체를 이끕니다.', '위아래 한 색({piece})이 길고 깔끔한 선을 만듭니다.'],
    'vision.shoesEcho': ['{shoes}이(가) 옷의 색을 반복해 전체를 묶어 줍니다.', '{shoes}이(가) 옷과 어우러져 룩을 마무리합니다.'],
    'vision.shoesApart': ['{shoes}이(가) 자기만의 색을 더합니다.', '{shoes}이(가) 나머지 색과 따로 놉니다.'],
    'vision.accessory': ['{zone}의 {colour} 포인트가 마무리 디테일이 됩니다.', '{zone}에 {colour} 포인트가 있습니다.'],
    'vision.several': ['사진에 여러 사람이 있어 가운데 사람을 평가했습니다.', '여러 명이 보여 가장 중앙에 있는 사람을 기준으로 했습니다.'],
    'vision.none': ['사진에서 사람을 찾지 못해 옷의 위치를 알 수 없었습니다.', '이 사진에는 사람이 보이지 않아 아이템을 측정할 수 없습니다.'],
    'vision.seated': ['앉아 있거나 몸을 숙이고 있어 길이와 비율을 읽기 어렵습니다.'],
    'quality.feetCut': ['발이 화면 밖에 있어 신발은 평가할 수 없습니다.', '신발이 사진 가장자리에서 잘렸습니다.'],
    'quality.personSmall': ['화면에서 작게 나와 디테일이 잘 보이지 않습니다.'],
    'comp.seen': ['{piece}: {colours}.', '측정: {colours}.'],
    'comp.noPerson': ['사진에 사람이 없어 평가하지 않았습니다.'],
    'comp.notInFrame': ['화면 밖이라 평가하지 않았습니다.', '사진에 없어 점수가 없습니다.'],
    'comp.noAccessory': ['사진에서 액세서리를 알아볼 수 없어 평가하지 않았습니다.'],
    'limits.visionOnly': ['설명이 없으면 사진에 보이는 것, 즉 각 아이템의 색과 조화를 평가합니다. 아이템 이름을 적으면 더 구체적인 조언을 드릴 수 있습니다.'],
    'sugg.fullBody': ['머리부터 신발까지 나오도록 한 걸음 물러서기', '신발이 보이는 전신 사진 찍기'],
    'refused.explicit': ['이 사진은 평가할 수 없습니다: 선정적인 콘텐츠로 보입니다. 코디 사진을 올려 주세요.'],
  },
};

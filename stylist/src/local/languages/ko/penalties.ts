import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: '옷 상태 때문에 감점: 얼룩, 닳은 자국, 구김은 바로 눈에 띄어요.',
  fit: '핏 때문에 감점: 너무 헐렁하거나 끼는 옷은 좋은 옷도 망쳐요. 수선하거나 사이즈를 바꾸면 해결돼요.',
  weather: '말씀하신 날씨 때문에 감점: 날씨와 맞지 않는 아이템이 있어요.',
  overload: '포인트 아이템이 너무 많아 감점: 하나만 주인공으로 두고 나머지는 차분하게 맞춰 보세요.',
  sportMix: '차려입은 옷에 운동용 아이템이 섞여 감점: 운동복은 갖춰 입은 룩의 분위기를 깨요.',
  colourUnderBlack: '검정 정장에 검정이 아닌 구두라 감점: 검정 정장에는 검정 구두가 정석이고, 갈색이나 다른 색 가죽은 룩을 위아래로 끊어 놓아요.',
  blackUnderEarth: '어스 톤 바지에 검정 구두라 감점: 올리브, 카키, 베이지에는 갈색 가죽이 어울리고, 검정은 옆에서 딱딱하고 너무 격식 있어 보여요.',
};

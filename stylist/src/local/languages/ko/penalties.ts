import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: '옷 상태 때문에 감점: 얼룩, 닳은 자국, 구김은 바로 눈에 띄어요.',
  fit: '핏 때문에 감점: 너무 헐렁하거나 끼는 옷은 좋은 옷도 망쳐요. 수선하거나 사이즈를 바꾸면 해결돼요.',
  weather: '말씀하신 날씨 때문에 감점: 날씨와 맞지 않는 아이템이 있어요.',
  overload: '포인트 아이템이 너무 많아 감점: 하나만 주인공으로 두고 나머지는 차분하게 맞춰 보세요.',
  sportMix: '차려입은 옷에 운동용 아이템이 섞여 감점: 운동복은 갖춰 입은 룩의 분위기를 깨요.',
  coverage: '노출 때문에 감점: 배나 어깨가 드러나거나 기장이 너무 짧으면 이 자리에서 기대하는 수준을 넘어요.',
};

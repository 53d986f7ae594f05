import type { OutfitSentences } from './types';

export const ko: OutfitSentences = {
  under: (top, outer) => `${top} 위에 ${outer} 레이어드`,
  dressBase: (dress, tights) => `하의는 따로 필요 없어요: ${dress} 하나가 코디의 기본이에요${tights ? `. ${tights}와 함께 입어요` : ''}`,
  withTights: (bottom, tights) => `${bottom}에 ${tights} 매치`,
  minimalAccessories: '액세서리는 최소한으로',
  likedColours: (c) => `${c}을(를) 활용했어요. 좋아하는 색이거나 평점이 높았던 코디에서 좋은 점수를 받은 색이에요.`,
  styles: (p, a) => `선호하는 ${p} 스타일을 고려해 아이템을 골랐어요${a ? `(${a}은(는) 피했어요)` : ''}.`,
  rainFeet: (shoes, outer) => `${shoes} 덕분에 발이 젖지 않아요${outer ? `. 비는 ${outer}이(가) 막아 줘요` : '. 나머지는 우산으로 충분해요'}.`,
  coldCovered: (shoes, tights) => `다리와 발을 모두 감싸요: ${tights ? `치마 아래 ${tights}, ` : ''}발에는 ${shoes}.`,
  honest: (pieces) => `솔직히 말하면 자리와 날씨가 원하는 방향이 달라서 ${pieces}이(가) 가장 가까운 선택이에요. 체감에 따라 한 겹 더하거나 빼세요.`,
  combiner: {
    builtFrom: (n) => `7점 이상 받은 코디 ${n}개에서 파트별로 가장 점수가 높은 아이템을 골라 조합했어요.`,
    harmony: (c) => `색상(${c})은 평가에 쓰이는 같은 기준으로 봐도 조화를 이뤄요.`,
    oneBaseOneAccent: '색은 뉴트럴 베이스 하나와 포인트 컬러 하나로 정리하세요.',
    fallback: {
      top: '가장 평점이 높았던 상의',
      bottom: '가장 평점이 높았던 바지나 치마',
      footwear: '상의의 격식에 맞춘 깔끔한 신발',
      accessories: '액세서리는 최소한으로: 시계 하나나 주얼리 하나',
    },
  },
};

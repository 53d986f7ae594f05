import type { StylingSentences } from '../../styling/sentences/types';
import { withParticle as p } from './grammar';

/** A small count in native Korean numerals before 개 (두 개, 세 개), as Korean writes it in running text; larger ones in digits (12개). */
const count = (n: number): string => { const word = ['두', '세', '네', '다섯'][n - 2]; return word ? `${word} 개` : `${n}개`; };

export const ko: StylingSentences = {
  under: (top, outer) => `${top} 위에 ${outer} 레이어드`,
  // A sentence that ends in 요 takes a full stop, never a colon, before the next one.
  dressBase: (dress, tights) => `하의는 따로 필요 없어요. ${dress} 하나가 코디의 기본이에요${tights ? `. ${p(tights, '와')} 함께 입어요` : ''}`,
  withTights: (bottom, tights) => `${bottom}에 ${tights} 매치`,
  minimalAccessories: '액세서리는 최소한으로',
  likedColours: (c) => `${p(c, '을')} 활용했어요. 좋아하는 색이거나 평점이 높았던 코디에서 좋은 점수를 받은 색이에요.`,
  styles: (preferred, a) => `선호하는 ${preferred} 스타일을 고려해 아이템을 골랐어요${a ? `(${p(a, '은')} 피했어요)` : ''}.`,
  rainFeet: (shoes, outer) => `${shoes} 덕분에 발이 젖지 않아요${outer ? `. 비는 ${p(outer, '이')} 막아 줘요` : '. 나머지는 우산으로 충분해요'}.`,
  coldCovered: (shoes, tights) => `다리와 발을 모두 감싸요. ${tights ? `치마 아래에는 ${p(tights, '을')}, ` : ''}발에는 ${p(shoes, '을')} 신으세요.`,
  honest: (pieces, list) => `솔직히 말하면 자리와 날씨가 원하는 방향이 달라서 ${p(list(pieces), '이')} 가장 가까운 선택이에요. 체감에 따라 한 겹 더하거나 빼세요.`,
  combiner: {
    builtFrom: (n) => `7점 이상 받은 코디 ${count(n)}에서 파트별로 가장 점수가 높은 아이템을 골라 조합했어요.`,
    harmony: (c) => `색상(${c})은 평가에 쓰이는 같은 기준으로 봐도 조화를 이뤄요.`,
    oneBaseOneAccent: '색은 뉴트럴 베이스 하나와 포인트 컬러 하나로 정리하세요.',
    fallback: {
      top: '가장 평점이 높았던 상의',
      bottom: '가장 평점이 높았던 바지나 치마',
      footwear: '상의의 격식에 맞춘 깔끔한 신발',
      accessories: '액세서리는 최소한으로: 시계 하나나 주얼리 하나',
    },
  },
  insights: {
    occasions: { 'business-meeting': '비즈니스 미팅', 'casual-weekend': '캐주얼한 주말', 'date-night': '데이트', 'wedding-guest': '결혼식 하객', 'job-interview': '면접', brunch: '브런치', 'evening-party': '저녁 파티', travel: '여행', 'gym-workout': '헬스/운동', 'beach-pool': '해변/수영장', 'formal-dinner': '격식 있는 저녁 식사', 'concert-festival': '콘서트/페스티벌' },
    budget: { 'budget-friendly': '50달러 이하', 'mid-range': '50~200달러', luxury: '200달러 이상의 오래 입을' },
    anyBudget: '부담 없는 가격의',
    matchesStyle: (s) => `선호하는 ${s} 스타일과 잘 맞아요`,
    coloursYouLike: '좋아하는 색이 쓰였어요',
    suitsYourOccasions: '이미 코디 평점이 좋은 자리에 잘 어울려요',
    leansAvoided: (s) => `다만 피하고 싶은 ${s} 쪽에 가까워요`,
    forYou: (r) => `나에게 맞는 이유: ${r.join('; ')}.`,
    tryOnePieceFirst: '먼저 아이템 하나로 시도해 보고 내 옷장과 어울리는지 확인해 보세요.',
    startWith: (colour) => `${colour ? '그 색의 아이템' : '아이템'} 하나로 시작하고 나머지는 뉴트럴하게 유지하세요.`,
    wearFirstAt: (o) => `처음에는 '${o}' 자리에 입어 보세요. 가장 자연스럽게 어울려요.`,
    wearFirstEveryday: '처음에는 일상에서 입어 보세요.',
    balance: '자주 입는 아이템과 함께 균형을 맞추면 여전히 나다운 코디가 돼요.',
    fitFirst: '트렌드보다 핏과 소재를 먼저 보세요. 잘 만든 옷은 한 시즌보다 오래가요.',
    secondHand: '먼저 중고와 빈티지에서 찾아보세요. 트렌드는 돌아와요.',
    oneThreeWays: '하나를 사서 세 가지 방식으로 입어 본 뒤에 더 사세요.',
    lookFor: (name, _tag, budget) => `'${name}' 스타일의 ${budget} 아이템을 찾아보세요.`,
    accessoriesCarry: '액세서리로 코트나 원피스 가격의 일부만으로 트렌드를 즐길 수 있어요.',
  },
};

import type { PackingWords } from '../../chat/packing-types';

export const packingWords: PackingWords = {
  lead: {
    weekend: '주말 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로예요.',
    week: '일주일 안팎의 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로예요.',
    long: '2주 이상 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로 생각하고, 중간에 한 번 세탁하세요.',
  },
  count: (slot, n) => {
    const r = n.join('~');
    if (slot === 'tops') return `상의 ${r}벌`;
    if (slot === 'bottoms') return `하의 ${r}벌`;
    if (slot === 'shoes') return `신발 ${r}켤레`;
    return `아우터 ${r}벌`;
  },
  // A sentence that ends in 요 takes no colon: the list is the object of its own sentence.
  from: '{items}부터 시작하세요. 모두 같은 색 계열이라 서로 잘 어울려요.',
  exception: '저녁 약속이 있다면 좀 더 차려입을 아이템을 하나 더하세요.',
  climate: '그 시기 낮 최고기온은 {temp}°C 안팎이에요.',
  counted: '{days} 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로예요.',
  span: ({ n, unit }) => (unit === 'nights' ? `${n}박` : n === 1 ? '당일' : `${n}일`),
  wash: '중간에 한 번 세탁하세요.',
};

import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{colour}{garment}',
  itemNameNoColour: '{garment}',
  slots: { top: '上装', bottom: '下装', outerwear: '外套', footwear: '鞋子', accessories: '配饰' },
  lookFor: '{slot}：你的衣橱里没有适合这套搭配的单品，可以留意{suggestion}。',
  swap: '{slot} → 换成你的{item}：{delta}',
};

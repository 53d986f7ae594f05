import type { ClosetWords } from '../../garments/closet-words';

export const closet: ClosetWords = {
  itemName: '{colour}の{garment}',
  itemNameNoColour: '{garment}',
  slots: { top: 'トップス', bottom: 'ボトムス', outerwear: 'アウター', footwear: 'シューズ', accessories: '小物' },
  lookFor: '{slot}：クローゼットにこのコーデに合うものがありません。{suggestion}を探してみましょう。',
  swap: '{slot} → あなたの{item}に：{delta}',
};

import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: '未找到穿搭：这张照片里没有看到人。本次评分不计入次数；请换一张你本人的照片，最好是全身照。',
  noGarment: '未找到穿搭：照片里有人，但看不到可以评分的衣服。本次评分不计入次数；请换一张能看到整套穿搭的照片。',
};

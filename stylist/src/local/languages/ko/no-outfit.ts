import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: '코디를 찾지 못했어요. 이 사진에서 사람을 찾을 수 없어요. 이번 평가는 횟수에 포함되지 않았어요. 본인 사진, 가능하면 전신 사진으로 다시 시도해 주세요.',
  noGarment: '코디를 찾지 못했어요. 사람은 보이지만 평가할 옷이 보이지 않아요. 이번 평가는 횟수에 포함되지 않았어요. 코디가 잘 보이는 사진으로 다시 시도해 주세요.',
};

import type { NoOutfitWords } from '../../vision/no-outfit';

export const noOutfit: NoOutfitWords = {
  noPerson: 'No outfit found: we could not see a person in this photo. Your rating was not counted; try a photo of yourself, ideally head to toe.',
  noGarment: 'No outfit found: we could see a person but no clothes to rate. Your rating was not counted; try a photo that shows your outfit.',
};

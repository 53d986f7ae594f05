import type { VisionWords } from '../../i18n/vision-types';

export const en: VisionWords = {
  parts: { top: 'top', bottom: 'bottoms', onePiece: 'one-colour outfit in {colour}', footwear: 'shoes', accessory: 'accessory' },
  zones: { head: 'head', neck: 'neck', wrists: 'wrists' },
  phrases: {
    'vision.pieces': ['In the photo I see {pieces}.', 'The photo shows {pieces}.'],
    'vision.anchor': ['{#dark} {anchors|anchor:dark} {#light}.', '{#dark} {grounds|ground:dark} the lighter {light}.'],
    'vision.tonal': ['{#top} and {#bottom} are close in tone, so the outfit reads as one column.', '{#top} and {#bottom} sit at almost the same lightness, which makes one long line.'],
    'vision.contrast': ['Against {#bottom}, {#top} gives a clear, balanced contrast.', '{#top} and {#bottom} stand apart nicely without fighting.'],
    'vision.onePiece': ['{#piece} runs unbroken from shoulders to hem and carries the whole look.', 'With {#piece}, one colour runs from neckline to hem and makes a long, clean line.'],
    'vision.shoesEcho': ['{#shoes} {repeats|repeat:shoes} a colour from the outfit, which ties it together.', '{#shoes} {echoes|echo:shoes} the outfit and {finishes|finish:shoes} the look.'],
    'vision.shoesApart': ['{#shoes} {brings|bring:shoes} in a colour of {its|their:shoes} own.', '{#shoes} {stands|stand:shoes} apart from the rest of the palette.'],
    'vision.accessory': ['A {colour} accent at the {zone} adds a finishing detail.', 'There’s a {colour} touch at the {zone}.'],
    'vision.several': ['Other people are in the photo too; I rated the person in the centre.', 'Several people appear here, so I rated the one nearest the centre.'],
    'vision.none': ['I couldn’t find a person in the photo, so there was no outfit to measure.', 'No one is visible in this photo, so the pieces can’t be measured.'],
    'vision.seated': ['You’re sitting or bending, so lengths and proportions are harder to judge.'],
    'quality.feetCut': ['I couldn’t see your feet, so the shoes aren’t rated.', 'Your shoes are cut off at the edge of the photo, so they’re not rated.'],
    'quality.personSmall': ['You fill only a small part of the picture, so details are hard to see.'],
    'comp.seen': ['On {#piece} I measured {colours}.'],
    'comp.seenLower': ['On the lower half of {#piece} I measured {colours}.'],
    'comp.noPerson': ['There’s no person in the photo, so this part isn’t rated.'],
    'comp.notInFrame': ['This part is outside the frame, so it’s not rated.', 'This part is out of the picture, so it has no score.'],
    'comp.noAccessory': ['I couldn’t make out an accessory in the photo, so none is rated.'],
    'limits.visionOnly': ['Without a description I judge what the photo shows: the colours of each piece and how they work together; name the pieces for garment-specific advice.'],
    'sugg.fullBody': ['step back so you’re in the frame from head to shoes', 'take a full-length photo with your shoes in view'],
    'refused.explicit': ['This photo can’t be rated: it looks like explicit content. Please upload a photo of your outfit.'],
  },
};

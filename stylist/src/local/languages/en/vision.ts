import type { VisionWords } from '../../i18n/vision-types';

export const en: VisionWords = {
  parts: { top: 'top', bottom: 'lower half', onePiece: 'one-piece', footwear: 'shoes', accessory: 'accessory' },
  zones: { head: 'head', neck: 'neck', wrists: 'wrists' },
  phrases: {
    'vision.pieces': ['In the photo I see {pieces}.', 'What the photo shows: {pieces}.'],
    'vision.anchor': ['The {dark} anchors the {light}.', 'The {dark} grounds the lighter {light}.'],
    'vision.tonal': ['The {top} and the {bottom} are close in tone, so the outfit reads as one column.', 'Top and bottom ({top}, {bottom}) sit at almost the same lightness.'],
    'vision.contrast': ['The {top} against the {bottom} gives a clear, balanced contrast.', 'The {top} and the {bottom} separate nicely without fighting.'],
    'vision.onePiece': ['The {piece} runs from shoulders to hem in one colour and carries the whole look.', 'One colour from top to hem ({piece}) makes a long, clean line.'],
    'vision.shoesEcho': ['The {shoes} repeat a colour from the outfit, which ties it together.', 'The {shoes} echo the outfit and close the look.'],
    'vision.shoesApart': ['The {shoes} bring in a colour of their own.', 'The {shoes} stand apart from the rest of the palette.'],
    'vision.accessory': ['A {colour} accent at the {zone} adds a finishing detail.', 'There is a {colour} touch at the {zone}.'],
    'vision.several': ['There are several people in the photo; I rated the person in the centre.', 'Several people appear here, so I judged the most central one.'],
    'vision.none': ['I could not find a person in the photo, so no garment could be located.', 'No person is visible in this photo; the pieces cannot be measured.'],
    'vision.seated': ['You are seated or bending, so lengths and proportions are harder to read.'],
    'quality.feetCut': ['Your feet are out of the frame, so the shoes cannot be rated.', 'The shoes are cut off at the edge of the photo.'],
    'quality.personSmall': ['You take up only a small part of the picture, so details are hard to see.'],
    'comp.seen': ['{piece}: {colours}.', 'Measured: {colours}.'],
    'comp.noPerson': ['No person found in the photo, so not rated.'],
    'comp.notInFrame': ['Not in the frame, so not rated.', 'Out of the picture; no score given.'],
    'comp.noAccessory': ['No accessory could be made out in the photo, so not rated.'],
    'limits.visionOnly': ['Without a description I judge what the photo shows: the colours of each piece and how they work together; name the pieces for garment-specific advice.'],
    'sugg.fullBody': ['step back so you are in the frame from head to shoes', 'take a full-length photo with your shoes in view'],
    'refused.explicit': ['This photo cannot be rated: it looks like explicit content. Please upload a photo of your outfit.'],
  },
};

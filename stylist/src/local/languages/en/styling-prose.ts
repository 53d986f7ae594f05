import type { RatingComponent, StylingOccasionId } from '@fitrater/contracts';
import type { AdviceOccasion, StylingProse } from '../../styling/prose/types';
import { endSentence } from '../../grammar/text';
import { agreement, indefiniteArticle, withArticle } from './grammar';
import { en as rating } from './rating';

/** How the advice names a part in a sentence about it. */
const PART: Record<RatingComponent, string> = { top: 'top', bottom: 'trousers or skirt', footwear: 'shoes', accessories: 'accessories' };
/** Said when the occasion's plans hold no piece for a part. */
const NO_PICK = 'a simpler piece in a neutral colour';

/** How the advice names the occasion in a sentence. */
const OCCASION_WORDS: Record<StylingOccasionId, string> = {
  'business-meeting': 'a business meeting', 'casual-weekend': 'a casual weekend', 'date-night': 'a date night', 'wedding-guest': 'a wedding',
  'job-interview': 'a job interview', brunch: 'brunch', 'evening-party': 'an evening party', travel: 'travel', 'gym-workout': 'the gym',
  'beach-pool': 'the beach', 'formal-dinner': 'a formal dinner', 'concert-festival': 'a concert or festival',
};

/** The occasion in words: the rating's own where a planned one only stands in for it ('church', not 'a business meeting'). */
function occasionWords(o: AdviceOccasion | undefined): string {
  if (!o) return 'the occasion';
  return (o.standIn && (rating.occasions as Readonly<Record<string, string>>)[o.asked]) || OCCASION_WORDS[o.planned];
}

/** A described piece inside a sentence: 'Brown loafers' → 'brown loafers', while 'T-shirt' and 'UGG boots' keep their capitals. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const yours = (piece: string) => /^your /u.test(piece);
/** The member's piece as a sentence names it: 'your top' as it is, a described piece with its article ('the brown loafers'). */
const own = (piece: string) => (yours(piece) ? piece : withArticle(lowerFirst(piece), true));
/** A replacement with its article ('a navy blazer', 'brown loafers'); the no-pick words have theirs. */
const named = (replacement: string) => (replacement === NO_PICK ? replacement : withArticle(replacement, false));
const many = (replacement: string) => replacement !== NO_PICK && agreement(replacement).plural;

export const en: StylingProse = {
  occasions: {
    'business-meeting': 'A meeting rewards clean tailoring and a calm palette: people should remember what you said, not what you wore.',
    'casual-weekend': 'Weekend clothes should be comfortable first, but one considered piece keeps them from looking like loungewear.',
    'date-night': 'For a date, wear something that feels like you on a good day, with one detail that invites a compliment.',
    'wedding-guest': 'A wedding guest dresses up for the couple and never competes with the bride: no white, nothing that shouts.',
    'job-interview': 'At an interview the outfit should say “reliable and prepared” and then disappear.',
    brunch: 'Brunch sits between casual and polished: relaxed shapes in good fabrics.',
    'evening-party': 'A party is the place for texture, shine or one bold piece.',
    travel: 'Travel clothes should be comfortable for hours, layer easily and still look put together on arrival.',
    'gym-workout': 'Training clothes should move with you, wick sweat and stay put.',
    'beach-pool': 'At the beach, wear light, breathable layers over swimwear, with sun protection that looks intentional.',
    'formal-dinner': 'A formal dinner asks for your most polished pieces: dark, rich colours and refined fabrics.',
    'concert-festival': 'At a concert or festival you stand, dance and queue for hours: comfortable shoes and hands-free bags matter most.',
    },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'Church asks for quiet polish: covered shoulders, a calm palette and nothing that draws the eye from the service.',
    school: 'School clothes should be comfortable for a long day and easy to move in, with one neat piece that keeps the look put together.',
    graduation: 'A graduation is a day of ceremony and family photos: your most polished pieces, and shoes you can stand in for hours.',
    hiking: 'On a hike, wear breathable layers that dry fast and shoes that grip: comfort and the weather come before looks.',
    vacation: 'A holiday wardrobe should pack light and mix easily: breathable fabrics, sun protection and one piece that dresses up for the evening.',
  },
    weather: {
    'sunny-warm': 'Choose breathable natural fibres (cotton, linen) in lighter colours that reflect the sun, and add sunglasses.',
    'cool-breezy': 'Layer a light jacket you can take off, and keep feet in closed shoes: the wind cools faster than you expect.',
    rainy: 'Rain calls for a water-resistant outer layer and footwear that won’t soak through; suede and canvas stay at home.',
    'cold-winter': 'In the cold, cover legs and feet fully, wear a warm coat, and layer knitwear so you can adjust indoors.',
    'hot-humid': 'Humidity makes every layer feel heavier: loose, airy linen and cotton, no jacket, and colours that don’t show sweat.',
    'mild-spring': 'Mild days suit one light layer, such as a trench or a cardigan, over an outfit that works without it.',
    },
    bodyTypes: {
    petite: 'Keep proportions compact: high-rise bottoms, cropped or fitted jackets, and one colour from waist to shoe to lengthen the line. Very long coats and oversized pieces can swamp a smaller frame.',
    tall: 'You can carry long coats, wide-leg trousers and bold proportions. Breaking the outfit with a contrasting belt or tucked top keeps a long frame from looking stretched.',
    curvy: 'Define the waist: wrap shapes, belted layers and fitted tops follow your curves. Fabrics with some drape fall better than stiff ones.',
    athletic: 'Soft drape and volume on the bottom (A-line skirts, wide trousers) add shape; a V-neck or open collar balances broad shoulders.',
    'plus-size': 'Well-fitted structure flatters more than loose layers: a longline jacket, a defined shoulder, and a single colour story give a long, confident line.',
    pear: 'Draw the eye up with detail or colour on top (collars, lighter shades) and keep bottoms darker and clean, A-line or wide-leg to balance the hips.',
    apple: 'Create vertical lines: V-necks, open jackets and longline layers lengthen the torso; straight or wide trousers balance the silhouette.',
    hourglass: 'Follow your natural waist: fitted and belted pieces, wrap shapes and high-rise bottoms keep your balanced proportions visible.',
    rectangle: 'Create shape with contrast: a belt, a peplum, volume on the bottom or structure at the shoulder suggests a waist.',
    },  generalBody: 'Choose pieces that fit at the shoulders and waist; a tailor’s hem on trousers and sleeves makes more difference than any trend.',
  activeCold: 'In the cold, dress for the effort with a thermal long-sleeve base layer, full-length tights or track pants and a light windproof jacket, plus gloves and a hat you can take off once you warm up.',
  noWeather: 'No weather was given, so this assumes a mild day.',
  accentPalette: (b, s, a) => `The colours are ${indefiniteArticle(b)} ${b} and ${s} base with ${a} as the one accent, a combination that reads considered rather than busy.`,
  calmPalette: (b, s) => `The colours are a calm ${b} and ${s} palette that lets fit and fabric do the talking.`,
  advice: {
    parts: PART,
    ownPart: { top: 'your top', bottom: 'your trousers or skirt', footwear: 'your shoes', accessories: 'your accessories' },
    noPick: NO_PICK,
    // Pieces take their article and their verb agrees: 'Keep the brown loafers: they’re…', 'Try a navy blazer instead: it sits…'.
    keep: (d) => endSentence(`Keep ${own(d)}: ${agreement(d).plural ? 'they’re' : 'it’s'} one of the strongest parts of this outfit`),
    keepRecommendation: (p) => `Keep your current ${p}.`,
    low: (s, d, o) => endSentence(`${yours(d) ? 'Your' : 'The'} ${lowerFirst(d.replace(/^your /u, ''))} scored ${s}/10 and ${agreement(d).plural ? 'hold' : 'holds'} the outfit back for ${occasionWords(o)}`),
    tryThis: (r, o) => endSentence(`Try ${named(r)} instead: ${many(r) ? 'they sit' : 'it sits'} at the level of formality ${occasionWords(o)} asks for and ${many(r) ? 'work' : 'works'} with the rest`),
    notVisible: 'This part wasn’t visible or described, so it couldn’t be judged.',
    // 'If you add one' said of a plural piece ('If you add one, wide-leg jeans suit…') has nothing to count: an accessory is added, a missing part completes the outfit.
    ifYouAdd: (r, part, o) => endSentence(`${part === 'accessories' ? 'If you add an accessory' : 'To complete the outfit'}, ${named(r)} ${many(r) ? 'suit' : 'suits'} ${occasionWords(o)}`),
    scored: (s) => `Your outfit scored ${s}/10.`,
    allKept: 'Everything works; change nothing but the details.',
    keptButTogether: 'Each piece works on its own; what holds the outfit back is how the pieces go together, so start with the rating’s tip.',
    keepSome: (n) => `Keep the ${n === 1 ? 'part' : `${['two', 'three'][n - 2] ?? n} parts`} that scored well and change the rest as suggested for each part.`,
    startFresh: 'Change each part as suggested beside it; the replacements are chosen to work together.',
  },
};

import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Points off for condition: stains, scuffs, wrinkles or wear show, and a stylist sees them first.',
  fit: 'Points off for fit: baggy or too-tight pieces undo even good clothes; a tailor or the next size fixes it.',
  weather: 'Points off for the weather you named: some pieces work against it.',
  overload: 'Points off for too many statement pieces at once: let one lead and calm the rest.',
  sportMix: 'Points off for sports pieces in a dressed-up outfit: gym wear pulls a polished look apart.',
  coverage: 'Points off for coverage: a bare midriff, bare shoulders or a very short hem show more than this occasion expects.',
  colourUnderBlack: 'Points off for shoes other than black with a black suit: a black suit takes black shoes, and brown or any other leather under it cuts the outfit in two.',
  blackUnderEarth: 'Points off for black dress shoes with earth-toned trousers: olive, khaki or beige wants brown leather, and black looks hard and too formal against it.',
  loungeSuitAtBlackTie: 'Points off for a lounge suit at black tie: the dress code asks for a dinner suit (tuxedo) with a bow tie, or an evening gown; a dark suit and tie is a step below it.',
  openCollarAtBlackTie: 'Points off for a business suit without a tie at black tie: the dress code asks for a dinner suit (tuxedo) with a bow tie, or an evening gown, and an open collar misses it clearly.',
  patternClash: 'Points off for competing patterns: two printed pieces fight for the eye; let one pattern lead and keep the rest plain.',
  printAtBlackTie: 'Points off for a patterned shirt at black tie: the dress code takes a plain white dress shirt; stripes and checks belong to the office.',
  loudPrint: 'Points off for a statement print at a quiet occasion: leopard, zebra or camouflage pulls the eye away from the occasion; a funeral, a service or an interview asks for plain pieces in dark or neutral colours.',
  denimOnTrail: 'Points off for denim on the trail: jeans are heavy, chafe on a climb, and turn cold and slow to dry when wet; hiking trousers that stretch and dry fast are made for it.',
  openShoesOnTrail: 'Points off for open shoes on the trail: flip-flops and sandals give no grip on loose ground, no hold at the ankle and no cover for the toes; hiking shoes or boots are the one piece a hike insists on.',
  canvasInRain: 'Points off for canvas shoes in the rain you named: canvas soaks through in minutes and stays wet; leather boots or a waterproof shoe keep your feet dry.',
};

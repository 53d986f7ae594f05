/**
 * One style tip a day (GET /api/trends/style-tip): the day of the year picks it, so everyone sees
 * the same tip on a day. Keyed by id, so the ids are a type (StyleTipId) and each language's table
 * (local/styling/tip-texts) must translate every tip: a missing one does not compile.
 */
export const STYLE_TIPS = {
  'belt-matches-shoes': { text: 'Match your belt to your shoes when both are leather: it ties the outfit together from a distance.', category: 'accessories' },
  'tailor-first': { text: 'A tailor costs less than a new wardrobe: hemmed trousers and taken-in shoulders change everything.', category: 'fit' },
  'one-accent': { text: 'Build outfits around one neutral base and one accent colour; three accents start to compete.', category: 'colour' },
  'roll-sleeves': { text: 'Roll sleeves twice, neatly, to just below the elbow: relaxed, not rumpled.', category: 'styling' },
  'dark-light-attention': { text: 'Wear the darkest colour where you want the least attention and the lightest where you want the most.', category: 'proportion' },
  'half-tuck': { text: 'A half-tuck of a sweater or shirt shows the waist and makes loose tops look intentional.', category: 'styling' },
  'loafers-for-dinner': { text: 'Swap trainers for loafers and the same jeans and knit go from weekend to dinner.', category: 'footwear' },
  'tonal-dressing': { text: 'Tonal dressing (several shades of one colour) looks expensive and is easy to get right.', category: 'colour' },
  'coat-first': { text: 'Your coat is the outfit most people see in winter: invest there first.', category: 'outerwear' },
  'suede-rain': { text: 'Suede and rain don’t mix; keep a pair of rubber-soled leather shoes for wet days.', category: 'footwear' },
  'trouser-break': { text: 'Trousers should just touch the top of the shoe: a clean break, no pooling.', category: 'fit' },
  'one-metal': { text: 'Jewellery reads best in one metal per outfit.', category: 'accessories' },
  'thin-to-thick': { text: 'Layer from thin to thick: fine knit under a jacket under a coat keeps bulk down.', category: 'layering' },
  'white-shirt-jeans': { text: 'A white shirt, dark jeans and good shoes will never be the wrong outfit.', category: 'basics' },
  'natural-fibres-heat': { text: 'Choose natural fibres in the heat: linen and cotton breathe, polyester traps it.', category: 'fabric' },
  'steam-creases': { text: 'Steam creases out before you leave: a pressed garment looks twice the price.', category: 'care' },
  'wedding-white': { text: 'At a wedding, leave white and ivory to the couple and anything that could pass for it.', category: 'occasion' },
  'interview-notch': { text: 'Interview outfits should be one notch more formal than the company’s everyday dress.', category: 'occasion' },
  'shoes-set-formality': { text: 'Shoes set the formality of an outfit more than any other piece.', category: 'footwear' },
  'scarf-near-face': { text: 'A scarf near the face in a flattering colour lifts a neutral outfit instantly.', category: 'colour' },
  'one-pattern': { text: 'Keep patterns to one per outfit until you’re confident mixing scales.', category: 'pattern' },
  'socks-match': { text: 'Socks either match the trousers (to lengthen the leg) or are a deliberate accent.', category: 'accessories' },
  'volume-balance': { text: 'Volume on top, slim on the bottom, or the reverse: one loose piece at a time keeps the shape.', category: 'proportion' },
  'back-view': { text: 'Check the back view in a mirror: it’s what half the room sees.', category: 'styling' },
  'fewer-better': { text: 'Buy fewer, better basics; trends work best on a base that already fits well.', category: 'wardrobe' },
  'cropped-long-jackets': { text: 'Cropped jackets pair with high-waisted bottoms; long jackets with slimmer ones.', category: 'proportion' },
  'structured-bag': { text: 'A structured bag makes a casual outfit look more polished.', category: 'accessories' },
  'denim-on-denim': { text: 'Denim on denim works when the two washes are clearly different.', category: 'styling' },
  'timeless-pairings': { text: 'Brown and navy, grey and camel, black and cream: the pairings that never date.', category: 'colour' },
  'comfortable-shoes': { text: 'Wear comfortable shoes to anything you’ll stand at for hours; nobody looks good limping.', category: 'footwear' },
  'knitwear-care': { text: 'Air knitwear between wears and fold it: hangers stretch the shoulders.', category: 'care' },
} as const satisfies Record<string, { text: string; category: string }>;

export type StyleTipId = keyof typeof STYLE_TIPS;

const TIP_IDS = Object.keys(STYLE_TIPS) as StyleTipId[];

/** The tip of a day: its id (for the translation tables), English text, category and the date. */
export function tipOfDay(date: Date): { id: StyleTipId; text: string; category: string; date: string } {
  const start = Date.UTC(date.getUTCFullYear(), 0, 0);
  const day = Math.floor((date.getTime() - start) / 86_400_000);
  const id = TIP_IDS[day % TIP_IDS.length]!;
  return { id, text: STYLE_TIPS[id].text, category: STYLE_TIPS[id].category, date: date.toISOString().slice(0, 10) };
}

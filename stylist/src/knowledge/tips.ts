/** One style tip a day (GET /api/trends/style-tip): the day of the year picks it, so everyone sees the same tip on a day. */
export const STYLE_TIPS: readonly { text: string; category: string }[] = [
  { text: 'Match your belt to your shoes when both are leather: it ties the outfit together from a distance.', category: 'accessories' },
  { text: 'A tailor costs less than a new wardrobe: hemmed trousers and taken-in shoulders change everything.', category: 'fit' },
  { text: 'Build outfits around one neutral base and one accent colour; three accents start to compete.', category: 'colour' },
  { text: 'Roll sleeves twice, neatly, to just below the elbow: relaxed, not rumpled.', category: 'styling' },
  { text: 'Wear the darkest colour where you want the least attention and the lightest where you want the most.', category: 'proportion' },
  { text: 'A half-tuck of a sweater or shirt shows the waist and makes loose tops look intentional.', category: 'styling' },
  { text: 'Swap trainers for loafers and the same jeans and knit go from weekend to dinner.', category: 'footwear' },
  { text: 'Tonal dressing (several shades of one colour) looks expensive and is easy to get right.', category: 'colour' },
  { text: 'Your coat is the outfit most people see in winter: invest there first.', category: 'outerwear' },
  { text: 'Suede and rain do not mix; keep a pair of rubber-soled leather shoes for wet days.', category: 'footwear' },
  { text: 'Trousers should just touch the top of the shoe: a clean break, no pooling.', category: 'fit' },
  { text: 'Jewellery reads best in one metal per outfit.', category: 'accessories' },
  { text: 'Layer from thin to thick: fine knit under a jacket under a coat keeps bulk down.', category: 'layering' },
  { text: 'A white shirt, dark jeans and good shoes will never be the wrong outfit.', category: 'basics' },
  { text: 'Choose natural fibres in the heat: linen and cotton breathe, polyester traps it.', category: 'fabric' },
  { text: 'Steam creases out before you leave: a pressed garment looks twice the price.', category: 'care' },
  { text: 'At a wedding, leave white and ivory to the couple and anything that could pass for it.', category: 'occasion' },
  { text: 'Interview outfits should be one notch more formal than the company\'s everyday dress.', category: 'occasion' },
  { text: 'Shoes set the formality of an outfit more than any other piece.', category: 'footwear' },
  { text: 'A scarf near the face in a flattering colour lifts a neutral outfit instantly.', category: 'colour' },
  { text: 'Keep patterns to one per outfit until you are confident mixing scales.', category: 'pattern' },
  { text: 'Socks either match the trousers (to lengthen the leg) or are a deliberate accent.', category: 'accessories' },
  { text: 'Volume on top, slim on the bottom, or the reverse: one loose piece at a time keeps the shape.', category: 'proportion' },
  { text: 'Check the back view in a mirror: it is what half the room sees.', category: 'styling' },
  { text: 'Buy fewer, better basics; trends work best on a base that already fits well.', category: 'wardrobe' },
  { text: 'Cropped jackets pair with high-waisted bottoms; long jackets with slimmer ones.', category: 'proportion' },
  { text: 'A structured bag makes a casual outfit look more polished.', category: 'accessories' },
  { text: 'Denim on denim works when the two washes are clearly different.', category: 'styling' },
  { text: 'Brown and navy, grey and camel, black and cream: the pairings that never date.', category: 'colour' },
  { text: 'Wear comfortable shoes to anything you will stand at for hours; nobody looks good limping.', category: 'footwear' },
  { text: 'Air knitwear between wears and fold it: hangers stretch the shoulders.', category: 'care' },
];

export function tipOfDay(date: Date): { text: string; category: string; date: string } {
  const start = Date.UTC(date.getUTCFullYear(), 0, 0);
  const day = Math.floor((date.getTime() - start) / 86_400_000);
  const tip = STYLE_TIPS[day % STYLE_TIPS.length]!;
  return { ...tip, date: date.toISOString().slice(0, 10) };
}

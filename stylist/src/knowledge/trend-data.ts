/**
 * The dated trend catalogue, one trend per line, fields separated by `|`:
 *
 *   slug: 'name | category | season | starts (YYYY-MM) | colours (hex) | tags | occasions | description'
 *
 * `starts` is the month a trend first shows up on runways and early adopters; its level then
 * follows the calendar (trends.ts: emerging → rising → peak → declining → retired), so the
 * offline picture of "now" is honest on whatever day it is asked. Add new lines as seasons pass.
 * Keyed by slug, so the slugs are a type (TrendSlug) and each language's table of names and
 * descriptions (local/styling/trend-names) must have every trend: a missing one does not compile.
 */
export const TREND_ROWS = {
  'quiet-luxury': 'Quiet luxury | clothing | year-round | 2025-03 | #d6c3a0 #f6f6f4 #1c2841 | minimal, tailored, investment | business-meeting, formal-dinner | Unbranded, beautifully cut basics in fine fabrics: cashmere knits, tailored trousers and camel coats that whisper rather than shout.',
  'butter-yellow': 'Butter yellow | colors | spring | 2025-09 | #f5e6a8 #fbf8e8 #9caf88 | soft, pastel, fresh | brunch, wedding-guest | A soft, creamy yellow that works like a neutral: knitwear, slip skirts and accessories in a shade kinder than lemon.',
  'mocha-mousse': 'Mocha mousse | colors | fall | 2025-06 | #a47864 #6b4530 #efe3c6 | warm, earthy, tonal | casual-weekend, date-night | Warm milk-chocolate browns worn tonally, from suede jackets to knit dresses, replacing black as the season’s anchor.',
  'burgundy-everything': 'Burgundy everything | colors | fall | 2025-12 | #7a1a2e #5a1a2a #efe3c6 | rich, deep, tonal | date-night, formal-dinner | Wine and oxblood from head to toe or as the one colour in a neutral outfit: leather bags, knit sets, velvet blazers.',
  'cobalt-pop': 'Cobalt pop | colors | summer | 2026-03 | #2a5bd7 #f6f6f4 #141414 | bold, saturated, accent | evening-party, concert-festival | A saturated cobalt blue used as a single striking accent against black, white or denim.',
  'sage-and-stone': 'Sage and stone | colors | spring | 2026-05 | #9caf88 #d6c3a0 #f6f6f4 | calm, natural, soft | brunch, travel | Muted greens with stone and ecru: a calm palette for linen sets, knits and soft tailoring.',
  'chocolate-navy': 'Brown with navy | colors | winter | 2026-08 | #6b4530 #1c2841 #c0925a | classic, pairing, rich | business-meeting, date-night | The once-forbidden pairing of chocolate brown and deep navy, now the smartest combination in knitwear and outerwear.',
  'lavender-haze': 'Lavender haze | colors | spring | 2026-11 | #b8a4dc #f6f6f4 #c8c8c8 | pastel, dreamy, soft | brunch, wedding-guest | Greyed lavender in satin, knit and tailoring, paired with silver and cool greys.',
  'terracotta-warmth': 'Terracotta warmth | colors | fall | 2027-02 | #a8461c #efe3c6 #66662c | earthy, warm, sun-baked | casual-weekend, travel | Rust and terracotta with olive and cream, carried from summer linen into autumn suede.',
  'barrel-leg-jeans': 'Barrel-leg jeans | clothing | year-round | 2025-06 | #4f6f96 #9cc5e8 #f6f6f4 | denim, curved, relaxed | casual-weekend, concert-festival | Jeans that curve out through the leg and taper at the ankle, worn with a neat top and flats to balance the volume.',
  'sheer-layers': 'Sheer layers | clothing | summer | 2025-09 | #141414 #f6f6f4 #efe3c6 | sheer, layered, romantic | evening-party, date-night | Organza and mesh over slips and bralettes: transparency styled with restraint, one sheer piece at a time.',
  'soft-tailoring': 'Soft tailoring | clothing | year-round | 2025-11 | #8b7d6b #3a3f45 #d6c3a0 | tailored, relaxed, unstructured | business-meeting, date-night | Unstructured blazers and fluid trousers: the polish of a suit with the comfort of knitwear.',
  'boho-revival': 'Boho revival | clothing | summer | 2025-10 | #c0925a #fbf8e8 #a8461c | boho, flowing, suede | concert-festival, brunch | Suede fringe, tiered maxi skirts and peasant blouses back in a cleaner, less costumey edit.',
  'drop-waist-dresses': 'Drop-waist dresses | clothing | spring | 2026-01 | #141414 #1c2841 #efe3c6 | dresses, 1920s, relaxed | wedding-guest, evening-party | Dresses with a low waistline and a flippy skirt, a 1920s line that flatters many shapes.',
  'capri-comeback': 'Capri trousers | clothing | summer | 2026-02 | #f6f6f4 #141414 #d6c3a0 | cropped, retro, summer | brunch, travel | Slim trousers that stop mid-calf, worn with ballet flats or sandals the way the 1950s did.',
  'bomber-revival': 'Oversized bombers | clothing | fall | 2026-04 | #66662c #141414 #8b7d6b | outerwear, oversized, utility | casual-weekend, travel | Boxy, cropped bomber jackets in suede, nylon and leather over tailoring as much as over denim.',
  'scarf-jackets': 'Scarf-collar jackets | clothing | winter | 2026-06 | #c0925a #3a3f45 #efe3c6 | outerwear, scarf, cosy | travel, business-meeting | Coats and jackets with an attached scarf collar: one less thing to lose, and a cleaner neckline.',
  'pleated-skirts': 'Knife-pleated midi skirts | clothing | fall | 2026-07 | #8a8a8a #1c2841 #5a1a2a | skirts, pleats, schoolgirl-smart | business-meeting, brunch | Sharp pleated midi skirts with chunky knits and loafers: prep with a grown-up edge.',
  'wide-leg-suiting': 'Wide-leg suiting | clothing | year-round | 2026-09 | #3a3f45 #c0925a #141414 | tailored, wide, power | business-meeting, job-interview | Full, fluid suit trousers with longer jackets: power dressing with ease.',
  'cape-coats': 'Cape coats | clothing | winter | 2026-10 | #c0925a #8a8a8a #141414 | outerwear, drama, elegant | formal-dinner, evening-party | Capes and cape-sleeved coats for a dramatic, elegant line over eveningwear.',
  'knit-sets': 'Knit co-ords | clothing | fall | 2026-12 | #efe3c6 #8b7d6b #9caf88 | knit, matching, cosy | travel, casual-weekend | Matching knit tops and skirts or trousers: the comfort of loungewear, the look of an outfit.',
  'utility-vests': 'Utility vests | clothing | spring | 2027-01 | #66662c #b5a67a #141414 | utility, pockets, layering | casual-weekend, concert-festival | Pocketed vests layered over shirts and tees, the functional piece of the season.',
  'polka-dots': 'Polka dots | patterns | spring | 2025-09 | #141414 #f6f6f4 #7a1a2e | dots, retro, playful | date-night, brunch | Classic dots on silk blouses, midi skirts and scarves, mostly black and white.',
  'stripes-everywhere': 'Bold stripes | patterns | summer | 2026-01 | #1c2841 #f6f6f4 #cf1f2b | stripes, nautical, graphic | brunch, travel | Wide, graphic stripes on shirts, knits and trousers, mixed with plain pieces.',
  'animal-print': 'Leopard as a neutral | patterns | fall | 2025-08 | #c0925a #6b4530 #141414 | leopard, animal, bold | evening-party, date-night | Leopard treated like a neutral: a coat, a skirt or shoes against black and camel.',
  'micro-florals': 'Ditsy florals | patterns | spring | 2026-03 | #9caf88 #f2a7c0 #fbf8e8 | floral, romantic, small-scale | brunch, wedding-guest | Tiny floral prints on tea dresses and blouses, softer and more grown-up than big blooms.',
  'tartan-check': 'Tartan and check | patterns | winter | 2026-08 | #7a1a2e #1c2841 #66662c | tartan, heritage, wool | casual-weekend, travel | Heritage checks on skirts, scarves and overshirts, paired with plain dark knits.',
  'pinstripes': 'Pinstripes off duty | patterns | year-round | 2026-05 | #1c2841 #f6f6f4 #8a8a8a | pinstripe, tailored, menswear | business-meeting, brunch | Pinstripe trousers and shirts taken out of the office: with tees, loafers and denim.',
  'gingham': 'Gingham | patterns | summer | 2026-10 | #9cc5e8 #f6f6f4 #cf1f2b | check, picnic, fresh | brunch, casual-weekend | Small gingham checks on summer dresses and shirts, fresh rather than rustic.',
  'abstract-brushstroke': 'Painterly prints | patterns | summer | 2027-01 | #fa7f68 #3cc8c4 #f3d51b | art, abstract, colourful | concert-festival, evening-party | Prints that look hand-painted: brushstrokes and blots on silk shirts and flowing skirts.',
  'moto-boots': 'Moto boots | footwear | fall | 2025-07 | #141414 #6b4530 | boots, biker, chunky | casual-weekend, concert-festival | Buckled biker boots with skirts, dresses and straight jeans: tough against soft.',
  'ballet-flats-mesh': 'Mesh ballet flats | footwear | summer | 2025-05 | #141414 #f6f6f4 #cf1f2b | flats, mesh, feminine | brunch, casual-weekend | Sheer mesh ballet flats, light and pretty, worn with cropped trousers and midi skirts.',
  'suede-sneakers': 'Slim suede sneakers | footwear | year-round | 2025-10 | #c0925a #2f8a3c #6b4530 | sneakers, suede, retro | casual-weekend, travel | Low-profile retro trainers in suede replace chunky soles: sleeker with tailoring and denim.',
  'kitten-heels-trend': 'Kitten heels | footwear | spring | 2025-12 | #141414 #efe3c6 #7a1a2e | heels, low, elegant | business-meeting, wedding-guest | Low, slim heels that are easy to walk in and polished with tailoring and dresses.',
  'boat-shoes-revival': 'Boat shoes revival | footwear | summer | 2026-04 | #6b4530 #1c2841 #f6f6f4 | loafers, preppy, summer | brunch, travel | Leather boat shoes back with cropped trousers and linen, often worn sockless.',
  'western-boots': 'Western boots | footwear | fall | 2026-07 | #8b5a3c #6b4530 #efe3c6 | boots, western, heritage | concert-festival, casual-weekend | Pointed, stitched Western boots under midi dresses and straight jeans.',
  'mary-jane-trend': 'Mary Janes | footwear | year-round | 2026-09 | #141414 #7a1a2e | strap, retro, flats | brunch, business-meeting | Strapped Mary Jane flats and low heels with socks, tights or bare ankles.',
  'clogs': 'Clogs | footwear | fall | 2026-11 | #6b4530 #141414 #c0925a | clogs, wooden, 70s | casual-weekend, travel | Wooden-soled clogs and clog boots with wide trousers and knit dresses.',
  'sculptural-heels': 'Sculptural heels | footwear | winter | 2027-02 | #d4af37 #c4c6c8 #141414 | heels, art, evening | evening-party, formal-dinner | Heels shaped like sculpture, often metallic, the statement under plain evening clothes.',
  'east-west-bags': 'East-west bags | accessories | year-round | 2025-08 | #141414 #6b4530 #c0925a | bags, elongated, minimal | business-meeting, date-night | Long, slim shoulder bags that sit neatly under the arm.',
  'bag-charms': 'Bag charms | accessories | year-round | 2025-09 | #d4af37 #f2a7c0 #141414 | charms, playful, personal | casual-weekend, concert-festival | Keychains, trinkets and mini pouches clipped to bags to make them personal.',
  'statement-belts': 'Statement belts | accessories | fall | 2025-11 | #6b4530 #d4af37 #141414 | belts, waist, buckles | date-night, brunch | Wide belts with sculpted buckles worn over coats, knits and dresses.',
  'silk-scarves-trend': 'Silk scarves, worn new ways | accessories | spring | 2026-02 | #7a1a2e #1c2841 #c0925a | scarf, silk, heritage | travel, brunch | Silk squares tied as belts, headscarves and bag ties.',
  'chunky-gold': 'Chunky gold jewellery | accessories | year-round | 2026-04 | #d4af37 #f6f6f4 | jewellery, gold, bold | evening-party, date-night | Sculptural gold cuffs, domed earrings and heavy chains over plain knits and shirts.',
  'oval-sunglasses': 'Slim oval sunglasses | accessories | summer | 2026-06 | #141414 #6b4530 | sunglasses, 90s, slim | beach-pool, concert-festival | Narrow oval frames in black and tortoiseshell, a 90s line.',
  'hair-bows': 'Hair bows | accessories | spring | 2026-08 | #141414 #fbf8e8 #7a1a2e | bows, romantic, hair | date-night, wedding-guest | Velvet and satin bows on ponytails and plaits as the one romantic detail.',
  'brooches': 'Brooches on tailoring | accessories | winter | 2026-10 | #c4c6c8 #d4af37 #141414 | brooch, vintage, tailoring | formal-dinner, business-meeting | Vintage brooches pinned on lapels, knits and coats.',
  'tights-in-colour': 'Coloured tights | accessories | winter | 2026-11 | #7a1a2e #1c2841 #66662c | tights, colour, layering | business-meeting, date-night | Burgundy, navy and olive tights under skirts and dresses: warmth and colour in one.',
  'beaded-bags': 'Beaded and embellished bags | accessories | summer | 2027-03 | #fbf8e8 #d4af37 #3cc8c4 | beads, craft, evening | evening-party, wedding-guest | Hand-beaded mini bags that turn a simple dress into an outfit.',
} as const;

export type TrendSlug = keyof typeof TREND_ROWS;

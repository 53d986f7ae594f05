import type { ColourId } from '../local/colour/names';
import type { KnowledgeGarmentId } from './garment-data';

/**
 * What a stylist answers in the situations members ask about most, as data: the pieces to
 * recommend (garments of garment-data.ts in a colour, best first), the pieces to avoid, the
 * reason in a stylist's words (formality, contrast, season), the exception to the rule, and a
 * real reference from fashion history (eras.ts). English is written here; the chat names the
 * pieces in every language from garment-names/.
 */
export type SituationFamily = 'shoes' | 'socks' | 'belt' | 'bag' | 'coat' | 'jewellery' | 'tie' | 'capsule' | 'dressCode' | 'colour' | 'fit' | 'care' | 'idea';

export type EraId = 'astaire' | 'ivy' | 'funnyFace' | 'tiffany' | 'chanel' | 'bogart' | 'crosby' | 'mcqueen' | 'windsor' | 'tuxedoPark' | 'kelly' | 'capsule' | 'armani' | 'grant' | 'moss' | 'savileRow';

/** A piece: garment id and colour. */
export type PieceRow = readonly [KnowledgeGarmentId, ColourId];

/** Who a look dresses, where the member says it ("I am a man", "for my wife"). */
export type Wearer = 'man' | 'woman';

/**
 * One whole outfit among a situation's picks: how many of them, in order, it takes (a suit, its shirt and its shoes),
 * and whom it dresses when that is not everyone (a dress and pumps); a look without `for` suits anyone.
 */
export interface LookRow { size: number; for?: Wearer }

/** When a situation applies: every condition given must hold; the most specific match wins. */
export interface SituationWhen {
  /** The lexicon garments the question is about (any of them). */
  garment?: readonly string[];
  /** A colour named with it (any of them). */
  colour?: readonly ColourId[];
  dressCode?: string;
  occasion?: readonly string[];
  body?: readonly string[];
  fabric?: readonly string[];
  doubleDenim?: true;
  /** The weather named (entities.ts ids). */
  weather?: readonly string[];
  /** Garments that must all be named (a rate-my-idea combination). */
  allGarments?: readonly string[];
  /** Colours a colour question names (all of them). */
  colours?: readonly ColourId[];
  /** The question names a season rule for white ("after Labor Day", "in winter"). */
  whiteOutOfSeason?: true;
  /** The question is about a stain or a spill ("wine out of a silk blouse"). */
  stain?: true;
  /** The workplace dresses down (a start-up, a tech company, a creative agency). */
  casualWorkplace?: true;
  /** The question asks whether the bag must match the shoes. */
  bagMatchesShoes?: true;
}

export interface SituationRow {
  family: SituationFamily;
  when: SituationWhen;
  picks: readonly PieceRow[];
  /**
   * The picks as whole looks, in order: a stylist proposes a suit with its shirt and shoes, never the shoes alone as
   * another look. Absent where the picks are alternatives for one piece or one look.
   */
  looks?: readonly LookRow[];
  avoid: readonly PieceRow[];
  era: EraId;
  /** Why these pieces work, as a stylist says it. */
  why: string;
  /** What to avoid and why. */
  avoidWhy: string;
  /** Where the rule bends. */
  exception: string;
  /**
   * The short answer to a yes/no question this situation answers ("Can I wear white after Labor
   * Day?" yes; "sneakers with a suit to a wedding?" no; "with a condition" when the reason says which).
   */
  answer?: 'yes' | 'no' | 'condition';
  /**
   * For a one-colour situation, the partner colours its reason names, as data: a language without its own
   * words for the reason still names them (the chat's colour-partner sentence).
   */
  partners?: readonly ColourId[];
  /**
   * An occasion no invitation dresses (an interview, a date, meeting the parents): the dress-code family's short rule
   * ("dress to the invitation") is not said of it; a short answer gives the first sentence of its own reason.
   */
  uninvited?: true;
}

export const SITUATION_ROWS = {
  // Shoes with…
  'shoes-chinos': {
    family: 'shoes', when: { garment: ['chinos'] }, era: 'mcqueen',
    picks: [['loafers', 'brown'], ['suede-chukkas', 'brown'], ['white-sneakers', 'white'], ['boat-shoes', 'brown']],
    avoid: [['oxford-shoes', 'black'], ['running-shoes', 'white']],
    why: 'Chinos sit at smart casual, so the shoes should too: brown leather or suede warms up navy and khaki, and white leather sneakers give the crispest contrast in summer.',
    avoidWhy: 'Black Oxfords are too formal and too hard against cotton twill, and running shoes pull chinos down to gym level.',
    exception: 'With a navy blazer and a tie for an office, a brown Derby works; boat shoes only belong in warm weather, without socks.',
  },
  'shoes-jeans': {
    family: 'shoes', when: { garment: ['jeans'] }, era: 'mcqueen',
    picks: [['white-sneakers', 'white'], ['chelsea-boots', 'brown'], ['suede-loafers', 'brown'], ['lug-boots', 'black']],
    avoid: [['patent-oxfords', 'black'], ['flip-flops', 'black']],
    why: 'Denim is rugged, so it wants shoes with some texture or weight: clean white sneakers for daytime, leather Chelsea boots to dress dark jeans up, suede loafers in between.',
    avoidWhy: 'Shiny formal shoes fight the workwear of denim, and flip-flops make jeans look unfinished away from the beach.',
    exception: 'Dark, slim, unfaded jeans can take a brown Derby or a polished boot for a smart-casual dinner.',
  },
  'shoes-navy-suit': {
    family: 'shoes', when: { garment: ['suit'], colour: ['navy', 'blue'] }, era: 'windsor',
    picks: [['oxford-shoes', 'brown'], ['derby-shoes', 'brown'], ['monk-straps', 'black'], ['loafers', 'burgundy']],
    avoid: [['white-sneakers', 'white'], ['boat-shoes', 'brown']],
    why: 'Navy is the most flexible suit colour: mid or dark brown Oxfords give it warmth by day, black Oxfords make it formal in the evening, and burgundy loafers relax it for smart occasions.',
    avoidWhy: 'Sneakers and boat shoes break a suit’s line and read as if you forgot to change your shoes.',
    exception: 'For black tie or a very formal evening, switch to black Oxfords; tan shoes are too light for a navy suit after dark.',
  },
  'shoes-grey-suit': {
    family: 'shoes', when: { garment: ['suit'], colour: ['grey', 'charcoal', 'lightgrey'] }, era: 'grant',
    picks: [['oxford-shoes', 'black'], ['derby-shoes', 'brown'], ['loafers', 'burgundy']],
    avoid: [['white-sneakers', 'white'], ['boat-shoes', 'brown']],
    why: 'Charcoal and grey are business colours: black Oxfords are the classic, and dark brown or burgundy adds warmth without losing formality.',
    avoidWhy: 'Light tan shoes look washed out against grey, and sneakers turn the suit into a costume.',
    exception: 'A light grey summer suit can take dark brown suede loafers at a daytime wedding.',
  },
  'shoes-black-suit': {
    family: 'shoes', when: { garment: ['suit'], colour: ['black'] }, era: 'tuxedoPark',
    picks: [['oxford-shoes', 'black'], ['patent-oxfords', 'black'], ['monk-straps', 'black']],
    avoid: [['derby-shoes', 'brown'], ['white-sneakers', 'white']],
    why: 'A black suit is an evening suit: only black shoes keep it sharp, and a plain cap-toe Oxford is the safest.',
    avoidWhy: 'Brown shoes under black trousers break the outfit in two, and white sneakers look like a uniform.',
    exception: 'Patent shoes are for black tie; at a daytime event a polished black calf Oxford is better.',
  },
  'shoes-suit': {
    family: 'shoes', when: { garment: ['suit'] }, era: 'windsor',
    picks: [['oxford-shoes', 'black'], ['derby-shoes', 'brown'], ['monk-straps', 'brown']],
    avoid: [['white-sneakers', 'white'], ['running-shoes', 'white']],
    why: 'With a suit, wear leather dress shoes with a slim sole: black Oxfords for business and evening, brown Derbies or monk straps for daytime and warmer suit colours.',
    avoidWhy: 'Chunky soles and sneakers drag the suit’s formality down.',
    exception: 'A cotton or linen suit in summer can take suede loafers.',
  },
  'shoes-shorts': {
    family: 'shoes', when: { garment: ['shorts'] }, era: 'ivy',
    picks: [['boat-shoes', 'brown'], ['espadrilles', 'navy'], ['canvas-sneakers', 'white'], ['flat-sandals', 'camel']],
    avoid: [['oxford-shoes', 'black'], ['hiking-boots', 'brown']],
    why: 'Shorts are summer clothes, so keep the shoes light and low: canvas, rope soles or soft leather, worn without visible socks.',
    avoidWhy: 'Dress shoes and heavy boots look like the top half of another outfit.',
    exception: 'On a hike, trail shoes with shorts are right: the shoes follow the activity there.',
  },
  'shoes-dress': {
    family: 'shoes', when: { garment: ['dress', 'sundress'] }, era: 'tiffany',
    picks: [['block-heels', 'camel'], ['ballet-flats', 'black'], ['slingbacks', 'beige'], ['white-sneakers', 'white']],
    avoid: [['hiking-boots', 'brown'], ['flip-flops', 'black']],
    why: 'A midi dress looks longest with a shoe that shows some foot: slingbacks or block heels in a skin-near tone lengthen the leg, and flats keep it easy for daytime.',
    avoidWhy: 'Heavy hiking boots cut the leg at the ankle, and flip-flops make a dress look like beachwear.',
    exception: 'In winter, heeled ankle boots with tights work with a knee-length or midi dress.',
  },
  'shoes-evening-dress': {
    family: 'shoes', when: { garment: ['cocktailDress', 'gown'] }, era: 'tiffany',
    picks: [['pumps', 'black'], ['strappy-sandals', 'gold'], ['kitten-heels', 'black']],
    avoid: [['white-sneakers', 'white'], ['ballet-flats', 'beige']],
    why: 'An evening dress wants a refined shoe: pointed pumps or strappy sandals in black or metallic carry the formality and catch the light.',
    avoidWhy: 'Sneakers and everyday flats make the dress look underdressed from the ankle down.',
    exception: 'If you’ll stand all night, a low kitten heel or block heel keeps the polish without the pain.',
  },
  'shoes-trousers': {
    family: 'shoes', when: { garment: ['trousers'] }, era: 'armani',
    picks: [['loafers', 'brown'], ['derby-shoes', 'black'], ['chelsea-boots', 'black'], ['pumps', 'black']],
    avoid: [['flip-flops', 'black'], ['running-shoes', 'white']],
    why: 'Tailored trousers need a shoe with structure: loafers or Derbies for a man’s cut, pointed pumps for a wide or cigarette leg, Chelsea boots in winter.',
    avoidWhy: 'Sport shoes and flip-flops undo the crease down the front of the trouser.',
    exception: 'Wide-leg trousers with a relaxed blazer can take clean white leather sneakers on a casual Friday.',
  },
  'shoes-skirt': {
    family: 'shoes', when: { garment: ['skirt', 'pencilSkirt', 'miniSkirt'] }, era: 'chanel',
    picks: [['ankle-boots', 'black'], ['ballet-flats', 'black'], ['pumps', 'beige'], ['white-sneakers', 'white']],
    avoid: [['hiking-boots', 'brown'], ['flip-flops', 'black']],
    why: 'A skirt is balanced by the shoe: pumps for a pencil skirt at work, ankle boots for a midi in autumn, flats or white sneakers for a casual day.',
    avoidWhy: 'Bulky outdoor boots shorten the leg under a skirt.',
    exception: 'A denim skirt can take chunky boots as a deliberate contrast.',
  },
  'shoes-jumpsuit': {
    family: 'shoes', when: { garment: ['jumpsuit'] }, era: 'armani',
    picks: [['block-heels', 'black'], ['mules', 'camel'], ['white-sneakers', 'white']],
    avoid: [['hiking-boots', 'brown']],
    why: 'A jumpsuit is one long line: a heel or a mule keeps the hem off the floor and the line unbroken.',
    avoidWhy: 'Heavy boots cut the single line in two.',
    exception: 'A cropped utility jumpsuit is casual enough for sneakers.',
  },
  // Single items
  'socks-suit': {
    family: 'socks', when: { garment: ['suit', 'trousers', 'tuxedo'] }, era: 'windsor',
    picks: [['dress-socks', 'navy'], ['dress-socks', 'charcoal']],
    avoid: [['no-show-socks', 'white']],
    why: 'Match the socks to the trousers, not the shoes, so the leg runs unbroken into the shoe; fine over-the-calf socks stay up when you sit.',
    avoidWhy: 'White athletic socks and bare shins when you sit down are the two things people notice.',
    exception: 'A burgundy or subtly patterned sock is fine for a wedding or a party, as long as the base colour matches the trousers.',
  },
  'socks-chinos': {
    family: 'socks', when: { garment: ['chinos', 'jeans'] }, era: 'ivy',
    picks: [['no-show-socks', 'beige'], ['wool-socks', 'navy'], ['dress-socks', 'burgundy']],
    avoid: [['dress-socks', 'black']],
    why: 'With loafers or boat shoes in summer, no-show socks give the bare-ankle look; in cooler weather, navy or grey socks that echo the trousers, or one quiet colour like burgundy.',
    avoidWhy: 'Black socks with light chinos make a dark gap between trouser and shoe.',
    exception: 'With white sneakers, white low socks are fine; keep them out of sight with shoes that show the ankle.',
  },
  'socks-shorts': {
    family: 'socks', when: { garment: ['shorts'] }, era: 'ivy',
    picks: [['no-show-socks', 'white']],
    avoid: [['dress-socks', 'black']],
    why: 'With shorts, socks should disappear: no-show socks inside sneakers or loafers keep the summer line clean.',
    avoidWhy: 'Dark mid-calf socks with shorts cut the leg and look like you forgot them.',
    exception: 'Short white sports socks with sneakers are a deliberate casual look.',
  },
  'socks-general': {
    family: 'socks', when: {}, era: 'windsor',
    picks: [['dress-socks', 'navy'], ['wool-socks', 'grey'], ['no-show-socks', 'beige']],
    avoid: [['no-show-socks', 'white']],
    why: 'Match the socks to the trousers; with shorts or loafers in summer, hide them.',
    avoidWhy: 'Avoid white athletic socks with anything tailored.',
    exception: 'One patterned pair is allowed when the rest of the outfit is plain.',
  },
  'belt-suit': {
    family: 'belt', when: { garment: ['suit', 'trousers'] }, era: 'astaire',
    picks: [['leather-belt', 'brown'], ['leather-belt', 'black']],
    avoid: [],
    why: 'With tailoring, wear a slim leather belt with a small plain buckle, the same colour as your shoes: black with black shoes, brown with brown.',
    avoidWhy: 'A wide, branded or heavy buckle looks casual and breaks the line of the jacket.',
    exception: 'Trousers with side adjusters or braces take no belt at all.',
  },
  'belt-jeans': {
    family: 'belt', when: { garment: ['jeans', 'chinos', 'shorts'] }, era: 'mcqueen',
    picks: [['leather-belt', 'brown'], ['leather-belt', 'black']],
    avoid: [],
    why: 'Casual trousers take a slightly wider belt in textured leather or suede; match it roughly to the shoes, brown with brown boots or loafers.',
    avoidWhy: 'Avoid a shiny formal belt with jeans: it looks borrowed from a suit.',
    exception: 'With white sneakers the belt can simply match the trousers or the watch strap.',
  },
  'belt-dress': {
    family: 'belt', when: { garment: ['dress', 'jumpsuit', 'coat'] }, era: 'chanel',
    picks: [['leather-belt', 'black'], ['leather-belt', 'brown']],
    avoid: [],
    why: 'On a dress, a slim belt at the natural waist defines the shape; pick the colour of the shoes or the bag to link the look.',
    avoidWhy: 'A belt on the hips of a straight dress cuts the body at its widest point.',
    exception: 'Wrap dresses and fitted sheaths need no belt: the cut already marks the waist.',
  },
  'belt-shoes-brown': {
    family: 'belt', when: { colours: ['brown'] }, era: 'astaire',
    picks: [['leather-belt', 'brown']],
    avoid: [['leather-belt', 'black']],
    why: 'Match the belt to the shoes. Brown shoes take a brown leather belt in about the same tone, a shade lighter or darker is fine; the dressier the shoes, the slimmer the belt and the plainer the buckle.',
    avoidWhy: 'Avoid a black belt with brown shoes. The two leathers sit next to each other and look like a mistake.',
    exception: 'With white sneakers or canvas shoes, match the belt to the trousers or the watch strap instead.',
  },
  'belt-shoes-black': {
    family: 'belt', when: { colours: ['black'] }, era: 'astaire',
    picks: [['leather-belt', 'black']],
    avoid: [['leather-belt', 'brown']],
    why: 'Match the belt to the shoes. Black shoes take a black leather belt; the dressier the shoes, the slimmer the belt and the plainer the buckle.',
    avoidWhy: 'Avoid a brown belt with black shoes. The two leathers sit next to each other and look like a mistake.',
    exception: 'With white sneakers or canvas shoes, match the belt to the trousers or the watch strap instead.',
  },
  'belt-general': {
    family: 'belt', when: {}, era: 'astaire',
    picks: [['leather-belt', 'brown'], ['leather-belt', 'black']],
    avoid: [],
    why: 'Match the belt to the shoes. The same leather in about the same tone, brown with brown, black with black; the dressier the shoes, the slimmer the belt and the plainer the buckle.',
    avoidWhy: 'Avoid a belt that almost matches the shoes but not quite. It looks like a mistake.',
    exception: 'With white sneakers or canvas shoes, match the belt to the trousers or the watch strap instead.',
  },
  'bag-work': {
    family: 'bag', when: { occasion: ['work', 'interview'] }, era: 'kelly',
    picks: [['structured-tote', 'black'], ['structured-tote', 'camel']],
    avoid: [['canvas-tote', 'cream'], ['belt-bag', 'black']],
    why: 'For work, a structured leather tote that holds a laptop upright and stands on its own looks organised before you speak.',
    avoidWhy: 'A slouchy canvas tote or a sports backpack undoes tailoring.',
    exception: 'A sleek leather backpack is fine for a commute in a creative office.',
  },
  'bag-evening': {
    family: 'bag', when: { occasion: ['wedding', 'party', 'formal', 'date'] }, era: 'kelly',
    picks: [['clutch', 'gold'], ['clutch', 'black']],
    avoid: [['structured-tote', 'black']],
    why: 'In the evening, a small clutch in metallic or black finishes the look and leaves one hand free for a glass.',
    avoidWhy: 'A day tote looks like you came straight from the office.',
    exception: 'At a daytime wedding a small structured top-handle bag works as well as a clutch.',
  },
  'bag-match-shoes': {
    family: 'bag', when: { bagMatchesShoes: true }, era: 'kelly', answer: 'no',
    picks: [['crossbody-bag', 'camel'], ['loafers', 'brown'], ['clutch', 'burgundy'], ['pumps', 'black']],
    looks: [{ size: 2 }, { size: 2 }],
    avoid: [['canvas-tote', 'cream'], ['patent-pumps', 'black']],
    why: 'Your bag and shoes need not match. Keep them in the same family of formality and tone, a camel bag with brown loafers, or let one of them be the accent, a burgundy clutch with black pumps.',
    avoidWhy: 'What jars is a gap in formality, a casual canvas tote with patent evening shoes, more than a difference in colour.',
    exception: 'For a formal or classic look, a matching bag and shoes still look polished: just keep the rest of the outfit quiet.',
  },
  'bag-general': {
    family: 'bag', when: {}, era: 'kelly',
    picks: [['crossbody-bag', 'camel'], ['structured-tote', 'black'], ['clutch', 'black']],
    avoid: [],
    why: 'A camel or black crossbody goes with almost everything by day; a structured tote for work; a clutch for the evening.',
    avoidWhy: 'Avoid a bag that competes with a printed outfit: let one of them be plain.',
    exception: 'Matching bag and shoes exactly is optional now; matching their formality is not.',
  },
  'coat-suit': {
    family: 'coat', when: { garment: ['suit', 'trousers', 'blazer'] }, era: 'grant',
    picks: [['wool-overcoat', 'charcoal'], ['wool-overcoat', 'camel'], ['trench-coat', 'beige']],
    avoid: [['puffer', 'black'], ['bomber', 'olive']],
    why: 'Over tailoring, wear a wool overcoat that’s longer than the jacket and covers its hem: charcoal or navy for business, camel for a warmer contrast.',
    avoidWhy: 'A short puffer or bomber over a suit jacket leaves the jacket hanging out underneath.',
    exception: 'In the rain, a trench coat is the tailored alternative, and below freezing a slim down jacket under an overcoat is fine.',
  },
  'coat-rain': {
    family: 'coat', when: { weather: ['rain'] }, era: 'bogart',
    picks: [['trench-coat', 'beige'], ['mac', 'navy'], ['rain-jacket', 'navy']],
    avoid: [['suede-jacket', 'camel']],
    why: 'For rain, a trench coat or a waterproof mac keeps tailoring dry; a hooded rain jacket for casual days.',
    avoidWhy: 'Suede and wool without a shell soak through and lose their shape.',
    exception: 'A wool overcoat with an umbrella handles light drizzle.',
  },
  'coat-casual': {
    family: 'coat', when: { garment: ['jeans', 'chinos', 'tshirt', 'sweater', 'hoodie'] }, era: 'mcqueen',
    picks: [['peacoat', 'navy'], ['field-jacket', 'olive'], ['leather-jacket', 'black'], ['shearling', 'brown']],
    avoid: [['wool-overcoat', 'black']],
    why: 'Casual clothes want a coat with some utility: a navy peacoat or a field jacket over jeans and knitwear, a leather jacket when it’s mild.',
    avoidWhy: 'A formal black overcoat over a hoodie looks like two outfits.',
    exception: 'A camel overcoat over a crew-neck and dark jeans is a deliberate smart-casual mix and works well.',
  },
  'jewellery-work': {
    family: 'jewellery', when: { occasion: ['work', 'interview'] }, era: 'chanel',
    picks: [['pearl-studs', 'ivory'], ['fine-necklace', 'gold'], ['classic-watch', 'brown']],
    avoid: [['statement-earrings', 'gold']],
    why: 'At work, jewellery should be seen only when someone is close: studs, a fine chain and a classic watch.',
    avoidWhy: 'Statement earrings and stacked bracelets move and clink in a meeting.',
    exception: 'In a creative office, one bold piece is fine if everything else stays quiet.',
  },
  'jewellery-evening': {
    family: 'jewellery', when: { occasion: ['wedding', 'party', 'formal', 'date'] }, era: 'tiffany',
    picks: [['statement-earrings', 'gold'], ['fine-necklace', 'gold'], ['cufflinks', 'silver']],
    avoid: [['layered-necklaces', 'gold']],
    why: 'In the evening, one statement piece: bold earrings with a bare neckline, or a necklace with simple studs, never both.',
    avoidWhy: 'Layered chains with statement earrings fight for attention.',
    exception: 'Keep metals to one colour, unless a piece itself mixes them.',
  },
  'jewellery-general': {
    family: 'jewellery', when: {}, era: 'chanel',
    picks: [['gold-hoops', 'gold'], ['fine-necklace', 'gold'], ['classic-watch', 'brown']],
    avoid: [],
    why: 'Pick one metal that suits your skin and match it to buckles and buttons; small hoops and a fine chain go with nearly everything.',
    avoidWhy: 'Avoid mixing a busy print with busy jewellery.',
    exception: 'Pearls work with both gold and silver.',
  },
  'tie-suit': {
    family: 'tie', when: { garment: ['suit', 'shirt', 'blazer'] }, era: 'windsor',
    picks: [['silk-tie', 'burgundy'], ['silk-tie', 'navy'], ['silk-tie', 'grey']],
    avoid: [],
    why: 'A tie should be darker than the shirt: burgundy or navy silk on a white or light blue shirt is the reliable choice, with the tip touching the top of the belt.',
    avoidWhy: 'Avoid novelty prints and a tie lighter than the shirt.',
    exception: 'At a garden party or a smart-casual event you can leave the tie off and open one button.',
  },
  // Capsule wardrobes
  'capsule-general': {
    family: 'capsule', when: {}, era: 'capsule',
    picks: [['white-oxford-shirt', 'white'], ['plain-tee', 'white'], ['fine-knit-crew', 'navy'], ['dark-jeans', 'denim'], ['tailored-trousers', 'charcoal'], ['navy-blazer', 'navy'], ['trench-coat', 'beige'], ['white-sneakers', 'white'], ['loafers', 'brown'], ['leather-belt', 'brown']],
    avoid: [],
    why: 'Build around two neutrals plus one accent colour, so every top goes with every bottom: about ten pieces give over thirty outfits.',
    avoidWhy: 'Don’t start with trend pieces or prints; add them only once the base works.',
    exception: 'Swap pieces for your climate and your week: a warm-climate capsule trades the trench for a linen shirt.',
  },
  'capsule-work': {
    family: 'capsule', when: { occasion: ['work', 'interview'] }, era: 'armani',
    picks: [['navy-blazer', 'navy'], ['tailored-trousers', 'charcoal'], ['dress-shirt', 'white'], ['dress-shirt', 'lightblue'], ['fine-knit-crew', 'grey'], ['derby-shoes', 'brown'], ['structured-tote', 'black']],
    avoid: [],
    why: 'A work capsule starts with a navy blazer and grey trousers that can be worn together or apart, two shirts, one fine knit and one pair of polished shoes.',
    avoidWhy: 'Avoid buying a full suit in a colour that only works as a suit.',
    exception: 'If your office is casual, replace the shirts with fine knits and the Derbies with loafers.',
  },
  'capsule-travel': {
    family: 'capsule', when: { occasion: ['travel'] }, era: 'capsule',
    picks: [['fine-knit-crew', 'navy'], ['plain-tee', 'white'], ['chinos', 'navy'], ['dark-jeans', 'denim'], ['mac', 'navy'], ['white-sneakers', 'white'], ['travel-scarf', 'grey']],
    avoid: [],
    why: 'For travel, pack in one colour family so everything mixes, and wear the bulkiest pieces on the plane.',
    avoidWhy: 'Leave behind anything that needs its own pair of shoes.',
    exception: 'Add one dressy piece if there’s one evening out.',
  },
  // Packing by destination: the suitcase for the beach, the snow or a winter city is not the one for anywhere else.
  'capsule-beach-trip': {
    family: 'capsule', when: { occasion: ['beach-trip'] }, era: 'capsule',
    picks: [['linen-shirt', 'white'], ['tank-top', 'white'], ['swimsuit', 'navy'], ['sundress', 'white'], ['sarong', 'white'], ['linen-shorts', 'beige'], ['linen-trousers', 'white'], ['flat-sandals', 'camel'], ['espadrilles', 'navy'], ['sun-hat', 'beige'], ['sunglasses', 'brown'], ['straw-bag', 'beige']],
    avoid: [],
    why: 'For the beach, pack light and breathable: linen and cotton, a swimsuit or two with a cover-up to wear over them, sandals, and a hat and sunglasses against the sun.',
    avoidWhy: 'Leave the jeans and heavy knits at home: they take the most room and dry the slowest.',
    exception: 'Pack one light layer for cool evenings by the sea.',
  },
  'capsule-snow-trip': {
    family: 'capsule', when: { occasion: ['snow-trip'] }, era: 'capsule',
    picks: [['quarter-zip', 'navy'], ['fleece-pullover', 'cream'], ['cable-knit', 'cream'], ['plain-tee', 'grey'], ['dark-jeans', 'black'], ['puffer', 'black'], ['duck-boots', 'navy'], ['lug-boots', 'black'], ['beanie', 'grey'], ['knit-gloves', 'grey']],
    avoid: [],
    why: 'For a ski trip, pack in layers: a merino or fleece layer under a warm puffer, boots that keep out snow and ice, a hat and gloves, and a chunky knit with jeans for the evenings.',
    avoidWhy: 'Leave smooth leather soles at home: they slip on packed snow.',
    exception: 'Ski trousers and a ski jacket are worth renting if you only ski once a year.',
  },
  'capsule-winter-city': {
    family: 'capsule', when: { occasion: ['winter-city-trip'] }, era: 'capsule',
    picks: [['turtleneck', 'black'], ['cashmere-sweater', 'camel'], ['fine-knit-crew', 'grey'], ['dark-jeans', 'denim'], ['wool-flannel', 'grey'], ['wool-overcoat', 'camel'], ['lug-boots', 'black'], ['chelsea-boots', 'black'], ['travel-scarf', 'grey'], ['leather-gloves', 'black']],
    avoid: [],
    why: 'For a city in winter, pack knits that look good indoors under one warm coat, boots you can walk in all day, and a scarf and gloves.',
    avoidWhy: 'Leave canvas sneakers behind: wet pavements soak through them.',
    exception: 'Museums and restaurants are heated: a fine knit you can take off beats one thick jumper.',
  },
  // Dress codes and occasions
  'code-black-tie': {
    family: 'dressCode', when: { dressCode: 'blackTie' }, era: 'tuxedoPark',
    picks: [['tuxedo', 'black'], ['tuxedo-shirt', 'white'], ['bow-tie', 'black'], ['patent-oxfords', 'black'], ['gown', 'navy']],
    avoid: [['silk-tie', 'navy'], ['white-sneakers', 'white']],
    why: 'Black tie means a dinner suit with a white dress shirt, black bow tie and patent shoes, or a floor-length gown.',
    avoidWhy: 'A long necktie or a business suit isn’t black tie, however dark.',
    exception: 'Midnight navy dinner suits are as correct as black, and a dressy cocktail dress is often accepted when the invitation says “black tie optional”.',
  },
  'code-cocktail': {
    family: 'dressCode', when: { dressCode: 'cocktail' }, era: 'tiffany',
    picks: [['cocktail-dress', 'navy'], ['pumps', 'black'], ['charcoal-suit', 'charcoal'], ['silk-tie', 'burgundy'], ['oxford-shoes', 'black']],
    avoid: [['gown', 'black']],
    why: 'Cocktail attire sits between business and black tie: a knee-length dress or a dark suit, with more shine and colour than at the office.',
    avoidWhy: 'A floor-length gown is too much, and chinos are too little.',
    exception: 'A dark suit without a tie works at a relaxed cocktail party if the shirt is crisp.',
  },
  'code-business-casual': {
    family: 'dressCode', when: { dressCode: 'businessCasual' }, era: 'ivy',
    picks: [['chinos', 'navy'], ['white-oxford-shirt', 'white'], ['navy-blazer', 'navy'], ['loafers', 'brown']],
    avoid: [['graphic-tee', 'black'], ['hoodie', 'grey']],
    why: 'Business casual is a suit taken apart: chinos or wool trousers, a collared shirt or fine knit, and leather shoes; the blazer is optional.',
    avoidWhy: 'Graphic T-shirts, hoodies and sports shoes are below the line.',
    exception: 'Dark jeans without wear marks pass in many offices on a Friday.',
  },
  'code-smart-casual': {
    family: 'dressCode', when: { dressCode: 'smartCasual' }, era: 'mcqueen',
    picks: [['dark-jeans', 'denim'], ['navy-blazer', 'navy'], ['suede-loafers', 'brown'], ['chinos', 'beige'], ['knit-polo', 'navy'], ['white-sneakers', 'white']],
    avoid: [['charcoal-suit', 'charcoal'], ['running-shoes', 'white']],
    why: 'Smart casual mixes one casual piece with one smart one: dark jeans with a blazer, or chinos with a knitted polo, and clean leather shoes or white leather sneakers.',
    avoidWhy: 'A full suit and tie is overdressed, and athletic wear is underdressed.',
    exception: 'In summer a linen shirt can replace the blazer entirely.',
  },
  'code-garden-party': {
    family: 'dressCode', when: { dressCode: 'gardenParty' }, era: 'windsor',
    picks: [['linen-suit', 'beige'], ['linen-shirt', 'lightblue'], ['suede-loafers', 'brown'], ['floral-midi', 'sage'], ['block-heels', 'camel'], ['sun-hat', 'beige']],
    looks: [{ size: 3, for: 'man' }, { size: 3, for: 'woman' }],
    avoid: [['pumps', 'black'], ['charcoal-suit', 'charcoal']],
    why: 'A garden party is daytime and outdoors: lighter colours and breathable fabrics, a linen suit or a floral midi dress, and shoes that won’t sink into the lawn.',
    avoidWhy: 'Stiletto heels sink into grass, and a dark business suit looks like you came from the office.',
    exception: 'A tie is optional: wear a light silk or knitted one if the invitation says formal, otherwise an open collar is right.',
  },
  'code-beach-wedding': {
    family: 'dressCode', when: { dressCode: 'beachWedding' }, era: 'windsor',
    picks: [['linen-suit', 'beige'], ['linen-shirt', 'white'], ['espadrilles', 'beige'], ['maxi-dress', 'sage'], ['flat-sandals', 'camel'], ['sun-hat', 'beige']],
    looks: [{ size: 3, for: 'man' }, { size: 3, for: 'woman' }],
    avoid: [['pumps', 'black'], ['charcoal-suit', 'charcoal']],
    why: 'A beach wedding is still a wedding, dressed for sand and sun: a light linen suit with an open collar and no tie, or a flowing midi or maxi dress in a colour, and flat shoes for walking on sand.',
    avoidWhy: 'Stilettos sink into the sand, a dark wool suit is too hot in the sun, and white still belongs to the bride.',
    exception: 'If the ceremony is in the evening or the invitation says formal, a light suit with a tie or a dressier dress is right; keep the shoes flat or block-heeled.',
  },
  'code-funeral': {
    family: 'dressCode', when: { dressCode: 'funeral' }, era: 'chanel',
    picks: [['charcoal-suit', 'charcoal'], ['dress-shirt', 'white'], ['oxford-shoes', 'black'], ['sheath-dress', 'black'], ['pumps', 'black']],
    looks: [{ size: 3, for: 'man' }, { size: 2, for: 'woman' }],
    avoid: [['printed-shirt', 'coral'], ['sequin-top', 'gold']],
    why: 'For a funeral, dark and quiet: a black or charcoal suit or a simple dark dress, covered shoulders, polished black shoes.',
    avoidWhy: 'Bright colours, prints and shine draw attention on a day that’s not about you.',
    exception: 'Some families ask for a colour in memory of the person; follow the invitation.',
  },
  'code-christening': {
    family: 'dressCode', when: { dressCode: 'christening' }, era: 'kelly',
    picks: [['navy-suit', 'navy'], ['dress-shirt', 'white'], ['suede-loafers', 'brown'], ['floral-midi', 'sage'], ['block-heels', 'camel']],
    looks: [{ size: 3, for: 'man' }, { size: 2, for: 'woman' }],
    avoid: [['sheath-dress', 'white'], ['sequin-top', 'gold']],
    why: 'A christening is a daytime ceremony in church: smart but soft. A navy or grey suit, a blazer with trousers, or a midi dress in a gentle colour, shoulders covered in church and shoes you can stand in for a while.',
    avoidWhy: 'All white belongs to the baby, and sequins, a lot of skin or evening shine look out of place in church in the daytime.',
    exception: 'If the party afterwards is at home or in a garden, the tie can come off once the service is over.',
  },
  'code-festival': {
    family: 'dressCode', when: { dressCode: 'festival' }, era: 'moss', uninvited: true,
    picks: [['denim-shorts', 'denim'], ['band-tee', 'black'], ['combat-boots', 'black'], ['rain-jacket', 'yellow'], ['fanny-pack', 'black']],
    avoid: [['strappy-sandals', 'gold'], ['clutch', 'gold']],
    why: 'At a festival you stand, dance and walk on mud or dust for hours: closed boots, layers you can tie round your waist and a hands-free bag.',
    avoidWhy: 'Heeled sandals and a clutch are the two things people regret first.',
    exception: 'On a hot, dry day a pair of broken-in sneakers beats boots.',
  },
  'code-interview': {
    family: 'dressCode', when: { occasion: ['interview'] }, era: 'armani', uninvited: true,
    picks: [['navy-suit', 'navy'], ['dress-shirt', 'white'], ['derby-shoes', 'brown'], ['trouser-suit', 'navy'], ['silk-blouse', 'ivory'], ['pumps', 'black']],
    looks: [{ size: 3, for: 'man' }, { size: 3, for: 'woman' }],
    avoid: [['graphic-tee', 'black'], ['statement-earrings', 'gold']],
    why: 'Dress one step above the people who work there: a navy suit or trouser suit with a white shirt says prepared and lets your answers do the talking.',
    avoidWhy: 'Anything loud, from prints to statement jewellery, is remembered instead of you.',
    exception: 'At a start-up, a blazer with dark trousers and no tie is usually enough.',
  },
  'code-interview-startup': {
    family: 'dressCode', when: { occasion: ['interview'], casualWorkplace: true }, era: 'armani', uninvited: true,
    picks: [['navy-blazer', 'navy'], ['white-oxford-shirt', 'white'], ['tailored-trousers', 'grey'], ['suede-loafers', 'brown'], ['oversized-blazer', 'camel'], ['silk-blouse', 'ivory'], ['tailored-trousers', 'black'], ['loafers', 'black']],
    looks: [{ size: 4, for: 'man' }, { size: 4, for: 'woman' }],
    avoid: [['hoodie', 'grey'], ['graphic-tee', 'black']],
    why: 'At a start-up, a full suit can look out of step with a team in jeans: dress one step above them, in smart casual. A blazer with dark trousers, a crisp shirt or a silk blouse, and clean leather shoes; no tie.',
    avoidWhy: 'A hoodie or a slogan tee copies the team instead of showing you came prepared.',
    exception: 'If the role meets clients, or the company works in finance or law, wear the suit; when unsure, ask the recruiter what the team wears.',
  },
  'code-wedding': {
    family: 'dressCode', when: { occasion: ['wedding'] }, era: 'windsor',
    picks: [['navy-suit', 'navy'], ['silk-tie', 'burgundy'], ['oxford-shoes', 'brown'], ['wrap-dress', 'burgundy'], ['block-heels', 'camel']],
    looks: [{ size: 3, for: 'man' }, { size: 2, for: 'woman' }],
    avoid: [['sheath-dress', 'white'], ['graphic-tee', 'black']],
    why: 'A wedding guest dresses up for the couple: a navy or grey suit with a tie, or a midi dress in a colour, never white.',
    avoidWhy: 'White and ivory belong to the bride, and anything casual looks like you didn’t make an effort.',
    exception: 'For an evening wedding, go darker and dressier; for a beach wedding, linen and no tie.',
  },
  'code-meet-parents': {
    family: 'dressCode', when: { dressCode: 'meetParents' }, era: 'ivy', uninvited: true,
    picks: [['fine-knit-crew', 'navy'], ['chinos', 'beige'], ['suede-loafers', 'brown'], ['wrap-dress', 'navy'], ['block-heels', 'camel']],
    looks: [{ size: 3 }, { size: 2, for: 'woman' }],
    avoid: [['graphic-tee', 'black'], ['sequin-top', 'gold']],
    why: 'Meeting a partner’s parents is smart casual: neat and polished, a step up from a date but not formal. A fine knit or a crisp shirt with chinos, or a simple midi dress, and clean leather shoes show you made an effort for them.',
    avoidWhy: 'Slogans, a lot of skin or shine, and anything worn out are what they will remember; a full suit looks like a job interview.',
    exception: 'If they have booked a formal restaurant, add a blazer; at a barbecue in their garden, dark jeans are fine.',
  },
  'code-date': {
    family: 'dressCode', when: { occasion: ['date'] }, era: 'tiffany', uninvited: true,
    picks: [['dark-jeans', 'denim'], ['leather-jacket', 'black'], ['white-oxford-shirt', 'white'], ['slip-dress', 'black'], ['chelsea-boots', 'black']],
    looks: [{ size: 3 }, { size: 2, for: 'woman' }],
    avoid: [['hoodie', 'grey']],
    why: 'For a date, wear what you feel best in, one step up: dark jeans with a crisp shirt and a leather jacket, or a slip dress with boots.',
    avoidWhy: 'A brand-new outfit you keep adjusting shows more than any colour.',
    exception: 'A first date at a formal restaurant deserves the blazer.',
  },
  // Colours
  'colour-double-denim': {
    family: 'colour', when: { doubleDenim: true }, era: 'crosby', answer: 'condition',
    picks: [['dark-jeans', 'denim'], ['denim-jacket', 'lightblue'], ['plain-tee', 'white'], ['chelsea-boots', 'brown']],
    avoid: [],
    why: 'Double denim works when the two washes are clearly different: dark jeans with a lighter denim jacket or shirt, and a white tee between them to break it up.',
    avoidWhy: 'Two pieces in the same wash look like a uniform, or like a suit that went wrong.',
    exception: 'Head-to-toe matching denim can work as a deliberate fashion statement, but only in dark, rigid denim.',
  },
  'colour-white-winter': {
    family: 'colour', when: { colours: ['white'], whiteOutOfSeason: true }, era: 'chanel', answer: 'yes',
    picks: [['cashmere-sweater', 'cream'], ['wrap-coat', 'cream'], ['tailored-trousers', 'white'], ['chelsea-boots', 'brown']],
    avoid: [],
    why: 'The no-white-after-Labor-Day rule was an old American society convention, not a style rule. Wear white all year, in the season’s fabrics, so wool, cashmere and heavy cotton in winter white or cream rather than summer linen.',
    avoidWhy: 'Avoid thin white linen and canvas in cold, wet weather: the fabric, not the colour, looks out of season.',
    exception: 'White shoes and white denim show winter slush at once, so keep them for dry days.',
  },
  'colour-black-wedding': {
    family: 'colour', when: { colours: ['black'], occasion: ['wedding'] }, era: 'tiffany', answer: 'yes',
    picks: [['charcoal-suit', 'charcoal'], ['silk-tie', 'burgundy'], ['oxford-shoes', 'black'], ['slip-dress', 'black'], ['strappy-sandals', 'gold'], ['clutch', 'gold']],
    looks: [{ size: 3, for: 'man' }, { size: 3, for: 'woman' }],
    avoid: [['sheath-dress', 'white']],
    why: 'Black is accepted at most weddings today, and it is at its best at an evening one: make it festive rather than severe, with a dressy fabric, a tie or jewellery in a colour, gold or metallic shoes and bag. By day, soften it with a colour or a lighter fabric.',
    avoidWhy: 'All black in a flat, plain fabric with nothing to lift it reads as a funeral, not a party.',
    exception: 'Some families and cultures still see black at a wedding as mourning: check the invitation, or ask the couple, before you wear it.',
  },
  'colour-navy-black': {
    family: 'colour', when: { colours: ['navy', 'black'] }, era: 'armani', answer: 'condition',
    picks: [['fine-knit-crew', 'navy'], ['tailored-trousers', 'black'], ['chelsea-boots', 'black']],
    avoid: [],
    why: 'Navy and black work together when the difference is clear: a navy knit with black trousers, different textures, and good light.',
    avoidWhy: 'Avoid two almost-black pieces side by side in the same fabric: it looks like a mistake.',
    exception: 'Black shoes with a navy suit are always fine.',
  },
  'colour-brown-black': {
    family: 'colour', when: { colours: ['brown', 'black'] }, era: 'windsor', answer: 'condition',
    picks: [['leather-jacket', 'black'], ['corduroy-trousers', 'brown'], ['chelsea-boots', 'brown']],
    avoid: [],
    why: 'Brown and black can be worn together if they’re clearly separate pieces, such as a black jacket over brown trousers; tie the shoes to the trousers.',
    avoidWhy: 'Avoid black shoes with a brown belt, or the other way round: they sit too close.',
    exception: 'The old “no brown in town” rule is long gone: brown shoes with a business suit are fine.',
  },
  'colour-burgundy': {
    family: 'colour', when: { colours: ['burgundy'] }, era: 'windsor', partners: ['navy', 'grey', 'camel', 'cream', 'olive'],
    picks: [['cashmere-sweater', 'burgundy'], ['tailored-trousers', 'grey'], ['chinos', 'navy'], ['loafers', 'brown']],
    avoid: [],
    why: 'Burgundy is a deep, warm colour that acts almost as a neutral: it goes with navy, grey, camel, cream and olive.',
    avoidWhy: 'Avoid pairing it with bright red or orange, which fight its depth.',
    exception: 'Burgundy with pink can work as a tonal look if the pink is soft.',
  },
  'colour-olive': {
    family: 'colour', when: { colours: ['olive'] }, era: 'mcqueen', partners: ['cream', 'white', 'navy', 'denim', 'brown', 'rust'],
    picks: [['field-jacket', 'olive'], ['plain-tee', 'white'], ['dark-jeans', 'denim'], ['suede-chukkas', 'brown']],
    avoid: [],
    why: 'Olive is an earthy neutral: it looks best with cream, white, navy, denim, brown and rust.',
    avoidWhy: 'Avoid pairing it with a bright green, which makes both look dull.',
    exception: 'Olive and black work as a darker, urban combination.',
  },
  'colour-general': {
    family: 'colour', when: {}, era: 'funnyFace',
    picks: [['fine-knit-crew', 'navy'], ['tailored-trousers', 'grey'], ['loafers', 'brown']],
    avoid: [],
    why: 'Build on one or two neutrals (navy, grey, camel, white, black) and add at most one accent colour.',
    avoidWhy: 'Avoid two bright colours of the same strength, which compete.',
    exception: 'A tonal outfit in shades of one colour can skip neutrals entirely.',
  },
  // Fit and body type
  'fit-petite': {
    family: 'fit', when: { body: ['petite'] }, era: 'funnyFace',
    picks: [['cigarette-trousers', 'black'], ['cropped-jacket', 'navy'], ['pumps', 'beige'], ['turtleneck', 'black']],
    avoid: [['wool-overcoat', 'camel'], ['maxi-skirt', 'rust']],
    why: 'To lengthen a petite frame, keep one colour from top to toe, raise the waist, and crop the jacket so the legs look longer; a pointed shoe in a skin tone adds more.',
    avoidWhy: 'Long oversized coats and heavy maxi skirts swallow a small frame.',
    exception: 'A maxi dress works if it’s fitted at the waist and you add a small heel.',
  },
  'fit-tall': {
    family: 'fit', when: { body: ['tall'] }, era: 'grant',
    picks: [['wide-leg-trousers', 'camel'], ['wool-overcoat', 'camel'], ['maxi-skirt', 'olive'], ['loafers', 'brown']],
    avoid: [['cropped-jacket', 'navy']],
    why: 'Tall frames carry volume and length: wide-leg trousers, long coats and maxi skirts, and you can break the line with a contrasting belt or top.',
    avoidWhy: 'Check sleeve and trouser lengths first: too short is the usual giveaway.',
    exception: 'A cropped jacket works when the trousers are high-waisted.',
  },
  'fit-curvy': {
    family: 'fit', when: { body: ['curvy', 'plusSize'] }, era: 'tiffany',
    picks: [['wrap-dress', 'navy'], ['wrap-coat', 'camel'], ['wide-leg-trousers', 'black'], ['block-heels', 'black']],
    avoid: [['boiler-suit', 'khaki']],
    why: 'Show the waist: wrap dresses, belted coats and high-waisted wide trousers follow your shape without clinging.',
    avoidWhy: 'Boxy, shapeless pieces add volume everywhere.',
    exception: 'An oversized shirt works when tucked in at the front.',
  },
  'fit-pear': {
    family: 'fit', when: { body: ['pear'] }, era: 'chanel',
    picks: [['navy-blazer', 'navy'], ['silk-blouse', 'ivory'], ['a-line-skirt', 'navy'], ['wide-leg-trousers', 'black']],
    avoid: [['leather-trousers', 'black']],
    why: 'Balance wider hips by adding structure above: a blazer with defined shoulders, a light top, and an A-line skirt or wide-leg trousers in a darker colour below.',
    avoidWhy: 'Skinny, shiny trousers with a short top put all the attention on the hips.',
    exception: 'Straight dark jeans with a longer blazer also balance the shape.',
  },
  'fit-apple': {
    family: 'fit', when: { body: ['apple'] }, era: 'armani',
    picks: [['wrap-top', 'navy'], ['sheath-dress', 'navy'], ['oversized-blazer', 'black'], ['tailored-trousers', 'black']],
    avoid: [['crop-top', 'white']],
    why: 'Draw the eye up and lengthen the middle: V-necks, open jackets worn unbuttoned and straight dresses that skim rather than cling.',
    avoidWhy: 'Cropped tops and tight belts at the waist cut you at the widest point.',
    exception: 'A belt worn loosely below the bust can work on a shift dress.',
  },
  'fit-broad': {
    family: 'fit', when: { body: ['broad'] }, era: 'grant',
    picks: [['fine-knit-crew', 'navy'], ['tailored-trousers', 'charcoal'], ['chinos', 'khaki']],
    avoid: [],
    why: 'With broad shoulders, choose soft, natural shoulders and V-necks, and give the legs a straight, slightly fuller cut for balance.',
    avoidWhy: 'Avoid padded shoulders and horizontal stripes across the chest.',
    exception: 'A tailored jacket with a slim, unpadded shoulder still works.',
  },
  'fit-suit': {
    family: 'fit', when: { garment: ['suit', 'blazer', 'trousers'] }, era: 'grant',
    picks: [['navy-suit', 'navy'], ['dress-shirt', 'white']],
    avoid: [],
    why: 'A suit fits when the shoulder seam ends at your shoulder, the jacket closes without pulling, about a centimetre of shirt cuff shows, and the trousers just touch the shoe.',
    avoidWhy: 'Shoulders that are too wide can’t be fixed; everything else a tailor can adjust.',
    exception: 'A relaxed suit can be cut a little fuller on purpose; the shoulder rule still applies.',
  },
  'fit-general': {
    family: 'fit', when: {}, era: 'grant',
    picks: [['navy-blazer', 'navy'], ['tailored-trousers', 'charcoal'], ['white-oxford-shirt', 'white']],
    avoid: [],
    why: 'Fit first: shoulders that end at your shoulder, a waist that sits where it should, and hems that just touch the shoe; a tailor fixes almost everything else for little money.',
    avoidWhy: 'Buying a size up to feel comfortable makes everything look borrowed.',
    exception: 'Knitwear and relaxed cuts are meant to be roomier; keep the shoulder seam in place anyway.',
  },
  // Care and fabric
  'care-general': {
    family: 'care', when: {}, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Read the care label first, wash cool and inside out, and dry knits flat and shirts on a hanger.',
    avoidWhy: 'Hot washes and the tumble dryer shorten the life of almost everything.',
    exception: 'Tailoring and structured pieces go to the dry cleaner, and only when they need it.',
  },
  'care-wool': {
    family: 'care', when: { fabric: ['wool'] }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Wash wool and cashmere by hand or on the wool cycle in cool water with a wool detergent, press the water out in a towel and dry it flat.',
    avoidWhy: 'Hot water, wringing and the tumble dryer shrink and felt it; hanging it stretches the shoulders.',
    exception: 'Air it between wears and brush it: good wool needs washing far less than cotton.',
  },
  'care-linen': {
    family: 'care', when: { fabric: ['linen'] }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Wash linen cool, hang it to dry while still damp, and iron it slightly damp on a hot setting for crisp results.',
    avoidWhy: 'Over-drying it in a tumble dryer sets deep creases.',
    exception: 'Soft creases are part of linen’s charm: don’t iron a relaxed linen shirt too flat.',
  },
  'care-suede': {
    family: 'care', when: { fabric: ['suede'] }, era: 'astaire',
    picks: [],
    avoid: [],
    why: 'Spray suede with a protector before the first wear, brush it with a suede brush and let it dry at room temperature if it gets wet.',
    avoidWhy: 'Keep it away from radiators and heavy rain; never rub a wet stain.',
    exception: 'Some modern suede is water-repellent; check the label before you avoid the rain.',
  },
  'care-silk': {
    family: 'care', when: { fabric: ['silk'] }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Hand wash silk in cold water with a gentle detergent, roll it in a towel and dry it away from the sun; steam out creases.',
    avoidWhy: 'Wringing, hot irons and deodorant stains damage the fibres.',
    exception: 'Structured silk pieces with linings go to the dry cleaner.',
  },
  'care-denim': {
    family: 'care', when: { fabric: ['denim'] }, era: 'crosby',
    picks: [],
    avoid: [],
    why: 'Wash jeans rarely, inside out, in cold water, and hang them to dry to keep the colour and the fit.',
    avoidWhy: 'Hot washes and the dryer fade and shrink them.',
    exception: 'Raw denim purists wait months for the first wash; everyday jeans need one when they smell, not on a schedule.',
  },
  'care-leather': {
    family: 'care', when: { fabric: ['leather'] }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Condition leather every few months, use shoe trees in leather shoes, and let them rest a day between wears.',
    avoidWhy: 'Drying leather near heat cracks it.',
    exception: 'Patent leather only needs a soft cloth.',
  },
  'care-stain': {
    family: 'care', when: { stain: true }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'Act fast: blot the stain with a clean white cloth, never rub, and rinse it from the back with cold water so it leaves the way it came in; then wash the piece as its label says.',
    avoidWhy: 'Hot water and the tumble dryer set a stain for good, and rubbing works it deeper into the weave.',
    exception: 'Grease and oil need more than water: work a drop of washing-up liquid in gently before the wash.',
  },
  'care-stain-delicate': {
    family: 'care', when: { stain: true, fabric: ['silk', 'wool', 'suede'] }, era: 'savileRow',
    picks: [],
    avoid: [],
    why: 'On silk, wool or suede, blot the stain gently with a clean white cloth, never rub, and take the piece to a dry cleaner within a day, telling them what the stain is.',
    avoidWhy: 'Rubbing, hot water, salt and household stain removers lift the dye and leave a ring worse than the stain.',
    exception: 'A fresh splash on washable silk can be rinsed from the back with cold water straight away, then dried flat out of the sun.',
  },
  'care-sneakers': {
    family: 'care', when: { fabric: ['sneakers'] }, era: 'mcqueen',
    picks: [],
    avoid: [],
    why: 'Clean white leather sneakers with a soft brush, mild soap and water, and a magic eraser on the soles; stuff them with paper to dry.',
    avoidWhy: 'Machine washing leather sneakers wrecks their shape.',
    exception: 'Canvas sneakers can go in a cool wash in a laundry bag.',
  },
  // Rate my idea
  'idea-socks-sandals': {
    family: 'idea', when: { garment: ['dressSocks', 'sportsSocks'], allGarments: ['sandals'] }, era: 'moss', answer: 'no',
    picks: [['flat-sandals', 'camel'], ['canvas-sneakers', 'white'], ['loafers', 'brown']],
    avoid: [['dress-socks', 'navy']],
    why: 'Sandals are made to show the foot: wear them bare, and when it’s cool enough for socks, it’s cool enough for closed shoes, canvas sneakers or loafers.',
    avoidWhy: 'Socks under sandals hide the one thing sandals are for and read as an accident, dress socks most of all.',
    exception: 'Worn on purpose, it’s a fashion look: fine-knit or ribbed socks in a colour with chunky sport sandals, with everything else clean and deliberate.',
  },
  'idea-linen-wedding': {
    family: 'idea', when: { allGarments: ['shirt', 'chinos'], fabric: ['linen'], occasion: ['wedding'] }, era: 'grant', answer: 'condition',
    picks: [['linen-blazer', 'navy'], ['suede-loafers', 'brown'], ['linen-suit', 'beige']],
    avoid: [['white-sneakers', 'white']],
    why: 'A linen shirt and chinos suit a daytime summer wedding with a relaxed or garden dress code, as long as a light blazer goes over them: a navy or stone linen blazer and suede loafers make the pair look chosen for the day.',
    avoidWhy: 'Without a jacket, or with sneakers, the pair reads as a weekend lunch, not a day anyone dressed up for.',
    exception: 'An evening or formal wedding asks for a suit: a linen suit keeps the summer ease and the formality.',
  },
  'idea-sneakers-suit-formal': {
    family: 'idea', when: { allGarments: ['suit', 'sneakers'], occasion: ['wedding', 'interview', 'work', 'formal', 'church', 'graduation'] }, era: 'windsor', answer: 'no',
    picks: [['oxford-shoes', 'black'], ['derby-shoes', 'brown'], ['loafers', 'burgundy']],
    avoid: [['white-sneakers', 'white']],
    why: 'At a wedding, an interview or the office, white sneakers make a suit look underdressed; leather dress shoes keep the formality the suit promises.',
    avoidWhy: 'Sneakers with a suit here say you didn’t change your shoes, whatever the brand.',
    exception: 'At a relaxed reception after the formal part, clean white leather sneakers can come out.',
  },
  'idea-sneakers-suit': {
    family: 'idea', when: { allGarments: ['suit', 'sneakers'] }, era: 'armani', answer: 'condition',
    picks: [['white-sneakers', 'white'], ['loafers', 'black']],
    avoid: [['running-shoes', 'white']],
    why: 'White sneakers with a suit can work, but only with plain white leather sneakers, a slim suit and a smart-casual setting.',
    avoidWhy: 'With a black suit the contrast is harsh, and at the office or a wedding it reads as underdressed; chunky running shoes never work.',
    exception: 'A navy or grey cotton suit with minimal white leather sneakers is the easiest version.',
  },
} as const satisfies Record<string, SituationRow>;

export type SituationId = keyof typeof SITUATION_ROWS;
/** The situations that answer "yes, on one condition": each language names that condition (ChatLines.conditions). */
export type ConditionalSituationId = { [K in SituationId]: (typeof SITUATION_ROWS)[K] extends { answer: 'condition' } ? K : never }[SituationId];

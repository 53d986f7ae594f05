/**
 * The garment knowledge base as data, one garment per line, fields separated by `|`:
 *
 *   slot | id | name | formality | warmth | coverage | silhouette | colours | occasions | tags
 *
 * - slot: top, bottom, dress (one piece: top and bottom), outer, shoes, acc
 * - formality 0 athletic … 1 casual … 2 smart casual … 3 business/formal … 4 black tie
 * - warmth 0 (for heat) … 4 (for frost)
 * - coverage: legs for bottoms and dresses (bare, partial, full), feet for shoes (open, closed), '-' otherwise
 * - colours: the colour ids (colour/names.ts) the garment is commonly made in, first = most typical
 * - occasions: styling occasion codes (see OCCASION_CODES in garments.ts)
 * - tags: sport (sportswear), rainproof, swim, tailored, evening, statement, layer, sustainable
 *
 * Kept as text so a stylist can read and edit it without touching code; garments.ts parses and
 * checks it once at load (an unknown colour, occasion or slot throws at start-up, not in a job).
 */
export const GARMENT_ROWS = `
top|white-oxford-shirt|crisp white oxford shirt|2.8|1|-|fitted|white lightblue|bm ji wg fd br dn tr|tailored
top|poplin-shirt|cotton poplin shirt|2.7|1|-|straight|lightblue white lavender pink|bm ji br tr dn|tailored
top|silk-blouse|silk blouse|3|1|-|relaxed|ivory cream navy burgundy sage|bm ji wg fd dn br ep|evening
top|bow-blouse|pussy-bow blouse|3|1|-|relaxed|ivory black navy burgundy|bm ji fd wg|
top|satin-camisole|satin camisole|2.5|0|-|fitted|black ivory wine sage cream|dn ep wg fd|evening
top|fine-knit-crew|fine merino crew-neck sweater|2.5|2|-|fitted|navy grey charcoal camel cream|bm ji tr br dn fd|layer
top|cashmere-sweater|cashmere sweater|2.6|3|-|relaxed|camel cream grey navy burgundy|bm dn tr br fd cw|layer
top|cable-knit|chunky cable-knit sweater|1.5|4|-|oversized|cream grey olive navy rust|cw tr br cf|layer
top|turtleneck|merino turtleneck|2.5|3|-|fitted|black cream camel charcoal burgundy|bm dn fd ji tr ep|layer
top|mock-neck|mock-neck knit top|2.2|2|-|fitted|black ivory grey olive|dn br bm ep|
top|cardigan|fine-gauge cardigan|2|2|-|relaxed|navy camel cream grey sage|br cw tr bm|layer
top|polo-shirt|piqué polo shirt|1.8|1|-|fitted|navy white sage lightblue black|cw br tr|
top|knit-polo|knitted polo|2.2|1|-|fitted|cream navy olive rust|br dn cw tr|
top|linen-shirt|linen shirt|1.8|0|-|relaxed|white lightblue sage beige ivory|br cw bp tr wg|
top|camp-collar-shirt|camp-collar shirt|1.6|0|-|relaxed|cream rust olive navy|br cw cf dn bp|
top|printed-shirt|printed short-sleeve shirt|1.2|0|-|relaxed|navy coral teal mustard|cf bp br cw|statement
top|plain-tee|plain cotton T-shirt|1|1|-|straight|white black grey navy olive|cw tr cf br|
top|pocket-tee|heavyweight pocket tee|1|1|-|relaxed|white cream olive navy|cw tr cf|
top|graphic-tee|graphic T-shirt|0.8|1|-|relaxed|black white grey|cf cw|statement
top|band-tee|vintage band T-shirt|0.8|1|-|relaxed|black grey charcoal|cf cw|statement
top|long-sleeve-tee|long-sleeve T-shirt|1|2|-|straight|white grey navy black|cw tr|layer
top|henley|waffle henley|1.2|2|-|fitted|cream olive grey navy rust|cw tr br|
top|breton-top|Breton striped top|1.6|1|-|straight|navy white|br cw tr|
top|tank-top|ribbed tank top|0.8|0|-|fitted|white black grey|cw bp cf|
top|crop-top|cropped knit top|1|0|-|cropped|white black pink lavender|cf bp|
top|bodysuit|square-neck bodysuit|2|1|-|fitted|black white ivory|dn ep br|
top|corset-top|structured corset top|2.4|0|-|fitted|black ivory burgundy|dn ep cf|evening statement
top|sequin-top|sequin top|2.8|0|-|relaxed|silver gold black|ep|evening statement
top|wrap-top|jersey wrap top|2.2|1|-|fitted|black burgundy teal navy|dn br bm ep|
top|peplum-top|peplum top|2.4|1|-|fitted|black navy ivory|bm dn br|
top|off-shoulder-top|off-shoulder top|1.8|0|-|relaxed|white coral black|br dn bp|
top|halter-top|halter-neck top|2|0|-|fitted|black white gold|ep dn bp|evening
top|sweatshirt|crew-neck sweatshirt|0.8|3|-|relaxed|grey navy cream sage|cw tr|
top|hoodie|hoodie|0.6|3|-|oversized|grey black navy olive|cw tr cf|
top|quarter-zip|merino quarter-zip|1.8|3|-|fitted|navy grey charcoal camel|cw tr bm|layer
top|fleece-pullover|fleece pullover|0.8|3|-|relaxed|cream olive navy|cw tr|
top|rugby-shirt|rugby shirt|1.2|2|-|relaxed|navy green burgundy|cw br|
top|tuxedo-shirt|pleated tuxedo shirt|4|1|-|fitted|white|fd wg|tailored evening
top|dress-shirt|fine-cotton dress shirt|3.2|1|-|fitted|white lightblue|bm ji fd wg|tailored
top|sleeveless-shell|sleeveless silk shell|2.8|0|-|straight|ivory black navy|bm ji wg|
top|lace-top|lace blouse|2.6|1|-|fitted|ivory black|wg dn fd|evening
top|mesh-top|sheer mesh top|1.4|0|-|fitted|black|cf ep|statement
top|sports-bra|sports bra|0|0|-|fitted|black grey navy sage|gy|sport
top|performance-tee|moisture-wicking training tee|0|0|-|fitted|black grey navy blue|gy|sport
top|running-tank|running singlet|0|0|-|fitted|black white coral|gy|sport
top|compression-top|long-sleeve compression top|0|2|-|fitted|black navy|gy|sport
top|rash-guard|rash guard|0.5|0|-|fitted|navy black teal|bp|sport swim
top|kaftan|cotton kaftan|1|0|-|oversized|white ivory turquoise coral|bp|
top|sarong|beach sarong|1|0|-|relaxed|coral turquoise white|bp|swim
top|kimono-jacket|light kimono|1.5|0|-|oversized|cream sage coral|cf bp br|layer
top|fringe-top|fringed suede top|1.2|1|-|relaxed|camel brown|cf|statement
top|vest-waistcoat|tailored waistcoat|3|1|-|fitted|charcoal navy black|wg dn ep fd|tailored
bottom|tailored-trousers|tailored wool trousers|3.2|2|full|straight|charcoal navy grey black camel|bm ji fd wg dn|tailored
bottom|wide-leg-trousers|high-waisted wide-leg trousers|2.8|2|full|wide|black camel cream navy olive|bm ji dn br fd ep|tailored
bottom|cigarette-trousers|cigarette trousers|3|1|full|fitted|black navy camel|bm ji dn|tailored
bottom|pleated-trousers|pleated trousers|2.8|2|full|relaxed|taupe grey olive cream|bm br dn fd|tailored
bottom|tuxedo-trousers|tuxedo trousers with satin stripe|4|2|full|straight|black|fd wg|tailored evening
bottom|chinos|slim chinos|2|1|full|fitted|khaki navy olive beige beige|bm br cw tr dn|
bottom|linen-trousers|linen trousers|1.8|0|full|relaxed|beige white sage ivory|br bp wg cw tr|
bottom|dark-jeans|dark straight-leg jeans|1.5|2|full|straight|denim navy black|cw dn br tr cf|
bottom|light-jeans|light-wash jeans|1.2|1|full|straight|lightblue denim|cw br cf|
bottom|black-jeans|black slim jeans|1.6|2|full|fitted|black charcoal|dn ep cf cw|
bottom|wide-jeans|wide-leg jeans|1.3|2|full|wide|denim lightblue|cw br cf tr|
bottom|flared-jeans|flared jeans|1.4|2|full|wide|denim|cf br cw|
bottom|barrel-jeans|barrel-leg jeans|1.3|2|full|relaxed|denim ivory|cw cf|
bottom|cargo-trousers|cargo trousers|0.9|2|full|relaxed|olive khaki black|cw cf tr|
bottom|corduroy-trousers|corduroy trousers|1.8|3|full|straight|brown camel olive rust|cw br tr|
bottom|wool-flannel|grey flannel trousers|2.9|3|full|straight|grey charcoal|bm ji fd|tailored
bottom|leather-trousers|leather trousers|2.2|2|full|straight|black brown|ep dn cf|statement
bottom|joggers|tapered joggers|0.6|2|full|relaxed|grey black navy olive|tr cw|
bottom|track-pants|track pants|0.3|2|full|straight|black navy|tr gy|sport
bottom|leggings|performance leggings|0|2|full|fitted|black charcoal navy|gy|sport
bottom|thermal-tights|thermal running tights|0|3|full|fitted|black|gy|sport
bottom|bike-shorts|bike shorts|0|0|partial|fitted|black|gy|sport
bottom|running-shorts|running shorts|0|0|bare|relaxed|black navy grey|gy|sport
bottom|chino-shorts|chino shorts|1|0|bare|straight|khaki navy olive white|cw br bp tr|
bottom|denim-shorts|denim shorts|0.8|0|bare|relaxed|denim lightblue|cw bp cf|
bottom|linen-shorts|linen shorts|1|0|bare|relaxed|beige white sage|bp br cw|
bottom|tailored-shorts|tailored Bermuda shorts|1.8|0|partial|straight|navy camel black|br cw dn|tailored
bottom|swim-shorts|swim shorts|0.5|0|bare|relaxed|navy coral teal|bp|swim
bottom|bikini-bottoms|bikini|0.3|0|bare|fitted|black coral turquoise|bp|swim
bottom|pencil-skirt|pencil skirt|3|1|partial|fitted|black navy charcoal camel|bm ji fd|tailored
bottom|a-line-skirt|A-line midi skirt|2.4|1|partial|a-line|navy camel olive burgundy|bm br dn wg|
bottom|pleated-midi-skirt|pleated midi skirt|2.6|1|partial|a-line|sage cream navy black|wg br dn bm fd|
bottom|satin-slip-skirt|satin slip skirt|2.6|1|partial|straight|cream black sage burgundy|dn ep wg fd|evening
bottom|denim-skirt|denim midi skirt|1.3|1|partial|a-line|denim|cw br cf|
bottom|mini-skirt|mini skirt|1.4|0|bare|a-line|black denim|cf ep dn|
bottom|leather-skirt|leather midi skirt|2.2|2|partial|a-line|black brown burgundy|dn ep cf|
bottom|wool-skirt|wool midi skirt|2.6|3|partial|a-line|grey camel charcoal|bm ji fd|
bottom|maxi-skirt|flowing maxi skirt|1.8|1|full|a-line|olive rust cream navy|br cf wg bp|
bottom|knit-skirt|knitted midi skirt|2|3|partial|straight|cream grey camel|br cw tr|
bottom|palazzo-pants|silk palazzo trousers|2.8|1|full|wide|black ivory navy|ep fd wg dn|evening
dress|sheath-dress|tailored sheath dress|3.2|1|partial|fitted|black navy burgundy charcoal|bm ji fd wg|tailored
dress|wrap-dress|wrap midi dress|2.6|1|partial|fitted|navy burgundy teal black olive|bm dn wg br fd|
dress|shirt-dress|cotton shirt dress|2.2|1|partial|straight|lightblue white khaki navy|br bm cw tr|
dress|slip-dress|satin slip dress|2.8|0|partial|straight|black cream sage burgundy|dn ep wg|evening
dress|lbd|little black dress|3|1|bare|fitted|black|dn ep fd|evening
dress|cocktail-dress|cocktail dress|3.2|1|partial|fitted|navy burgundy green black|ep wg fd dn|evening
dress|gown|floor-length evening gown|4|1|full|a-line|black navy burgundy green|fd wg|evening
dress|floral-midi|floral midi dress|2.2|1|partial|a-line|sage coral lavender navy|wg br dn|
dress|sundress|cotton sundress|1.2|0|partial|a-line|white yellow coral lightblue|br bp cw|
dress|maxi-dress|tiered maxi dress|1.8|0|full|a-line|rust white sage|br bp cf wg|
dress|knit-dress|ribbed knit dress|2.2|3|partial|fitted|camel grey black cream|dn br tr bm|
dress|sweater-dress|sweater dress|1.8|4|partial|relaxed|cream grey camel|cw tr br|
dress|jumpsuit|tailored jumpsuit|2.8|1|full|wide|black navy olive rust|bm ep dn wg br|
dress|boiler-suit|utility boiler suit|1.2|1|full|relaxed|khaki olive navy|cw cf|
dress|sequin-dress|sequin mini dress|3|0|bare|fitted|silver gold black|ep|evening statement
dress|linen-dress|linen midi dress|1.8|0|partial|straight|white beige sage|br bp wg tr|
dress|denim-dress|denim pinafore dress|1.3|1|partial|a-line|denim|cw br|
dress|tuxedo|black tuxedo|4|2|full|fitted|black navy|fd wg|tailored evening
dress|navy-suit|navy two-piece suit|3.4|2|full|fitted|navy|bm ji wg fd|tailored
dress|charcoal-suit|charcoal two-piece suit|3.5|2|full|fitted|charcoal grey|bm ji fd wg|tailored
dress|linen-suit|linen suit|2.8|0|full|relaxed|beige sage lightblue|wg br dn|tailored
dress|trouser-suit|tailored trouser suit|3.3|2|full|straight|black camel navy|bm ji fd wg|tailored
dress|tracksuit|tracksuit|0.2|2|full|relaxed|black grey navy|tr|sport
dress|swimsuit|one-piece swimsuit|0.3|0|bare|fitted|black navy coral|bp|swim
outer|navy-blazer|navy blazer|3|2|-|fitted|navy|bm ji dn br wg fd|tailored layer
outer|oversized-blazer|oversized blazer|2.6|2|-|oversized|black camel grey|bm dn br ep|tailored layer
outer|tweed-blazer|tweed jacket|2.6|3|-|fitted|brown grey olive|bm br fd|tailored layer
outer|velvet-blazer|velvet blazer|3.4|2|-|fitted|burgundy navy black green|ep fd dn|evening layer
outer|linen-blazer|unstructured linen blazer|2.4|0|-|relaxed|beige sage navy|br wg dn|tailored layer
outer|cropped-jacket|cropped tweed jacket|2.6|2|-|cropped|cream black navy|bm br dn|layer
outer|wool-overcoat|wool overcoat|3.2|4|-|longline|camel charcoal navy black|bm ji fd dn wg tr|tailored
outer|wrap-coat|belted wrap coat|3|4|-|longline|camel cream grey|bm dn fd br|
outer|trench-coat|trench coat|2.8|2|-|longline|beige khaki navy black|bm ji br tr dn|rainproof
outer|mac|waterproof mac|2.2|2|-|straight|navy olive black|bm tr cw br|rainproof
outer|rain-jacket|hooded rain jacket|1|2|-|relaxed|yellow navy olive black|cw tr cf|rainproof
outer|parka|padded parka|1.2|4|-|longline|olive black navy|cw tr cf|rainproof
outer|puffer|puffer jacket|1|4|-|oversized|black navy cream|cw tr cf|
outer|quilted-jacket|quilted jacket|1.8|3|-|straight|olive navy black|cw br tr|
outer|denim-jacket|denim jacket|1.2|2|-|straight|denim lightblue black|cw cf br|layer
outer|leather-jacket|leather biker jacket|1.8|2|-|fitted|black brown|dn ep cf cw|
outer|suede-jacket|suede jacket|2|2|-|straight|camel brown|dn br cw|
outer|bomber|bomber jacket|1.4|2|-|relaxed|olive black navy|cw cf tr|
outer|shacket|wool overshirt|1.5|3|-|relaxed|olive brown camel grey|cw br tr|layer
outer|field-jacket|field jacket|1.4|2|-|straight|olive khaki|cw tr|rainproof
outer|peacoat|peacoat|2.6|4|-|fitted|navy black|bm dn tr br|
outer|shearling|shearling jacket|1.8|4|-|straight|brown camel|cw dn tr|
outer|cape-coat|cape coat|2.8|3|-|oversized|camel grey|ep fd|statement
outer|faux-fur-coat|faux-fur coat|3|4|-|oversized|cream black|ep fd|statement evening
outer|pashmina|pashmina wrap|3|1|-|relaxed|ivory cream navy burgundy|wg fd ep|evening
outer|track-jacket|track jacket|0.3|2|-|fitted|black navy|gy tr|sport
outer|running-jacket|packable running shell|0|1|-|fitted|black navy coral|gy|sport rainproof
outer|windbreaker|windbreaker|0.8|1|-|relaxed|navy black green|cw cf tr|rainproof
outer|fleece-jacket|fleece jacket|0.8|3|-|relaxed|cream olive navy|cw tr|
outer|knit-cardigan-coat|long knit cardigan|1.8|3|-|longline|cream camel grey|br cw tr|layer
outer|beach-cover-up|linen beach shirt|1|0|-|relaxed|white ivory|bp|layer
shoes|oxford-shoes|leather Oxford shoes|3.4|1|closed|fitted|black brown|bm ji fd wg|tailored
shoes|derby-shoes|leather Derby shoes|3|1|closed|fitted|brown black|bm ji wg dn|tailored
shoes|patent-oxfords|patent evening shoes|4|1|closed|fitted|black|fd wg ep|evening rainproof
shoes|patent-pumps|patent leather pumps|3.2|1|closed|fitted|black burgundy navy|bm ji wg fd ep dn|rainproof
shoes|patent-loafers|patent leather loafers|2.8|1|closed|fitted|black burgundy|bm ji dn ep br wg|rainproof
shoes|loafers|leather loafers|2.6|1|closed|fitted|brown black burgundy|bm ji br dn tr wg|
shoes|suede-loafers|suede loafers|2.3|1|closed|fitted|brown camel navy|br dn wg|
shoes|monk-straps|monk-strap shoes|3|1|closed|fitted|brown black|bm ji wg fd|tailored
shoes|pumps|pointed pumps|3.2|1|closed|fitted|black beige navy burgundy|bm ji fd wg dn|tailored
shoes|block-heels|block-heel pumps|2.8|1|closed|fitted|black camel burgundy|bm ji wg dn br|
shoes|slingbacks|slingback heels|2.8|0|open|fitted|black ivory beige|bm wg dn br|
shoes|kitten-heels|kitten heels|2.8|1|closed|fitted|black burgundy silver|bm dn wg fd|
shoes|strappy-sandals|strappy heeled sandals|3|0|open|fitted|gold silver black beige|ep wg dn fd|evening
shoes|mules|heeled mules|2.4|0|open|fitted|black camel ivory|dn br ep|
shoes|ballet-flats|ballet flats|2|1|closed|fitted|black beige burgundy|br bm tr dn|
shoes|mary-janes|Mary Jane flats|2|1|closed|fitted|black burgundy|br dn cw|
shoes|chelsea-boots|leather Chelsea boots|2.4|3|closed|fitted|black brown|bm dn tr cw br|
shoes|suede-chelsea|suede Chelsea boots|2.2|3|closed|fitted|brown camel|dn br cw|
shoes|ankle-boots|heeled ankle boots|2.4|3|closed|fitted|black brown burgundy|dn ep br bm|
shoes|knee-boots|knee-high leather boots|2.6|4|closed|fitted|black brown|dn ep bm fd|
shoes|rubber-boots|rubber rain boots|0.8|2|closed|straight|black olive navy|cw cf tr|rainproof
shoes|lug-boots|lug-sole leather boots|1.8|4|closed|straight|black brown|cw tr dn cf|rainproof
shoes|combat-boots|combat boots|1.4|3|closed|straight|black|cf cw|rainproof
shoes|hiking-boots|waterproof hiking boots|0.8|4|closed|straight|brown olive|tr cw|rainproof
shoes|duck-boots|duck boots|1.2|4|closed|straight|brown navy|cw tr|rainproof
shoes|shearling-boots|shearling-lined boots|1|4|closed|straight|camel brown|cw tr|
shoes|waterproof-brogues|waterproof leather brogues|2.8|2|closed|fitted|brown black|bm ji tr|rainproof tailored
shoes|rubber-sole-derbies|rubber-soled Derby shoes|2.4|2|closed|fitted|black brown|bm br tr dn|rainproof
shoes|white-sneakers|white leather sneakers|1.6|1|closed|fitted|white|cw br tr dn cf|
shoes|canvas-sneakers|canvas sneakers|1|1|closed|fitted|white black navy|cw cf bp|
shoes|retro-runners|retro running sneakers|1|1|closed|fitted|grey navy white|cw tr cf|
shoes|high-tops|high-top sneakers|1|2|closed|fitted|black white|cf cw|
shoes|espadrilles|espadrilles|1.4|0|closed|fitted|beige navy white|br bp cw|
shoes|boat-shoes|boat shoes|1.5|0|closed|fitted|brown navy|br cw bp|
shoes|flat-sandals|leather flat sandals|1.2|0|open|fitted|camel brown black gold|br bp cw tr|
shoes|slides|slides|0.6|0|open|fitted|black white|bp|
shoes|flip-flops|flip-flops|0.3|0|open|fitted|black navy coral|bp|swim
shoes|water-shoes|water shoes|0.3|0|closed|fitted|black navy|bp|swim rainproof
shoes|training-shoes|cross-training shoes|0|1|closed|fitted|black white grey|gy|sport
shoes|running-shoes|running shoes|0|1|closed|fitted|white black coral blue|gy|sport
shoes|trail-runners|waterproof trail shoes|0|2|closed|fitted|black olive|gy|sport rainproof
acc|leather-belt|slim leather belt|2.6|0|-|-|brown black|bm ji wg fd dn br|
acc|silk-tie|silk tie|3.2|0|-|-|navy burgundy grey|bm ji wg fd|tailored
acc|bow-tie|black silk bow tie|4|0|-|-|black|fd wg|evening
acc|pocket-square|pocket square|3|0|-|-|white ivory burgundy|wg fd dn|
acc|classic-watch|classic leather-strap watch|2.6|0|-|-|brown black silver|bm ji dn fd wg br tr|
acc|sports-watch|sports watch|0.3|0|-|-|black|gy tr|sport
acc|pearl-studs|pearl stud earrings|2.8|0|-|-|ivory|bm ji wg fd|
acc|gold-hoops|small gold hoops|2|0|-|-|gold|br dn ep cw cf|
acc|statement-earrings|statement earrings|2.6|0|-|-|gold silver|ep dn wg|statement
acc|fine-necklace|fine pendant necklace|2.2|0|-|-|gold silver|dn br wg bm|
acc|layered-necklaces|layered chain necklaces|1.6|0|-|-|gold silver|cf br cw|
acc|structured-tote|structured leather tote|2.8|0|-|-|black camel brown navy|bm ji tr|
acc|crossbody-bag|small crossbody bag|1.6|0|-|-|black camel brown|br cw tr cf|
acc|clutch|evening clutch|3.4|0|-|-|gold silver black cream|ep wg fd dn|evening
acc|belt-bag|belt bag|0.8|0|-|-|black olive|cf tr|
acc|canvas-tote|canvas tote|0.8|0|-|-|cream navy|bp cw|
acc|straw-bag|straw bag|1.2|0|-|-|beige|bp br|
acc|weekender|leather weekender bag|2|0|-|-|brown navy|tr|
acc|gym-bag|gym duffel|0|0|-|-|black grey|gy|sport
acc|sunglasses|tortoiseshell sunglasses|1.6|0|-|-|brown black|bp cw br tr cf|
acc|sun-hat|wide-brim sun hat|1.4|0|-|-|beige cream|bp br|
acc|baseball-cap|baseball cap|0.6|0|-|-|navy black|cw gy cf|
acc|beanie|wool beanie|1|3|-|-|grey black navy cream|cw tr cf|
acc|wool-scarf|wool scarf|2|3|-|-|camel grey navy burgundy|bm dn cw tr br|
acc|silk-scarf|silk neck scarf|2.4|0|-|-|navy burgundy rust|br bm dn tr|
acc|leather-gloves|leather gloves|2.6|3|-|-|black brown|bm ji fd dn|
acc|knit-gloves|knit gloves|1|3|-|-|grey navy|cw tr|
acc|umbrella|compact umbrella|2|0|-|-|black navy|bm ji br tr dn wg fd|rainproof
acc|bucket-hat|bucket hat|0.8|0|-|-|olive cream black|cf cw bp|
acc|sweatband|headband|0|0|-|-|black white|gy|sport
acc|water-bottle|insulated water bottle|0|0|-|-|black sage|gy cf|sport
acc|hair-clip|tortoiseshell hair clip|1.6|0|-|-|brown|br cw|
acc|tights|sheer black tights|2.6|2|-|-|black navy|bm ji dn fd wg ep|
acc|opaque-tights|opaque tights|2|3|-|-|black charcoal burgundy|bm dn cw br|
acc|wool-socks|merino socks|1.4|3|-|-|grey navy|cw tr bm|
acc|cufflinks|silver cufflinks|3.6|0|-|-|silver|fd wg|evening
acc|hair-tie|hair scrunchie|0.4|0|-|-|black|gy bp|
acc|beach-towel|striped beach towel|0.2|0|-|-|navy white|bp|swim
acc|glitter|festival glitter and a bandana|0.8|0|-|-|silver|cf|statement
acc|fanny-pack|hands-free festival bag|0.8|0|-|-|black|cf|
acc|earplugs|reusable concert earplugs|0.5|0|-|-|black|cf|
acc|travel-scarf|oversized travel scarf|1.4|2|-|-|grey camel navy|tr|
`;

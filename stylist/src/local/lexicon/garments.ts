import type { RatingComponent } from '@fitrater/contracts';

/**
 * Garments the description lexicon knows. Formality: 0 athletic, 1 casual, 2 smart casual,
 * 3 business / formal, 4 black tie. Tags say where a garment belongs beyond formality.
 * 'traditional' is national and religious dress (a thobe with a ghutra, an abaya, a hijab): worn to everything its wearer
 * goes to, so it is judged at whatever level the occasion asks. 'bridal' is what only the bride wears.
 * `words` are extra spellings, synonyms and inflections (en es fr de it pt); the display name
 * of every language (languages/<lang>/names.ts) is matched as well.
 */
export type GarmentTag = 'athletic' | 'outdoor' | 'beach' | 'tailored' | 'evening' | 'home' | 'traditional' | 'bridal';

export interface GarmentEntry {
  components: readonly RatingComponent[];
  formality: number;
  tags: readonly GarmentTag[];
  words: string;
}

const T: readonly RatingComponent[] = ['top'];
const B: readonly RatingComponent[] = ['bottom'];
const F: readonly RatingComponent[] = ['footwear'];
const A: readonly RatingComponent[] = ['accessories'];
const TB: readonly RatingComponent[] = ['top', 'bottom'];

export const GARMENTS = {
  tuxedo: { components: TB, formality: 4, tags: ['tailored', 'evening'], words: 'tuxedo|tux|dinner suit|black tie|esmoquin|smoking|traje de etiqueta' },
  gown: { components: TB, formality: 4, tags: ['evening'], words: 'gown|evening gown|ball gown|evening dress|vestido de noche|vestido de gala|robe de soirée|robe de soiree|abendkleid|ballkleid|abito da sera|vestido de festa|vestido longo' },
  suit: { components: TB, formality: 3.3, tags: ['tailored'], words: 'suit|suits|two-piece|three-piece|pantsuit|trouser suit|traje|terno|costume|tailleur|anzug|hosenanzug|completo|tailleur pantalone' },
  // The bride's dress and veil: the most formal thing at a wedding, and white only for her (signals/couple.ts).
  weddingDress: { components: TB, formality: 3.8, tags: ['evening', 'bridal'], words: 'wedding dress|wedding gown|bridal gown|bridal dress|vestido de novia|robe de mariée|robe de mariee|brautkleid|hochzeitskleid|abito da sposa|abito nuziale|vestido de noiva' },
  // Gulf national dress: the thobe (thawb, dishdasha, kandura) with a ghutra or shemagh held by the agal is what men wear
  // to the office, to a wedding and to the mosque; the abaya over a woman's clothes and the hijab or shayla likewise.
  thobe: { components: TB, formality: 2.8, tags: ['traditional'], words: 'thobe|thobes|thawb|thoub|dishdasha|dishdashas|dishdash|kandura|kandoora|kandoura' },
  abaya: { components: TB, formality: 2.6, tags: ['traditional'], words: 'abaya|abayas|abaia' },
  cocktailDress: { components: TB, formality: 3, tags: ['evening'], words: 'cocktail dress|little black dress|lbd|vestido de cóctel|robe de cocktail|cocktailkleid|abito da cocktail|vestido de coquetel' },
  dress: { components: TB, formality: 2.4, tags: [], words: 'dress|dresses|frock|midi dress|maxi dress|vestido|robe|kleid|vestito|abito' },
  sundress: { components: TB, formality: 1, tags: ['beach'], words: 'sundress|summer dress|beach dress|vestido de verano|robe d\'été|sommerkleid|prendisole|vestido de verão' },
  jumpsuit: { components: TB, formality: 2, tags: [], words: 'jumpsuit|romper|playsuit|overall|mono|combinaison|tuta intera|macacão|macaquinho' },
  // Trousers with a bib and braces: one piece like a jumpsuit, but workwear by birth and casual wherever it goes.
  dungarees: { components: TB, formality: 1.1, tags: [], words: 'dungarees|dungaree|overalls|bib overalls|bib overall|peto|salopette|latzhose|jardineira|macacão jardineira' },
  tracksuit: { components: TB, formality: 0.2, tags: ['athletic'], words: 'tracksuit|track suit|sweatsuit|chándal|chandal|survêtement|survetement|trainingsanzug|jogginganzug|tuta|agasalho' },
  // A team's or a school's kit (UK "football kit", "PE kit", bare "kit"): the sport's shirt and shorts together, sportswear.
  sportsKit: { components: TB, formality: 0, tags: ['athletic'], words: 'kit|football kit|soccer kit|pe kit|p.e. kit|gym kit|rugby kit|netball kit|hockey kit|training kit|games kit|sports kit|running kit|team kit|home kit|away kit|equipación|equipacion|equipación deportiva|tenue de sport|trikotsatz|divisa sportiva|uniforme esportivo|uniforme de educação física' },
  swimsuit: { components: TB, formality: 0.5, tags: ['beach'], words: 'swimsuit|swimwear|bathing suit|one-piece|bikini|swim trunks|trunks|bañador|traje de baño|bikini|maillot de bain|badeanzug|badehose|costume da bagno|maiô|sunga|biquíni' },
  // What goes over a swimsuit between the water and the bar (kaftan, sarong, pareo, beach tunic): beachwear, one piece.
  coverUp: { components: TB, formality: 0.7, tags: ['beach'], words: 'beach cover-up|beach cover up|cover-up|coverup|kaftan|caftan|sarong|pareo|beach kaftan|beach tunic|swim cover-up|caftán|túnica de playa|salida de playa|cubrebañador|paréo|cache-maillot|tunique de plage|strandtunika|strandüberwurf|überwurf|copricostume|caftano|saída de praia|canga|pareô|cafetã' },
  // Sleep and lounge wear (pyjamas, a dressing gown, a onesie): worn at home; out of the house it is out of place at any
  // occasion, a workout included (it is not sportswear).
  pyjamas: { components: TB, formality: 0, tags: ['home'], words: 'pyjamas|pajamas|pyjama|pajama|pjs|pyjama set|pajama set|pyjama top|pajama top|pyjama bottoms|pajama bottoms|pajama pants|pyjama trousers|sleepwear|nightwear|nightgown|nightie|nightdress|dressing gown|bathrobe|onesie|pijama|pijamas|bata de casa|camisón|camison|pyjama|robe de chambre|peignoir|schlafanzug|pyjama|bademantel|morgenmantel|nachthemd|pigiama|vestaglia|accappatoio|camicia da notte|pijama|roupão|roupao|camisola de dormir' },
  tshirt: { components: T, formality: 1, tags: [], words: 't-shirt|tshirt|tee|tees|graphic tee|camiseta|t-shirt|tee-shirt|maglietta|camiseta|remera|playera' },
  tank: { components: T, formality: 0.7, tags: [], words: 'tank top|tank|vest top|camisole|cami|camiseta de tirantes|débardeur|debardeur|trägershirt|tanktop|canottiera|canotta|regata' },
  sportsTop: { components: T, formality: 0, tags: ['athletic'], words: 'sports bra|sport bra|running top|gym top|jersey|training top|compression shirt|dri-fit|sujetador deportivo|top deportivo|brassière de sport|maillot|sport-bh|trikot|reggiseno sportivo|top sportivo|maglia|top de ginástica' },
  shirt: { components: T, formality: 2.6, tags: ['tailored'], words: 'shirt|dress shirt|button-down|button down|button-up|oxford shirt|camisa|chemise|hemd|oberhemd|camicia' },
  blouse: { components: T, formality: 2.6, tags: [], words: 'blouse|blusa|bluse|camicetta' },
  polo: { components: T, formality: 1.6, tags: [], words: 'polo|polo shirt|polos|poloshirt|camisa polo' },
  turtleneck: { components: T, formality: 2.2, tags: [], words: 'turtleneck|roll neck|rollneck|polo neck|cuello alto|col roulé|rollkragen|rollkragenpullover|dolcevita|gola alta' },
  sweater: { components: T, formality: 1.7, tags: [], words: 'sweater|jumper|pullover|knitwear|crewneck|v-neck|suéter|jersey de punto|pullover|pulli|strickpullover|maglione|suéter|camisola de malha' },
  cardigan: { components: T, formality: 1.9, tags: [], words: 'cardigan|cárdigan|chaqueta de punto|gilet|strickjacke|cardigã|casaco de malha' },
  hoodie: { components: T, formality: 0.7, tags: [], words: 'hoodie|hoody|hooded sweatshirt|sudadera con capucha|sweat à capuche|kapuzenpullover|felpa con cappuccio|moletom com capuz' },
  sweatshirt: { components: T, formality: 0.8, tags: [], words: 'sweatshirt|crewneck sweatshirt|sudadera|sweatshirt|felpa|moletom' },
  crop: { components: T, formality: 1.2, tags: [], words: 'crop top|cropped top|top corto|haut court|bauchfreies top|top corto' },
  top: { components: T, formality: 1.6, tags: [], words: 'top|tops|oberteil|blusinha' },
  blazer: { components: T, formality: 3, tags: ['tailored'], words: 'blazer|sport coat|sports jacket|suit jacket|americana|saco|veste de costume|sakko|blazer|giacca da abito|paletó' },
  waistcoat: { components: T, formality: 3.2, tags: ['tailored'], words: 'waistcoat|chaleco|gilet de costume|weste|anzugweste|panciotto|gilet|colete' },
  jacket: { components: T, formality: 1.6, tags: [], words: 'jacket|bomber|chaqueta|cazadora|veste|blouson|jacke|giubbotto|giacchetto|jaqueta' },
  leatherJacket: { components: T, formality: 1.5, tags: [], words: 'leather jacket|biker jacket|chaqueta de cuero|cazadora de cuero|veste en cuir|perfecto|lederjacke|giacca di pelle|jaqueta de couro' },
  denimJacket: { components: T, formality: 1.1, tags: [], words: 'denim jacket|jean jacket|chaqueta vaquera|cazadora vaquera|veste en jean|jeansjacke|giacca di jeans|jaqueta jeans' },
  coat: { components: T, formality: 2.6, tags: [], words: 'coat|overcoat|topcoat|cape|capes|peacoat|pea coat|wool coat|abrigo|chaquetón|manteau|caban|mantel|cabanjacke|caban-jacke|cappotto|sobretudo|casaco' },
  trench: { components: T, formality: 2.7, tags: [], words: 'trench|trench coat|trenchcoat|gabardina|imperméable|trench-coat|regenmantel|impermeabile|gabardine' },
  puffer: { components: T, formality: 1, tags: ['outdoor'], words: 'puffer|puffer jacket|down jacket|parka|anorak|rain jacket|shell jacket|fleece|plumífero|doudoune|daunenjacke|piumino|casaco de penas|impermeável' },
  jeans: { components: B, formality: 1.2, tags: [], words: 'jeans|vaqueros|tejanos|jean|jeanshose|jeans|calça jeans' },
  trousers: { components: B, formality: 2.6, tags: ['tailored'], words: 'trousers|pants|slacks|dress pants|dress trousers|suit trousers|tailored trousers|pantalón|pantalones|pantalon|hose|anzughose|stoffhose|pantaloni|calça|calças' },
  // Wide-leg and palazzo trousers: a relaxed, fluid trouser worn from the weekend to the office, between chinos and tailoring.
  wideLegTrousers: { components: B, formality: 2.2, tags: [], words: 'wide-leg trousers|wide leg trousers|wide-leg pants|wide leg pants|wide-legged trousers|palazzo pants|palazzo trousers|palazzos|pantalón palazzo|pantalones palazzo|pantalón ancho|pantalones anchos|pantalón wide leg|pantalon large|pantalons larges|pantalon palazzo|pantalon fluide|pantalon ample|palazzohose|marlenehose|pantaloni palazzo|pantaloni a palazzo|pantaloni larghi|pantaloni a gamba larga|calça pantalona|pantalona|calça wide leg|calça palazzo' },
  chinos: { components: B, formality: 2, tags: [], words: 'chinos|chino|khakis|chinohose|pantalón chino|calça chino' },
  cargo: { components: B, formality: 0.9, tags: ['outdoor'], words: 'cargo pants|cargos|cargo|hiking pants|trekking pants|pantalón cargo|cargohose|wanderhose|pantaloni cargo|calça cargo' },
  shorts: { components: B, formality: 0.8, tags: [], words: 'shorts|bermuda|bermudas|pantalones cortos|pantalón corto|kurze hose|pantaloncini|calção|denim shorts|jean shorts|short en jean|short en jeans|short en denim|shorts vaqueros|short vaquero|shorts de jean|jeansshorts|shorts di jeans|short jeans|short de jeans|bermuda jeans' },
  sportsShorts: { components: B, formality: 0, tags: ['athletic'], words: 'running shorts|gym shorts|athletic shorts|basketball shorts|bike shorts|cycling shorts|pantalón corto deportivo|short de sport|sporthose|laufhose|pantaloncini sportivi|shorts de corrida' },
  leggings: { components: B, formality: 0.3, tags: ['athletic'], words: 'leggings|yoga pants|mallas|leggins|legging|leggings|calça legging' },
  joggers: { components: B, formality: 0.3, tags: ['athletic'], words: 'joggers|sweatpants|track pants|trackpants|jogging bottoms|pantalón de chándal|joggers|pantalon de jogging|jogginghose|pantaloni della tuta|calça de moletom' },
  skirt: { components: B, formality: 2, tags: [], words: 'skirt|midi skirt|maxi skirt|falda|pollera|jupe|gonna|saia' },
  pencilSkirt: { components: B, formality: 2.9, tags: ['tailored'], words: 'pencil skirt|falda lápiz|falda tubo|jupe crayon|bleistiftrock|gonna a tubino|saia lápis' },
  miniSkirt: { components: B, formality: 1.4, tags: [], words: 'miniskirt|mini skirt|minifalda|minijupe|minirock|minigonna|minissaia' },
  oxfords: { components: F, formality: 3.4, tags: ['tailored'], words: 'oxfords|oxford shoes|brogues|monk straps|monkstraps|derbies|derby shoes|dress shoes|leather shoes|formal shoes|zapatos de vestir|zapatos de cuero|zapatos oxford|chaussures de ville|richelieus|derbys|lederschuhe|anzugschuhe|scarpe eleganti|scarpe di pelle|sapatos sociais|sapatos de couro' },
  patent: { components: F, formality: 4, tags: ['evening'], words: 'patent shoes|patent leather shoes|opera pumps|charol|zapatos de charol|vernis|lackschuhe|scarpe di vernice|sapatos de verniz' },
  loafers: { components: F, formality: 2.7, tags: [], words: 'loafers|loafer|moccasins|mocasines|mocassins|slipper|mocassini|mocassins' },
  // The velvet (smoking, Albert) slipper: with patent shoes, the correct shoe with a dinner suit at black tie.
  eveningSlippers: { components: F, formality: 3.7, tags: ['evening'], words: 'velvet slippers|velvet slipper|smoking slippers|smoking slipper|albert slippers|opera slippers|evening slippers|slippers de terciopelo|slippers en velours|samtslipper|slippers di velluto|slippers in velluto|slippers de veludo' },
  // House slippers: worn at home, like pyjamas. (A velvet or smoking slipper is an evening shoe, and German Slipper a loafer.)
  houseSlippers: { components: F, formality: 0, tags: ['home'], words: 'slippers|house slippers|bedroom slippers|fluffy slippers|pantuflas|zapatillas de casa|chaussons|pantoufles|hausschuhe|pantoffeln|puschen|pantofole|pantufas|pantufa|chinelos de quarto' },
  heels: { components: F, formality: 3, tags: ['evening'], words: 'heels|high heels|pumps|stilettos|court shoes|slingbacks|heeled mules|mules|tacones|zapatos de tacón|escarpins|talons|talons hauts|high heels|pumps|absatzschuhe|tacchi|décolleté|decolleté|saltos|salto alto|scarpin' },
  flats: { components: F, formality: 2, tags: [], words: 'flats|ballet flats|mary janes|ballerinas|bailarinas|ballerines|ballerinas|ballerine|sapatilhas' },
  boots: { components: F, formality: 1.8, tags: [], words: 'boots|ankle boots|chelsea boots|booties|botas|botines|bottes|bottines|stiefel|stiefeletten|stivali|stivaletti|botas|botinhas' },
  hikingBoots: { components: F, formality: 0.5, tags: ['outdoor'], words: 'hiking boots|hiking shoes|walking boots|botas de montaña|chaussures de randonnée|wanderschuhe|wanderstiefel|scarponi|scarpe da trekking|botas de caminhada' },
  // Insulated, waterproof boots for snow and ice: warm and outdoor, no hiking boot (nothing to hike in) and no fashion boot.
  snowBoots: { components: F, formality: 0.6, tags: ['outdoor'], words: 'snow boots|snow boot|winter boots|moon boots|après-ski boots|apres-ski boots|botas de nieve|botas para la nieve|botas de invierno|bottes de neige|après-ski|apres-ski|bottes d\'hiver|schneestiefel|winterstiefel|moonboots|moon boots|doposci|stivali da neve|scarponcini da neve|botas de neve|botas para neve' },
  sneakers: { components: F, formality: 1, tags: [], words: 'sneakers|sneaker|trainers|kicks|zapatillas|tenis|baskets|sneakers|turnschuhe|scarpe da ginnastica|tênis|ténis' },
  runningShoes: { components: F, formality: 0, tags: ['athletic'], words: 'running shoes|runners|running trainers|gym shoes|training shoes|zapatillas de correr|zapatillas deportivas|chaussures de course|chaussures de sport|laufschuhe|sportschuhe|scarpe da corsa|tênis de corrida' },
  cleats: { components: F, formality: 0, tags: ['athletic'], words: 'cleats|football boots|soccer cleats|basketball shoes|court shoes|tennis sneakers|botas de fútbol|tacos|crampons|chaussures de foot|fußballschuhe|scarpe da calcio|chuteiras' },
  sandals: { components: F, formality: 0.9, tags: ['beach'], words: 'sandals|sandal|espadrilles|sandalias|sandales|espadrilles|sandalen|sandali|sandálias' },
  flipFlops: { components: F, formality: 0.2, tags: ['beach'], words: 'flip flops|flip-flops|sliders|slides|thongs|chanclas|tongs|claquettes|flip-flops|badelatschen|infradito|ciabatte|chinelos' },
  // The bisht: the cloak worn over the thobe at weddings, Eid and state occasions, the Gulf's most formal layer.
  bisht: { components: T, formality: 3.8, tags: ['traditional', 'evening'], words: 'bisht|bishts|mishlah' },
  ghutra: { components: A, formality: 2.8, tags: ['traditional'], words: 'ghutra|gutra|ghotra|shemagh|shmagh|shemag|keffiyeh|kufiya|keffieh|kefiah|agal|igal|egal|iqal' },
  hijab: { components: A, formality: 2, tags: ['traditional'], words: 'hijab|hijabs|headscarf|head scarf|shayla|shaila|niqab|khimar|hiyab|kopftuch' },
  bridalVeil: { components: A, formality: 3.6, tags: ['bridal'], words: 'veil|bridal veil|wedding veil|velo|velo de novia|voile de mariée|voile de mariee|brautschleier|schleier|velo da sposa|véu|véu de noiva|veu de noiva' },
  tie: { components: A, formality: 3.4, tags: ['tailored'], words: 'tie|necktie|corbata|cravate|krawatte|schlips|cravatta|gravata' },
  bowTie: { components: A, formality: 4, tags: ['evening'], words: 'bow tie|bowtie|pajarita|moño|nœud papillon|noeud papillon|fliege|papillon|gravata borboleta' },
  pocketSquare: { components: A, formality: 3.5, tags: ['tailored'], words: 'pocket square|pañuelo de bolsillo|pochette de costume|pochette de veste|einstecktuch|fazzoletto da taschino|lenço de bolso' },
  watch: { components: A, formality: 2.3, tags: [], words: 'watch|wristwatch|reloj|montre|uhr|armbanduhr|orologio|relógio' },
  belt: { components: A, formality: 2, tags: [], words: 'belt|cinturón|cinto|ceinture|gürtel|cintura|cinto' },
  handbag: { components: A, formality: 2.4, tags: [], words: 'handbag|bag|purse|tote|shoulder bag|crossbody|bolso|cartera|sac|sac à main|handtasche|tasche|borsa|borsetta|bolsa' },
  clutch: { components: A, formality: 3.2, tags: ['evening'], words: 'clutch|bolso de mano|pochette de soirée|abendtasche|pochette|bolsa de festa' },
  backpack: { components: A, formality: 0.8, tags: [], words: 'backpack|rucksack|mochila|sac à dos|rucksack|zaino' },
  scarf: { components: A, formality: 1.9, tags: [], words: 'scarf|pashmina|bufanda|pañuelo|écharpe|foulard|schal|halstuch|sciarpa|foulard|cachecol|lenço' },
  hat: { components: A, formality: 1.5, tags: [], words: 'hat|fedora|beanie|beret|sombrero|gorro|boina|chapeau|bonnet|béret|hut|mütze|cappello|berretto|chapéu|gorro' },
  cap: { components: A, formality: 0.5, tags: ['athletic'], words: 'cap|baseball cap|snapback|gorra|casquette|kappe|basecap|cappellino|boné' },
  sunglasses: { components: A, formality: 1.3, tags: ['beach'], words: 'sunglasses|shades|gafas de sol|lentes de sol|lunettes de soleil|sonnenbrille|occhiali da sole|óculos de sol' },
  jewellery: { components: A, formality: 2.5, tags: [], words: 'jewellery|jewelry|necklace|earrings|hoops|hoop earrings|bracelet|ring|rings|pearls|pendant|chain|joyas|collar|pendientes|aretes|pulsera|anillo|bijoux|collier|boucles d\'oreilles|bracelet|bague|schmuck|halskette|ohrringe|armband|ring|gioielli|collana|orecchini|bracciale|anello|joias|colar|brincos|pulseira|anel' },
  dressSocks: { components: F, formality: 2.4, tags: [], words: 'dress socks' },
  sportsSocks: { components: F, formality: 0, tags: ['athletic'], words: 'sports socks' },
  hosiery: { components: A, formality: 2.6, tags: [], words: 'tights' },
  runningJacket: { components: T, formality: 0.2, tags: ['athletic'], words: 'running jacket' },
  raincoat: { components: T, formality: 1.5, tags: ['outdoor'], words: 'raincoat' },
  tennisSkirt: { components: B, formality: 0.2, tags: ['athletic'], words: 'tennis skirt' },
  shoes: { components: F, formality: 2, tags: [], words: 'shoes' },
  umbrella: { components: A, formality: 1.8, tags: [], words: 'umbrella' },
  sportsGear: { components: A, formality: 0, tags: ['athletic'], words: 'headband|sweatband|fitness tracker|smartwatch|sports watch|gym bag|water bottle|shin guards|wristband|cinta para el pelo|muñequera|bandeau|stirnband|schweißband|fascia per capelli|polsino|faixa de cabelo|munhequeira' },
} as const satisfies Record<string, GarmentEntry>;

export type GarmentId = keyof typeof GARMENTS;
export const GARMENT_IDS = Object.keys(GARMENTS) as GarmentId[];

/** Pieces made of denim: in the denim colour their name already says it ("jean bleu jean", "vaqueros azul vaquero"). */
const DENIM_PIECES: ReadonlySet<GarmentId> = new Set(['jeans', 'denimJacket']);

/** Whether a piece in this colour is named without the colour. */
export const nameSaysColour = (garment: GarmentId, colour: string): boolean => colour === 'denim' && DENIM_PIECES.has(garment);

export function garment(id: GarmentId): GarmentEntry {
  return GARMENTS[id];
}

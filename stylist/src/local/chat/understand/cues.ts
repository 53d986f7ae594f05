/**
 * The chat's own cue words, in the ten languages (en es fr de it pt zh ja ko ar), for what the
 * rating lexicon does not read: what kind of question it is, which single item is asked about,
 * dress codes, body types, fabrics and words that point back at the last turn. Garments, colours
 * and occasions themselves come from the rating lexicon (readDescription) and entities.ts.
 * Written without accents: they are matched on normalised text.
 */

/** Single items a member asks about ("what socks…", "which belt…"). */
export const ITEM_WORDS = {
  socks: 'sock|socks|calcetines|calcetin|chaussettes|socken|strumpfe|calzini|calze|meias|meia|袜子|袜|靴下|ソックス|양말|جوارب|الجوارب',
  belt: 'belt|belts|cinturon|ceinture|gurtel|cintura|cinto|腰带|皮带|ベルト|벨트|حزام',
  bag: 'bag|bags|handbag|purse|tote|clutch|bolso|cartera|sac|tasche|handtasche|borsa|bolsa|包|手袋|包包|バッグ|가방|حقيبة|شنطة',
  coat: 'coat|overcoat|jacket|outerwear|abrigo|chaqueta|manteau|veste|mantel|jacke|cappotto|giacca|casaco|jaqueta|大衣|外套|コート|ジャケット|코트|재킷|معطف|جاكيت',
  jewellery: 'jewellery|jewelry|jewels|necklace|earrings|bracelet|rings|joyas|collar|pendientes|bijoux|collier|boucles|schmuck|kette|ohrringe|gioielli|collana|orecchini|joias|colar|brincos|首饰|项链|耳环|ジュエリー|アクセサリー|ネックレス|주얼리|목걸이|귀걸이|مجوهرات|عقد|أقراط',
  tie: 'tie|necktie|corbata|cravate|krawatte|cravatta|gravata|领带|ネクタイ|넥타이|ربطة عنق',
  shoes: 'shoes|shoe|footwear|zapatos|calzado|chaussures|schuhe|scarpe|sapatos|calcado|鞋|鞋子|靴|シューズ|신발|구두|حذاء|أحذية',
} as const;
export type ItemKind = keyof typeof ITEM_WORDS;

/** The kind of question. */
export const INTENT_CUES = {
  greeting: 'hi|hello|hey|good morning|good evening|hola|buenos dias|buenas|bonjour|salut|hallo|guten tag|servus|ciao|buongiorno|ola|oi|bom dia|你好|您好|こんにちは|おはよう|안녕|안녕하세요|مرحبا|السلام عليكم|أهلا',
  thanks: 'thanks|thank you|thx|cheers|gracias|merci|danke|grazie|obrigado|obrigada|谢谢|多谢|ありがとう|고마워|감사합니다|감사|شكرا',
  lastRating: 'last outfit|last rated|last rating|latest rating|last look|my last|most recent rating|previous rating|ultimo outfit|ultima calificacion|ultimo look|mi ultima|dernier look|derniere tenue|ma derniere|dernier outfit|letztes outfit|letzte bewertung|mein letztes|ultimo outfit|ultima valutazione|ultimo look|minha ultima|ultima avaliacao|上一套|最近的评分|上次|前回|最後の|最近の評価|지난번|마지막 코디|지난 코디|최근 평가|آخر إطلالة|آخر تقييم|إطلالتي الأخيرة',
  history: 'my best|best rated|best-rated|my ratings|my history|my average|mi mejor|mis calificaciones|mon meilleur|mes notes|mein bestes|meine bewertungen|il mio migliore|le mie valutazioni|meu melhor|minhas avaliacoes|我的评分|我最好|私の評価|一番良い|내 평가|내 최고|تقييماتي|أفضل إطلالة',
  rateIdea: 'rate my idea|rate this idea|rate my plan|what do you think of|thoughts on|can i wear|could i wear|would it work|does it work|is it ok to wear|is it okay to wear|puedo llevar|que opinas de|califica mi idea|je peux porter|puis-je porter|que penses-tu de|note mon idee|kann ich|was haltst du von|bewerte meine idee|posso indossare|cosa ne pensi|valuta la mia idea|posso usar|o que achas de|o que acha de|avalie minha ideia|可以穿|你觉得|評価して|着てもいい|どう思う|입어도 돼|어때|평가해|هل يمكنني ارتداء|ما رأيك',
  capsule: 'capsule|wardrobe basics|basic wardrobe|essentials|build a wardrobe|minimal wardrobe|wardrobe staples|staples|capsula|armario basico|basicos|fondo de armario|capsule|garde-robe|essentiels|basiques|kapsel|kapselgarderobe|basisgarderobe|basics|capsula|guardaroba|capi base|essenziali|guarda-roupa|basicos|胶囊|衣橱|基本款|カプセル|ワードローブ|定番|캡슐|옷장|기본템|خزانة|أساسيات',
  care: 'wash|washing|clean|cleaning|iron|ironing|steam|shrink|shrunk|stain|dry clean|store|storage|pilling|wrinkle|wrinkles|moth|lavar|lavo|lava|lavarlo|lavarla|limpiar|limpio|planchar|mancha|encoger|laver|lave|nettoyer|repasser|tache|retrecir|waschen|wasche|wascht|reinigen|bugeln|fleck|eingelaufen|lavare|pulire|stirare|macchia|restringere|lavar|limpar|passar|mancha|encolher|洗|熨|污渍|缩水|洗濯|アイロン|シミ|縮|세탁|다림질|얼룩|줄어|غسل|كوي|مكواة|تجاعيد|بقعة|تنظيف',
  fit: 'body type|body shape|petite|tall|curvy|pear|apple|hourglass|plus size|plus-size|athletic build|broad shoulders|short legs|long legs|i am short|fit|fits|fitting|fit me|too tight|too loose|too long|too short|hem|trouser break|sleeve length|tailor|flattering|bajita|bajo|alta|alto|curvas|tipo de cuerpo|silueta|favorecedor|petite|grande|morphologie|silhouette|ronde|figure|korperform|figurtyp|klein|gross|kurvig|passform|bajo|statura|fisico|corporatura|formosa|tipo de corpo|baixa|alta|curvilinea|体型|身材|个子|体型|背が低い|背が高い|체형|키가|몸매|نوع الجسم|قصيرة|طويلة|قوام',
  trends: 'trend|trends|trending|in style|in fashion|tendencia|tendencias|de moda|tendance|tendances|a la mode|angesagt|tendenza|tendenze|di moda|em alta|流行|潮流|趋势|トレンド|流行り|유행|트렌드|صيحات|رائج',
  colour: 'colour|color|colours|colors|go together|goes with|go with|match|matches|clash|double denim|denim on denim|canadian tuxedo|couleur|couleurs|farbe|farben|colore|colori|cor|cores|颜色|色|色合わせ|색|색깔|لون|ألوان',
} as const;
export type IntentCue = keyof typeof INTENT_CUES;

/**
 * A yes/no question that asks whether a look overdoes it ("too much?", "too formal?", "¿es demasiado?", "やりすぎ？", "너무 과한가요?"):
 * its yes means the look fails, so the short answer is the other way round from "does it work?".
 */
export const TOO_MUCH = 'too much|overkill|over the top|too loud|too flashy|too bold|too formal|too dressy|zu formell|zu schick|太正式|过于正式|フォーマルすぎ|堅すぎ|너무 격식|رسمي أكثر من اللازم|demasiado|exagerado|excesivo|trop|zu viel|zu auffallig|troppo|esagerato|eccessivo|demais|exagerado|太夸张|太过|太多|やりすぎ|派手すぎ|過剰|과한|과해|과할|지나친|너무 튀|مبالغ';

/** "Too formal", "trop habillé": a judgement of the look's formality, not a formal occasion. */
export const FORMALITY_JUDGED = 'too formal|too dressy|not formal enough|formal enough|demasiado formal|trop formel|trop habille|zu formell|zu schick|troppo formale|troppo elegante|formal demais|muito formal|太正式|过于正式|堅すぎ|フォーマルすぎ|너무 격식|رسمي أكثر من اللازم|رسمي جدا';

/**
 * Words that ask an opinion ("what about…", "¿qué te parece…?", "怎么样", "どう", "어때"): said of two named pieces,
 * the member proposes a pair to judge; said of one, they may only ask how to wear it, so they need two.
 */
export const OPINION_CUES = 'what about|how about|how does|how do|thoughts|opinion|que te parece|que tal|que opinas|que piensas|penses-tu|pensez-vous|qu en penses-tu|qu en pensez-vous|tu en penses quoi|ca va|was halten sie|was haltst du|wie finden sie|wie findest du|geht das|che ne pensi|che ne dici|come ti sembra|cosa ne pensa|o que achas|o que acha|que tal|como fica|怎么样|如何|好看吗|行吗|可以吗|合适吗|どう|どうですか|いかが|ありですか|어때|어떤가요|어떨까|괜찮아|괜찮을까|ما رأيك|ما رايك|شو رأيك|كيف يبدو|هل يناسب';

/**
 * Words that ask for a colour itself ("what colour…", "quelle couleur…", "什么颜色"): with a coloured piece
 * named, the question wants colours that pair with it, not how formal the piece is.
 */
export const COLOUR_ASKED = 'what colour|what color|what colours|what colors|which colour|which color|which colours|which colors|que color|que colores|cual color|cuales colores|quelle couleur|quelles couleurs|welche farbe|welche farben|was fur farben|was fur eine farbe|welcher farbton|welche farbtone|che colore|che colori|quale colore|quali colori|que cor|que cores|qual cor|quais cores|什么颜色|哪种颜色|什么色|哪个颜色|哪些颜色|配什么色|何色|どんな色|合う色|どの色|似合う色|무슨 색|어떤 색|무슨 색깔|어떤 색깔|어울리는 색|어울리는 색깔|어울리는 컬러|어떤 컬러|أي لون|ما اللون|ما الألوان|أي الألوان|ما هو اللون|ما هي الألوان|أي ألوان';

/** Packing for a trip: answered with a travel capsule (pieces that combine), not one outfit. */
export const PACKING = 'pack|packing|pack for|suitcase|luggage|carry-on|maleta|equipaje|valise|bagages|koffer|packen|packliste|valigia|bagaglio|fazer a mala|na mala|bagagem|行李|打包|荷物|パッキング|スーツケース|짐|캐리어|حقيبة السفر|شنطة السفر|أحزم|احزم|آخذ معي|ماذا آخذ في|ماذا أخذ في';

/** "Double denim" is a colour-and-fabric question of its own. */
export const DOUBLE_DENIM = 'double denim|denim on denim|canadian tuxedo|denim with denim|jeans with a denim jacket|doble denim|total denim|denim sur denim|total look denim|double jean|jeans zu jeans|doppel-denim|doppio denim|total denim|jeans com jeans|牛仔配牛仔|全身牛仔|デニムオンデニム|デニム×デニム|청청|데님 온 데님|جينز مع جينز';

/** Dress codes and occasions the rating list does not name, in the chat's words. */
export const DRESS_CODES = {
  blackTie: 'black tie|black-tie|white tie|etiqueta rigurosa|tenue de soiree|smoking|festliche abendgarderobe|smokingpflicht|cravatta nera|traje de gala|black tie|黑领结|ブラックタイ|블랙타이|ربطة عنق سوداء',
  cocktail: 'cocktail|coctel|cocktail attire|cocktailkleidung|coquetel|鸡尾酒|カクテル|칵테일|كوكتيل',
  businessCasual: 'business casual|casual de negocios|business decontracte|smart business|casual da ufficio|esporte fino|商务休闲|ビジネスカジュアル|비즈니스 캐주얼|عمل كاجوال',
  smartCasual: 'smart casual|smart-casual|casual elegante|chic decontracte|elegant leger|casual chic|elegante informale|传统休闲|スマートカジュアル|스마트 캐주얼|أنيق كاجوال',
  gardenParty: 'garden party|garden wedding|outdoor wedding|fiesta en el jardin|boda al aire libre|garden-party|mariage champetre|gartenparty|gartenfest|hochzeit im freien|festa in giardino|matrimonio all aperto|festa no jardim|casamento ao ar livre|花园派对|户外婚礼|ガーデンパーティー|가든 파티|야외 결혼식|حفلة في الحديقة',
  funeral: 'funeral|memorial|wake|entierro|velorio|funerailles|enterrement|beerdigung|trauerfeier|beisetzung|funerale|enterro|velorio|葬礼|葬式|お葬式|장례식|جنازة|عزاء',
  festival: 'festival|concert|gig|festivales|concierto|konzert|concerto|show|音乐节|フェス|페스티벌|مهرجان',
} as const;
export type DressCode = keyof typeof DRESS_CODES;

/** Body types, as the styling contracts name them. */
export const BODY_WORDS = {
  petite: 'petite|i am short|im short|short person|small frame|5 foot|bajita|bajo|menuda|petite|klein|zierlich|minuta|bassa|baixa|mignon|个子小|个子矮|小柄|背が低い|키가 작|작은 키|قصيرة|قصير',
  tall: 'tall|very tall|alta|alto|grande|gross|groß|alta|高个|背が高い|키가 큰|키가 커|طويلة|طويل',
  curvy: 'curvy|curves|hourglass|con curvas|curvilinea|courbes|pulpeuse|kurvig|kurven|formosa|curvy|丰满|曲线|グラマー|曲線|볼륨|굴곡|ممتلئة|منحنيات',
  pear: 'pear|wide hips|hips|pera|caderas|poire|hanches|birne|hufte|pera|fianchi|quadril|梨形|洋梨|下半身|하체|골반|كمثرى|الوركين',
  apple: 'apple|tummy|belly|midsection|manzana|barriga|pomme|ventre|apfel|bauch|mela|pancia|maca|barriga|苹果型|肚子|りんご|お腹|사과형|배가|تفاحة|بطن',
  plusSize: 'plus size|plus-size|curvy plus|talla grande|grande taille|grosse grosse|grossen grossen|taglia forte|plus size|tamanho grande|大码|大きいサイズ|빅사이즈|مقاسات كبيرة',
  broad: 'broad shoulders|wide shoulders|athletic build|muscular|hombros anchos|epaules larges|breite schultern|spalle larghe|ombros largos|宽肩|肩幅が広い|어깨가 넓|أكتاف عريضة',
} as const;
export type BodyWord = keyof typeof BODY_WORDS;

/** Fabrics for care questions. */
export const FABRIC_WORDS = {
  wool: 'wool|merino|cashmere|knit|sweater|jumper|lana|cachemira|jersey|laine|cachemire|pull|wolle|kaschmir|pullover|wollpullover|wollmantel|wollsocken|strickpullover|lana|cashmere|maglione|la|caxemira|sueter|羊毛|羊绒|毛衣|ウール|カシミヤ|セーター|울|캐시미어|니트|صوف|كشمير',
  linen: 'linen|lino|lin|leinen|lino|linho|亚麻|リネン|麻|린넨|كتان',
  suede: 'suede|ante|gamuza|daim|wildleder|camoscio|camurca|麂皮|スエード|스웨이드|شامواه',
  silk: 'silk|seda|soie|seide|seta|seda|丝|真丝|シルク|실크|حرير',
  denim: 'denim|jeans|vaqueros|jean|jeans|denim|ganga|牛仔|デニム|ジーンズ|데님|청바지|جينز',
  leather: 'leather|cuero|piel|cuir|leder|pelle|couro|皮革|真皮|レザー|革|가죽|جلد',
  sneakers: 'white sneakers|white trainers|zapatillas blancas|baskets blanches|weisse sneaker|sneakers bianche|tenis brancos|小白鞋|白スニーカー|흰 운동화|حذاء رياضي أبيض',
} as const;
export type FabricWord = keyof typeof FABRIC_WORDS;

/** Words that point back at the last turn ("them", "it", "with that"). */
export const BACK_REFERENCE = 'them|it|that|those|these|this one|the same|with that|with those|with them|los|las|eso|esos|esas|con ellos|con ellas|con eso|ca|avec ca|avec eux|avec elles|dazu|damit|con quelli|con quelle|con questo|eles|elas|com eles|com elas|com isso|它|它们|这些|那个|配它|それ|それに|これ|그거|그것|거기에|이거|معها|معه|معهم|ذلك';

/** Words that open a follow-up ("and…", "what about…"). */
export const FOLLOW_UP_OPENERS = 'and|what about|how about|and what|also|or|instead|y|y que|tambien|o|et|et pour|aussi|ou|und|und was|auch|oder|e|e per|anche|oppure|e que|tambem|ou|那|还有|那么|じゃあ|それと|あと|그럼|그리고|و|وماذا';

/** Any word that makes a message about clothes; a message with none of these (and no garment, colour or occasion) is off topic. */
export const FASHION_WORDS = 'wear|wearing|outfit|outfits|look|looks|style|styling|dress|dressed|clothes|clothing|fashion|garment|wardrobe|pair|pairing|match|fabric|size|fit|tailor|accessor|colour|color|rate|rating|stylist|vestir|ropa|llevar|ponerme|conjunto|estilo|moda|look|prenda|porter|tenue|vetements|mode|habiller|anziehen|tragen|kleidung|outfit|stil|mode|indossare|vestito|vestiti|abbinare|abiti|stile|moda|usar|vestir|roupa|roupas|estilo|moda|穿|搭配|衣服|穿搭|时尚|着る|コーデ|服|ファッション|着こなし|입|코디|옷|패션|스타일|ارتدي|أرتدي|ألبس|البس|يرتدي|ترتدي|ارتداء|ملابس|إطلالة|موضة|أنسق';

/** A season rule for white: "after Labor Day", "in winter", "winter white". */
export const WHITE_OUT_OF_SEASON = 'labor day|labour day|after summer|in winter|in the winter|in autumn|in fall|winter white|despues del verano|en invierno|en otono|blanco invernal|apres l ete|en hiver|en automne|blanc d hiver|nach dem sommer|im winter|im herbst|winterweiss|dopo l estate|in inverno|in autunno|bianco invernale|depois do verao|no inverno|no outono|branco de inverno|劳动节|冬天|冬季|秋冬|入秋|レイバーデー|冬に|冬でも|秋冬|冬の白|노동절|겨울에|겨울|가을|بعد الصيف|في الشتاء|في الخريف|عيد العمال';

/**
 * Words that ask an open question (what, which, how…; a recommendation asked for: 推荐, おすすめ, 추천): a question without one is a yes/no
 * question ("Does navy go with brown?", "¿Combina el azul con el marrón?", "藏青色和棕色搭吗？"); Arabic
 * needs no list: its yes/no questions open with هل.
 */
export const QUESTION_WORDS = 'what|which|how|why|where|when|who|whats|que|cual|cuales|como|por que|donde|cuando|quien|quoi|quel|quelle|quels|quelles|comment|pourquoi|ou|quand|qui|was|welche|welcher|welches|welchen|wie|warum|wo|wann|wer|cosa|che|quale|quali|come|perche|dove|quando|chi|qual|quais|onde|quem|什么|哪|怎么|怎样|为什么|如何|几|推荐|何|どう|どの|どんな|どれ|なぜ|どこ|いつ|おすすめ|オススメ|뭐|무엇|어떤|어떻게|왜|어디|언제|무슨|추천';

/** Words that open a yes/no question without a question mark ("can I wear…", "est-ce que…", "هل"). */
export const YES_NO_OPENERS = 'does|do|is|are|can|could|should|would|will|may|am i|est ce que|est-ce que|puis je|puis-je|peut on|peut-on|passt|passen|kann ich|darf ich|geht|puedo|posso|هل';

/** "How" in a question about one piece ("how do I style a coat?", "코트 어떻게 코디해요?", "كيف أنسق معطف؟"). */
export const HOW_WORDS = 'how|como|comment|wie|come|怎么|怎样|如何|どう|어떻게|كيف';

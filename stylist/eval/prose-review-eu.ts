import type { RatingOccasion } from '@fitrater/contracts';

/**
 * The review's descriptions and questions in the six European languages, written the way a native types them:
 * the same nine outfits (work, wedding, interview, rainy date, stained casual, sequin party, hot beach, cold work,
 * gym wear at a formal dinner) and the same eleven questions as zh, ja, ko and ar (the fourth is a follow-up).
 */
export const EU_DESCRIPTIONS: Record<string, [RatingOccasion, string][]> = {
  en: [
    ['work', 'white shirt, navy trousers and black loafers, with a watch'],
    ['wedding', 'burgundy dress with black heels and a gold clutch'],
    ['interview', 'a wrinkled grey suit, white shirt and brown shoes'],
    ['date', 'rainy day: beige trench coat, black jeans, white sneakers and an umbrella'],
    ['casual', 'stained white t-shirt, frayed denim shorts and flip-flops'],
    ['party', 'red sequin dress and silver heels'],
    ['beach', 'hot day: white linen shirt, khaki shorts, sandals, sunglasses and a straw hat'],
    ['work', 'freezing cold: camel coat, grey turtleneck, black wide-leg trousers, black ankle boots and a check scarf'],
    ['formal', 'black joggers, a neon green hoodie and running shoes'],
  ],
  es: [
    ['work', 'camisa blanca, pantalón azul marino y mocasines negros, con reloj'],
    ['wedding', 'vestido burdeos con tacones negros y un bolso de mano dorado'],
    ['interview', 'traje gris arrugado, camisa blanca y zapatos marrones'],
    ['date', 'día de lluvia: gabardina beige, vaqueros negros, zapatillas blancas y paraguas'],
    ['casual', 'camiseta blanca manchada, shorts vaqueros rotos y chanclas'],
    ['party', 'vestido rojo de lentejuelas y tacones plateados'],
    ['beach', 'hace calor: camisa de lino blanca, shorts caqui, sandalias, gafas de sol y sombrero de paja'],
    ['work', 'hace mucho frío: abrigo camel, jersey de cuello alto gris, pantalón ancho negro, botines negros y bufanda de cuadros'],
    ['formal', 'pantalón de chándal negro, sudadera verde fosforito y zapatillas de running'],
  ],
  fr: [
    ['work', 'chemise blanche, pantalon bleu marine et mocassins noirs, avec une montre'],
    ['wedding', 'robe bordeaux, escarpins noirs et pochette dorée'],
    ['interview', 'costume gris froissé, chemise blanche et chaussures marron'],
    ['date', 'sous la pluie : trench beige, jean noir, baskets blanches et parapluie'],
    ['casual', 't-shirt blanc taché, short en jean élimé et tongs'],
    ['party', 'robe rouge à sequins et escarpins argentés'],
    ['beach', 'il fait chaud : chemise en lin blanche, short kaki, sandales, lunettes de soleil et chapeau de paille'],
    ['work', 'grand froid : manteau camel, col roulé gris, pantalon large noir, bottines noires et écharpe à carreaux'],
    ['formal', 'jogging noir, sweat à capuche vert fluo et chaussures de running'],
  ],
  de: [
    ['work', 'weißes Hemd, marineblaue Hose und schwarze Loafer, dazu eine Uhr'],
    ['wedding', 'bordeauxrotes Kleid mit schwarzen High Heels und goldener Clutch'],
    ['interview', 'zerknitterter grauer Anzug, weißes Hemd und braune Schuhe'],
    ['date', 'bei Regen: beiger Trenchcoat, schwarze Jeans, weiße Sneaker und ein Schirm'],
    ['casual', 'fleckiges weißes T-Shirt, ausgefranste Jeansshorts und Flip-Flops'],
    ['party', 'rotes Paillettenkleid und silberne High Heels'],
    ['beach', 'heißer Tag: weißes Leinenhemd, khakifarbene Shorts, Sandalen, Sonnenbrille und Strohhut'],
    ['work', 'eisige Kälte: Mantel in Camel, grauer Rollkragenpullover, weite schwarze Hose, schwarze Stiefeletten und karierter Schal'],
    ['formal', 'schwarze Jogginghose, neongrüner Hoodie und Laufschuhe'],
  ],
  it: [
    ['work', 'camicia bianca, pantaloni blu navy e mocassini neri, con orologio'],
    ['wedding', 'abito bordeaux con décolleté neri e pochette dorata'],
    ['interview', 'abito grigio stropicciato, camicia bianca e scarpe marroni'],
    ['date', 'giornata di pioggia: trench beige, jeans neri, sneakers bianche e ombrello'],
    ['casual', 'maglietta bianca macchiata, shorts di jeans sfilacciati e infradito'],
    ['party', 'abito rosso di paillettes e sandali argento col tacco'],
    ['beach', 'fa caldo: camicia di lino bianca, shorts cachi, sandali, occhiali da sole e cappello di paglia'],
    ['work', 'freddo pungente: cappotto cammello, dolcevita grigio, pantaloni larghi neri, stivaletti neri e sciarpa a quadri'],
    ['formal', 'pantaloni della tuta neri, felpa verde fluo e scarpe da running'],
  ],
  pt: [
    ['work', 'camisa branca, calça azul-marinho e mocassins pretos, com relógio'],
    ['wedding', 'vestido bordô com scarpins pretos e clutch dourada'],
    ['interview', 'terno cinza amassado, camisa branca e sapatos marrons'],
    ['date', 'dia de chuva: trench coat bege, calça jeans preta, tênis branco e guarda-chuva'],
    ['casual', 'camiseta branca manchada, short jeans desfiado e chinelos'],
    ['party', 'vestido vermelho de paetês e salto prateado'],
    ['beach', 'calorão: camisa de linho branca, bermuda cáqui, sandálias, óculos de sol e chapéu de palha'],
    ['work', 'frio intenso: casaco caramelo, gola alta cinza, calça pantalona preta, botas pretas de cano curto e cachecol xadrez'],
    ['formal', 'calça de moletom preta, moletom verde neon e tênis de corrida'],
  ],
};

export const EU_CHAT: Record<string, string[]> = {
  en: ['What shoes should I wear to work?', 'Does a navy suit go with brown shoes?', 'What should I wear to a wedding?', 'And with white sneakers?', 'What should I wear to work when it rains?', 'I’m going to Paris for a three-day weekend, what should I pack?', 'Do black and navy go together?', 'Can I wear a red sequin dress to work?', 'What jacket should I wear to an interview?', 'How can I improve my last outfit?', 'How do I style a denim jacket?'],
  es: ['¿Qué zapatos me pongo para ir a trabajar?', '¿Un traje azul marino con zapatos marrones queda bien?', '¿Qué me pongo para una boda?', '¿Y con zapatillas blancas?', '¿Qué me pongo para trabajar si llueve?', 'Me voy tres días a París el fin de semana, ¿qué meto en la maleta?', '¿El negro y el azul marino combinan?', '¿Puedo ir a trabajar con un vestido rojo de lentejuelas?', '¿Qué chaqueta me pongo para una entrevista?', '¿Cómo mejoro mi último look?', '¿Cómo combino una chaqueta vaquera?'],
  fr: ['Quelles chaussures porter pour aller au travail ?', 'Un costume bleu marine avec des chaussures marron, ça va ?', 'Que porter pour un mariage ?', 'Et avec des baskets blanches ?', 'Que porter au travail quand il pleut ?', 'Je pars trois jours à Paris le week-end, qu’est-ce que je mets dans ma valise ?', 'Le noir et le bleu marine vont-ils ensemble ?', 'Je peux porter une robe rouge à sequins au bureau ?', 'Quelle veste porter pour un entretien ?', 'Comment améliorer ma dernière tenue ?', 'Comment porter une veste en jean ?'],
  de: ['Welche Schuhe soll ich zur Arbeit tragen?', 'Passen braune Schuhe zu einem marineblauen Anzug?', 'Was ziehe ich zu einer Hochzeit an?', 'Und mit weißen Sneakern?', 'Was ziehe ich bei Regen zur Arbeit an?', 'Ich fahre übers Wochenende drei Tage nach Paris, was soll ich einpacken?', 'Passen Schwarz und Marineblau zusammen?', 'Kann ich ein rotes Paillettenkleid im Büro tragen?', 'Welche Jacke soll ich zum Vorstellungsgespräch tragen?', 'Wie verbessere ich mein letztes Outfit?', 'Wie kombiniere ich eine Jeansjacke?'],
  it: ['Che scarpe metto per andare al lavoro?', 'Un abito blu navy con scarpe marroni va bene?', 'Cosa mi metto per un matrimonio?', 'E con le sneakers bianche?', 'Cosa mi metto per andare al lavoro quando piove?', 'Vado a Parigi tre giorni per il weekend, cosa metto in valigia?', 'Il nero e il blu navy stanno bene insieme?', 'Posso mettere un abito rosso di paillettes al lavoro?', 'Che giacca metto per un colloquio?', 'Come miglioro il mio ultimo outfit?', 'Come abbino una giacca di jeans?'],
  pt: ['Que sapato eu uso para trabalhar?', 'Terno azul-marinho com sapato marrom fica bom?', 'O que eu visto para um casamento?', 'E com tênis branco?', 'O que vestir para trabalhar quando chove?', 'Vou passar três dias em Paris no fim de semana, o que levo na mala?', 'Preto e azul-marinho combinam?', 'Posso usar um vestido vermelho de paetês no trabalho?', 'Que jaqueta eu uso para uma entrevista?', 'Como melhorar meu último look?', 'Como combinar uma jaqueta jeans?'],
};

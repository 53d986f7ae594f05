import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../../src/local/chat';
import { talk } from '../../../support/chat-talk';
import { CHAT_WORDS } from '../../../../src/local/chat/words';
import { eraAbout, garmentWords } from '../../../../src/knowledge/eras';
import { garment } from '../../../../src/knowledge/garments';
import { garmentInColour } from '../../../../src/local/styling/words';
import { packFor } from '../../../../src/local/i18n/packs';
import { realise } from '../../../../src/local/grammar/realise';
import { proseFor } from '../../../../src/local/styling/prose';
import { generateOutfit } from '../../../../src/local/styling/generator';
import { localTipOfDay } from '../../../../src/local/styling/tip-texts';

/** Sentences a native editor corrected in the ninth reading, each as the engine now writes it. */
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const vintage = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'vintage', language, history: [], facts: NO_FACTS });

describe('the vintage voice opens with a reference about what the outfit has, or with none', () => {
  it('en: socks with sandals get the reason, not Kate Moss’s wellies', async () => {
    expect(await vintage('Socks with sandals?', 'en')).toBe('No. Sandals are made to show the foot: wear them bare, and when it’s cool enough for socks, it’s cool enough for closed shoes, canvas sneakers or loafers. I’d pick camel leather flat sandals, white canvas sneakers and brown leather loafers.');
  });
  it.each([
    ['de', 'Socken mit Sandalen?', 'Kate Moss'], ['fr', 'Chaussettes avec sandales ?', 'Kate Moss'], ['it', 'Calzini con i sandali?', 'Kate Moss'],
    ['es', '¿Calcetines con sandalias?', 'Kate Moss'], ['pt', 'Meia com sandália pode?', 'Kate Moss'],
    ['en', 'Should I tuck in my shirt?', 'Kate Moss'], ['en', 'How do I wash a silk blouse?', 'Savile Row'], ['en', 'What shoes for a wedding?', 'Fred Astaire'],
  ] as const)('%s: «%s» says nothing of %s', async (language, question, era) => {
    expect(await vintage(question, language)).not.toContain(era);
  });
  it('a reference that shows the asked piece still opens the answer', async () => {
    expect(await vintage('Is a red dress with white sneakers ok for a party?', 'en')).toContain('Audrey Hepburn’s black Givenchy dress');
  });
  it('the references are matched to pieces and topics, not drawn at random', () => {
    expect(eraAbout({ pieces: [garmentWords('dressSocks'), garmentWords('sandals')] }, 'moss')).toBeNull();
    expect(eraAbout({ pieces: [], topics: ['dressCode:festival'] }, 'moss')).toBe('moss');
    expect(eraAbout({ pieces: [garmentWords('suit', 'grey')] }, 'grant')).toBe('grant');
    expect(eraAbout({ pieces: [garmentWords('suit', 'navy')] }, 'grant')).toBe('astaire');
    expect(eraAbout({ pieces: [garmentWords('dressShoes')] }, 'tiffany')).toBeNull();
  });
});

describe('the brutal voice’s opening says what fails in each language’s own word order', () => {
  it.each([
    ['de', 'Socken mit Sandalen?', 'Nein. Zuerst das, was nicht funktioniert. Lassen Sie die feinen Kniestrümpfe in Marineblau lieber weg.'],
    ['it', 'Calzini con i sandali?', 'No. Prima di tutto, quello che non funziona. Evita le calze lunghe blu navy da abito.'],
  ] as const)('%s: %s', async (language, question, opening) => {
    const reply = await writeLocalReply({ message: question, image: null, personality: 'brutal', language, history: [], facts: NO_FACTS });
    expect(reply.startsWith(opening), reply).toBe(true);
  });
});

describe('fr, pt: a knit top’s collar has its own preposition, not a second noun phrase', () => {
  it.each([
    ['fr', 'mock-neck', 'haut en maille noire à col cheminée'],
    ['pt', 'mock-neck', 'blusa preta de tricô com gola média'],
    ['pt', 'fine-knit-crew', 'suéter fino preto de merino com gola careca'],
  ] as const)('%s: %s', (language, id, name) => {
    expect(garmentInColour({ garment: garment(id), colour: 'black' }, language)).toBe(name);
  });
});

describe('it: sneaker is invariable, in every answer', () => {
  it('the care answer and the catalogue say «le sneaker bianche»', async () => {
    const reply = await writeLocalReply({ message: 'Come pulisco le sneakers bianche?', image: null, personality: 'professional', language: 'it', history: [], facts: NO_FACTS });
    expect(reply).toBe('La regola: pulisci le sneaker bianche di pelle con una spazzola morbida, acqua e sapone neutro, e le suole con una spugna magica; riempile di carta per farle asciugare. L’eccezione: le sneaker di tela possono andare in lavatrice a freddo, in un sacchetto per il bucato.');
    expect(garmentInColour({ garment: garment('canvas-sneakers'), colour: 'white' }, 'it')).toBe('sneaker bianche di tela');
  });
});

describe('a garment offered in two colours is said once, in either colour', () => {
  it.each([
    ['en', 'Which belt with grey chinos?', 'I’d pick a slim brown or black leather belt.'],
    ['de', 'Welcher Gürtel passt zu einer grauen Chino?', 'Empfehlen würde ich einen schmalen Ledergürtel in Braun oder Schwarz.'],
    ['fr', 'Quel sac pour un mariage ?', 'Pour un mariage, je choisirais une pochette de soirée dorée ou noire.'],
    ['it', 'Che cintura con dei chino grigi?', 'Io sceglierei una cintura sottile marrone o nera di pelle.'],
    ['es', '¿Qué bolso para una boda?', 'Para una boda, elegiría un clutch de fiesta dorado o negro.'],
    ['pt', 'Que bolsa para um casamento?', 'Para um casamento, eu escolheria uma clutch de festa dourada ou preta.'],
  ] as const)('%s: %s', async (language, question, sentence) => {
    const reply = await writeLocalReply({ message: question, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    expect(reply).toContain(sentence);
  });
});

describe('jeans with jeans is the double-denim question, not a pair of the same piece', () => {
  it.each([
    ['de', 'Geht Jeans mit Jeans?', 'Ja, unter einer Bedingung: Die beiden Waschungen müssen sich deutlich unterscheiden.'],
    ['es', '¿Se puede llevar vaquero con vaquero?', 'Sí, con una condición: los dos lavados tienen que ser claramente distintos.'],
    ['fr', 'Le total look jean, c’est possible ?', 'Oui, à une condition\u00a0: les deux délavages doivent être nettement différents. La règle\u00a0: le double denim fonctionne quand les deux délavages sont nettement différents'],
    ['it', 'Jeans con jeans?', 'Sì, a una condizione: i due lavaggi devono essere nettamente diversi.'],
  ] as const)('%s: %s', async (language, question, opening) => {
    const reply = await writeLocalReply({ message: question, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });
    expect(reply).toContain(opening);
  });
  it('pt: «baixinha» is a petite frame', async () => {
    const reply = await writeLocalReply({ message: 'Sou baixinha, que calças ficam bem em mim?', image: null, personality: 'professional', language: 'pt', history: [], facts: NO_FACTS });
    expect(reply).toContain('uma calça cigarrete preta');
  });
});

describe('the rule applied here pairs the pick with the piece asked about, never a piece of the same kind', () => {
  it('de: petite trousers are picked, not «die Zigarettenhose zur Stoffhose»', async () => {
    const reply = await writeLocalReply({ message: 'Ich bin zierlich, welche Hosen stehen mir?', image: null, personality: 'professional', language: 'de', history: [], facts: NO_FACTS });
    expect(reply).not.toContain('Hier heißt das');
    expect(reply).toContain('Empfehlen würde ich eine Zigarettenhose in Schwarz');
  });
  it('de: a belt still goes with the chinos asked about', async () => {
    const reply = await writeLocalReply({ message: 'Welcher Gürtel passt zu einer grauen Chino?', image: null, personality: 'professional', language: 'de', history: [], facts: NO_FACTS });
    expect(reply).toContain('Hier heißt das: der schmale Ledergürtel in Braun oder Schwarz zur Chinohose in Grau.');
  });
});

describe('fr: «de» is said again before each colour of a list', () => {
  it('la touche de rouge et de lavande, d’orange et de rouille', () => {
    const fr = packFor('fr');
    const [first, second] = fr.phrases['harmony.neutral-accent'];
    expect(realise(first!, { accent: 'rouge et lavande', base: 'bleu jean et beige' }, fr.grammar)).toBe('La touche de rouge et de lavande ressort joliment sur le fond bleu jean et beige.');
    expect(realise(second!, { accent: 'orange et rouille', base: 'bleu marine' }, fr.grammar)).toBe('La base en bleu marine structure la tenue et la touche d’orange et de rouille lui donne un point focal.');
    expect(realise(second!, { accent: 'orange', base: 'bleu marine' }, fr.grammar)).toBe('La base en bleu marine structure la tenue et la touche d’orange lui donne un point focal.');
  });
});

describe('loud colours at church are not told to look more professional', () => {
  it.each([
    ['en', 'For church the colours are louder than expected; calmer tones would sit better.'],
    ['de', 'Für den Kirchgang sind die Farben lauter als erwartet; ruhigere Töne wären passender.'],
    ['fr', 'Pour l’église, les couleurs sont un peu trop vives\u202f; des tons plus sobres seraient plus justes.'],
    ['it', 'Per la chiesa i colori sono più accesi del previsto; toni sobri sarebbero più adatti.'],
    ['es', 'Para la iglesia los colores son más llamativos de lo esperado; unos tonos sobrios encajarían mejor.'],
    ['pt', 'Para a igreja, as cores estão mais chamativas do que o esperado; tons sóbrios cairiam melhor.'],
  ] as const)('%s', (language, sentence) => {
    const p = packFor(language);
    expect(p.capitalise(realise(p.phrases['colour.tooLoud'][0]!, { occasion: p.occasions.church }, p.grammar))).toBe(sentence);
  });
});

describe('a sentence has its verb, and a list its articles', () => {
  it.each([
    ['de', 'Am Strand zählen leichte, atmungsaktive Lagen über der Badekleidung und ein Sonnenschutz, der gewollt aussieht.'],
    ['en', 'At the beach, wear light, breathable layers over swimwear, with sun protection that looks intentional.'],
    ['fr', 'À la plage, misez sur des couches légères et respirantes par-dessus le maillot, et sur une protection solaire qui a l’air voulue.'],
    ['it', 'In spiaggia servono strati leggeri e traspiranti sopra il costume e una protezione dal sole che sembri voluta.'],
    ['es', 'En la playa funcionan las capas ligeras y transpirables sobre el bañador, y una protección solar que parezca intencionada.'],
    ['pt', 'Na praia, o ideal são camadas leves e respiráveis sobre o traje de banho e uma proteção solar que pareça intencional.'],
  ] as const)('%s: the beach note', (language, sentence) => {
    expect(proseFor(language).occasions['beach-pool']).toBe(sentence);
  });
  it('de: Jogginghose takes its article in a list of plurals', () => {
    expect(packFor('de').phrases['sugg.sport.bottom']).toContain('Greifen Sie für mehr Bewegungsfreiheit zu Shorts, Leggings oder einer Jogginghose.');
  });
});

describe('fr: the honest weather note, sassy’s refusal and the strappy sandals read as French', () => {
  const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
  it('the two directions are said with a colon, not a comma splice', () => {
    // A beach in a cool wind, where the occasion truly has nothing warmer (the note is said only then).
    const g = generateOutfit({ occasion: 'beach-pool', weather: 'cool-breezy', bodyType: null, profile: EMPTY_PROFILE, language: 'fr', seed: 'p9g11' });
    expect(g.weather_considerations).toContain('En toute franchise, l’occasion et la météo ne vont pas dans le même sens\u00a0: le plus proche de l’idéal, ce sont donc la robe midi en lin et la chemise de plage en lin\u202f; ajoutez ou retirez une couche selon votre ressenti.');
  });
  it('«Hors de question», not a calque of «not on my watch»', async () => {
    const reply = await writeLocalReply({ message: 'Que porter pour un entretien d’embauche dans une banque ?', image: null, personality: 'sassy', language: 'fr', history: [], facts: NO_FACTS });
    expect(reply).toMatch(/\u202f\? Hors de question\.$/u);
  });
  it('black strappy sandals: the colour after the noun', () => {
    expect(garmentInColour({ garment: garment('strappy-sandals'), colour: 'black' }, 'fr')).toBe('sandales noires à brides à talon');
  });
});

describe('the humid-heat note says what the colours hide', () => {
  it.each([
    ['en', 'and colours that don’t show sweat.'], ['de', 'Farben, auf denen man Schweiß nicht sieht.'], ['fr', 'des couleurs qui ne marquent pas la transpiration.'],
    ['it', 'colori che non mettano in evidenza il sudore.'], ['es', 'colores que no marquen el sudor.'], ['pt', 'cores que não marquem o suor.'],
  ] as const)('%s', (language, end) => {
    expect(proseFor(language).weather['hot-humid'].endsWith(end)).toBe(true);
  });
});

describe('it: a list says «ed» before e, an alternative agrees with its piece', () => {
  it('the list', () => {
    expect(packFor('it').list(['orologio sportivo nero', 'elastico per capelli nero'])).toBe('orologio sportivo nero ed elastico per capelli nero');
    expect(packFor('it').list(['orologio sportivo nero', 'cappello da pescatore nero'])).toBe('orologio sportivo nero e cappello da pescatore nero');
  });
  it('«Un’altra buona alternativa sono degli stivali neri»', async () => {
    const reply = await writeLocalReply({ message: 'Che scarpe con i pantaloni a palazzo?', image: null, personality: 'professional', language: 'it', history: [], facts: NO_FACTS });
    expect(reply).toContain('Un’altra buona alternativa sono degli stivali neri.');
  });
  it('a bucket hat is «cappello da pescatore nero», and travel clothes go «a strati»', () => {
    expect(garmentInColour({ garment: garment('bucket-hat'), colour: 'black' }, 'it')).toBe('cappello da pescatore nero');
    expect(proseFor('it').occasions.travel).toBe('I vestiti da viaggio devono restare comodi per ore, potersi portare a strati e sembrare in ordine all’arrivo.');
  });
});

describe('es: the ninth reading', () => {
  it('«Empieza por», not «Parte de», opens the advice and the packing list', () => {
    expect(proseFor('es').advice.startFresh).toBe('Empieza por las prendas sugeridas: están elegidas para funcionar juntas.');
  });
  it('the accent stands out «sobre la base en…», and a knit is «una prenda de punto»', () => {
    const es = packFor('es');
    expect(realise(es.phrases['harmony.neutral-accent'][0]!, { accent: 'mostaza', base: 'marrón' }, es.grammar)).toBe('El toque de mostaza destaca sobre la base en marrón.');
    expect(es.phrases['sugg.down.top']).toContain('Prueba algo menos formal, como una prenda de punto o una camiseta.');
  });
  it('sneakers with a suit at a wedding: they take away formality, and may come out later', async () => {
    const reply = await writeLocalReply({ message: '¿Puedo llevar zapatillas con traje a una boda?', image: null, personality: 'professional', language: 'es', history: [], facts: NO_FACTS });
    expect(reply).toContain('unas zapatillas blancas le restan formalidad al traje');
    expect(reply).toContain('pueden entrar en escena unas zapatillas blancas de piel impecables.');
  });
  it('one answer spells cashmere one way', async () => {
    const reply = await writeLocalReply({ message: '¿Se puede llevar blanco en invierno?', image: null, personality: 'professional', language: 'es', history: [], facts: NO_FACTS });
    expect(reply).toContain('cachemir');
    expect(reply).not.toContain('cachemira');
  });
});

describe('the thin-to-thick tip layers without saying a piece twice in one breath', () => {
  it.each([
    ['es', 'Superpón de fino a grueso para evitar volumen: el punto fino bajo la chaqueta, y la chaqueta bajo el abrigo.'],
    ['pt', 'Sobreponha do mais fino ao mais grosso para evitar volume: o tricô fino sob o blazer, e o blazer sob o casaco.'],
    ['de', 'Schichten Sie von dünn nach dick: Feinstrick unter das Sakko, das Sakko unter den Mantel, so bleibt das Volumen gering.'],
  ] as const)('%s', (language, tip) => {
    expect(localTipOfDay(new Date(Date.UTC(2026, 7, 17)), language).text).toBe(tip);
  });
});

describe('pt: the ninth reading', () => {
  it('«Outra boa alternativa são botas pretas» agrees with a plural piece', async () => {
    const reply = await writeLocalReply({ message: 'Que sapato usar com calça pantalona?', image: null, personality: 'professional', language: 'pt', history: [], facts: NO_FACTS });
    expect(reply).toContain('Outra boa alternativa são botas pretas.');
  });
  it('one name for charcoal, cashmere spelt one way, a bodysuit «com decote quadrado», «maxibrincos»', async () => {
    expect(garmentInColour({ garment: garment('charcoal-suit'), colour: 'charcoal' }, 'pt')).toBe('terno grafite de duas peças');
    expect(garmentInColour({ garment: garment('bodysuit'), colour: 'ivory' }, 'pt')).toBe('body marfim com decote quadrado');
    expect(garmentInColour({ garment: garment('statement-earrings'), colour: 'gold' }, 'pt')).toBe('maxibrincos dourados');
    const reply = await writeLocalReply({ message: 'Pode usar branco no inverno?', image: null, personality: 'professional', language: 'pt', history: [], facts: NO_FACTS });
    expect(reply).toContain('lã, cashmere e algodão encorpado');
    expect(reply).not.toContain('caxemira');
  });
  it('travel clothes are «fácil de sobrepor», and the honest note adds a layer «conforme a temperatura»', () => {
    expect(proseFor('pt').occasions.travel).toBe('Roupa de viagem deve ser confortável por horas, ser fácil de sobrepor e ainda parecer arrumada na chegada.');
    const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
    const g = generateOutfit({ occasion: 'beach-pool', weather: 'cool-breezy', bodyType: null, profile: EMPTY_PROFILE, language: 'pt', seed: 'p9g11' });
    expect(g.weather_considerations).toMatch(/acrescente ou tire uma camada conforme a temperatura\.$/u);
  });
});

describe('en: the ninth reading', () => {
  const a = proseFor('en').advice;
  const occasion = { planned: 'casual-weekend', asked: 'casual', standIn: false } as const;
  it('a missing part completes the outfit; only an accessory is «added»', () => {
    expect(a.ifYouAdd('wide-leg jeans', 'bottom', occasion)).toBe('To complete the outfit, wide-leg jeans suit a casual weekend.');
    expect(a.ifYouAdd('black tortoiseshell sunglasses', 'accessories', occasion)).toBe('If you add an accessory, black tortoiseshell sunglasses suit a casual weekend.');
    expect(a.notVisible).toBe('This part wasn’t visible or described, so it couldn’t be judged.');
  });
  it('two accents are «the accents», and colour suits a holiday rather than being welcome «at» it', () => {
    const en = packFor('en');
    expect(realise(en.phrases['harmony.neutral-accent'][2]!, { base: 'charcoal and black', accent: 'wine and mustard' }, en.grammar)).toBe('A neutral base of charcoal and black with wine and mustard as the accents: a reliable formula.');
    expect(realise(en.phrases['colour.welcome'][1]!, { occasion: 'a holiday' }, en.grammar)).toBe('Colour suits a holiday, and you use it well.');
  });
});

describe('en: opinion, size and shape come before colour', () => {
  it.each([
    ['fine-necklace', 'gold', 'fine gold pendant necklace'],
    ['classic-watch', 'brown', 'classic brown leather-strap watch'],
    ['oversized-blazer', 'grey', 'oversized grey blazer'],
    ['umbrella', 'black', 'compact black umbrella'],
  ] as const)('%s in %s', (id, colour, name) => {
    expect(garmentInColour({ garment: garment(id), colour }, 'en')).toBe(name);
  });
  it('material and purpose words stay after the colour', () => {
    expect(packFor('en').garmentIn('leather boots', 'black')).toBe('black leather boots');
    expect(packFor('en').garmentIn('wool overcoat', 'navy')).toBe('navy wool overcoat');
  });
});

describe('«what does a man wear to…» dresses a man, and Portuguese «veste» is a verb', () => {
  it.each([
    ['en', 'What should a man wear to a christening?', 'floral midi dress'], ['de', 'Was trägt ein Mann zu einer Taufe?', 'Midikleid in Salbeigrün'],
    ['fr', 'Que doit porter un homme à un baptême ?', 'robe midi fleurie'], ['it', 'Cosa indossa un uomo a un battesimo?', 'abito midi verde salvia'],
    ['es', '¿Qué se pone un hombre para un bautizo?', 'vestido midi verde salvia'], ['pt', 'O que um homem veste num batizado?', 'vestido midi floral'],
  ] as const)('%s: %s', async (language, question, dress) => {
    const [reply] = await talk(language, question);
    expect(reply).toMatch(language === 'pt' ? /terno azul-marinho de duas peças/u : /./u);
    expect(reply).not.toContain(dress);
  });
  it('pt: the biker jacket is «jaqueta perfecto preta de couro»', () => {
    expect(garmentInColour({ garment: garment('leather-jacket'), colour: 'black' }, 'pt')).toBe('jaqueta perfecto preta de couro');
  });
});

describe('de: a summary says what suits an occasion in German, not a calque of «works against it»', () => {
  it.each([
    ['summary.fair', 1, 'church', 'Manches passt zum Kirchgang, anderes weniger.'],
    ['summary.weak', 0, 'work', 'Dieses Outfit eignet sich noch nicht für die Arbeit.'],
    ['summary.colourClash', 1, 'date', 'Fast stimmig für ein Date; nur die Farbmischung stört.'],
  ] as const)('%s', (key, i, occasion, sentence) => {
    const de = packFor('de');
    expect(de.capitalise(realise(de.phrases[key][i]!, { occasion: de.occasions[occasion] }, de.grammar))).toBe(sentence);
  });
});

describe('three colours are not «opposites»: they sit on opposite sides of the colour wheel', () => {
  it.each([
    ['en', 'Orange, red and light blue sit on opposite sides of the colour wheel: bold, high-energy contrast.'],
    ['de', 'Orange, Rot und Hellblau liegen auf entgegengesetzten Seiten des Farbkreises: ein mutiger, energiegeladener Kontrast.'],
    ['fr', 'Orange, rouge et bleu ciel se trouvent de part et d’autre du cercle chromatique\u00a0: un contraste audacieux et énergique.'],
    ['it', 'Arancione, rosso e azzurro stanno su lati opposti della ruota dei colori: un contrasto audace ed energico.'],
    ['es', 'Naranja, rojo y azul claro están en lados opuestos del círculo cromático: un contraste audaz y con energía.'],
    ['pt', 'Laranja, vermelho e azul-claro ficam em lados opostos do círculo cromático: um contraste ousado e cheio de energia.'],
  ] as const)('%s', (language, sentence) => {
    const p = packFor(language);
    const colours = p.list([p.colours.orange, p.colours.red, p.colours.lightblue]);
    expect(p.capitalise(realise(p.phrases['harmony.complementary'][0]!, { colours }, p.grammar))).toBe(sentence);
  });
});

describe('de: a sentence set into another keeps its cases', () => {
  it('brutal: «Lassen Sie den Wollmantel in Camel und den fließenden Maxirock in Rostrot lieber weg.»', async () => {
    const reply = await writeLocalReply({ message: 'Ich bin zierlich, welche Hosen stehen mir?', image: null, personality: 'brutal', language: 'de', history: [], facts: NO_FACTS });
    expect(reply).toContain('Zuerst das, was nicht funktioniert. Lassen Sie den Wollmantel in Camel und den fließenden Maxirock in Rostrot lieber weg.');
  });
});

describe('fr: the hype voice is excited without «excité·e»', () => {
  it('no «excité» (read in French as more than enthusiasm), one form for everyone', () => {
    expect(CHAT_WORDS.fr!.voices.hype.open.join(' ')).not.toMatch(/excit/u);
    expect(CHAT_WORDS.fr!.voices.hype.open).toContain('J’ADORE cette question\u202f! 🙌');
  });
});

describe('a third colour of the same garment stays a pick of its own', () => {
  it('fr: «une cravate en soie bordeaux ou bleu marine et une cravate en soie grise»', async () => {
    const reply = await writeLocalReply({ message: 'Quelle cravate avec une chemise blanche et un costume anthracite ?', image: null, personality: 'professional', language: 'fr', history: [], facts: NO_FACTS });
    expect(reply).toContain('Je choisirais une cravate en soie bordeaux ou bleu marine et une cravate en soie grise.');
  });
});

describe('pt: Brazilian quotation marks', () => {
  it('“ ” in the vintage reference and the interview note', async () => {
    expect(proseFor('pt').occasions['job-interview']).toBe('Numa entrevista, o look deve dizer “confiável e preparado” e depois sair de cena.');
    const reply = await writeLocalReply({ message: 'O que vestir num velório?', image: null, personality: 'vintage', language: 'pt', history: [], facts: NO_FACTS });
    expect(reply).toContain('chamou o pretinho básico de Chanel de “o Ford de Chanel”');
  });
});

describe('en: quotation marks are typographic, like its apostrophe', () => {
  it('“reliable and prepared”, “Chanel’s Ford”', async () => {
    expect(proseFor('en').occasions['job-interview']).toBe('At an interview the outfit should say “reliable and prepared” and then disappear.');
    const reply = await writeLocalReply({ message: 'What should I wear to a funeral?', image: null, personality: 'vintage', language: 'en', history: [], facts: NO_FACTS });
    expect(reply).toContain('called Chanel’s little black dress “Chanel’s Ford”');
  });
});

import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../../src/local/chat';
import { createLocalRater } from '../../../../src/local/engine';
import { packFor } from '../../../../src/local/i18n/packs';
import { realise } from '../../../../src/local/grammar/realise';
import { it as itRating } from '../../../../src/local/languages/it/rating';
import { it as itChat } from '../../../../src/local/languages/it/chat-words';
import { it as itProse } from '../../../../src/local/languages/it/styling-prose';
import { grammar as itGrammar } from '../../../../src/local/languages/it/grammar';
import { de as deSentences } from '../../../../src/local/languages/de/styling-sentences';
import { de as deNames } from '../../../../src/local/languages/de/garment-names';
import { generateOutfit } from '../../../../src/local/styling/generator';
import { readGarments } from '../../../support/read-garments';

/** Sentences a native editor corrected in the eighth reading, each as the engine now writes it. */
const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const EMPTY_PROFILE = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };

describe('a one-family palette with two accents is a colour family, not one colour', () => {
  const expected: Record<string, string> = {
    en: 'One colour family (burgundy and pink) sets the tone, with quiet neutrals (black) beside it: calm and cohesive.',
    es: 'Una sola familia de color (burdeos y rosa) marca el tono, acompañada de neutros discretos (negro): una paleta serena y coherente.',
    fr: 'Une seule famille de couleurs (bordeaux et rose) donne le ton, accompagnée de neutres discrets (noir)\u00a0: une palette calme et cohérente.',
    de: 'Eine einzige Farbfamilie (Bordeaux und Rosa) gibt den Ton an, begleitet von ruhigen Neutraltönen (Schwarz): stimmig und gelassen.',
    it: 'Un’unica famiglia di colori (bordeaux e rosa) dà il tono, accompagnata da neutri discreti (nero): una palette calma e coerente.',
    pt: 'Uma só família de cores (bordô e rosa) dá o tom, acompanhada de neutros discretos (preto): uma paleta calma e coerente.',
    ar: 'عائلة لونية واحدة (العنابي والوردي) تقود الإطلالة، وترافقها ألوان محايدة هادئة (الأسود)، فتبدو متناسقة ومدروسة.',
  };
  for (const [language, sentence] of Object.entries(expected) as [Language, string][]) {
    it(`${language}: a burgundy cocktail dress, pink flats and black sunglasses`, async () => {
      const p = packFor(language);
      const description = p.list([p.garmentIn(p.garments.cocktailDress, p.colours.burgundy), p.garmentIn(p.garments.flats, p.colours.pink), p.garmentIn(p.garments.sunglasses, p.colours.black)]);
      const answer = await createLocalRater().rate({ image: null, description, occasion: 'formal', customOccasion: null, language });
      expect(answer.feedback).toContain(sentence);
    });
  }

  it('one accent keeps "one colour"', () => {
    const pt = packFor('pt');
    expect(realise(pt.phrases['harmony.colourOnNeutrals'][0]!, { accent: 'vermelho', base: 'preto e bege' }, pt.grammar)).toBe('Uma só cor (vermelho) dá o tom, acompanhada de neutros discretos (preto e bege): uma paleta calma e coerente.');
  });
});

describe('fr: the good-summary sentence names the outfit its pronoun stands for', () => {
  it('La tenue fonctionne…, un ou deux détails la sublimeraient', () => {
    const fr = packFor('fr');
    expect(realise(fr.phrases['summary.good'][2]!, { occasion: 'un rendez-vous amoureux' }, fr.grammar)).toBe('La tenue fonctionne pour un rendez-vous amoureux\u202f; un ou deux détails la sublimeraient.');
  });
});

describe('it: the everyday occasion (tutti i giorni) is never the subject of a verb', () => {
  it('a piece a step below', () => {
    expect(realise(itRating.phrases['fit.tooCasual'][1]!, { garment: 'sandali marroni', occasion: 'tutti i giorni' }, itGrammar)).toBe('i sandali marroni restano un gradino sotto il livello giusto per tutti i giorni.');
  });
  it('loud colours and the chat’s level', () => {
    expect(realise(itRating.phrases['colour.tooLoud'][1]!, { occasion: 'il lavoro' }, itGrammar)).toBe('Per il lavoro i colori vivaci attirano più attenzione del dovuto.');
    expect(realise(itChat.phrases['occasion.level'][1]!, { occasion: 'tutti i giorni', level: 'casual' }, itGrammar)).toBe('Per tutti i giorni serve uno stile casual.');
  });
  it('keeping a part: the adjective no longer follows an adverb («il tuo capo sopra attuale»)', () => {
    expect(itProse.advice.keepRecommendation('capo sopra')).toBe('Tieni il capo sopra che indossi ora.');
    expect(itProse.advice.keepRecommendation('scarpe')).toBe('Tieni le scarpe che indossi ora.');
    expect(itProse.advice.keepRecommendation('accessori')).toBe('Tieni gli accessori che indossi ora.');
  });
});

describe('de: a full sentence after a colon, and one "in" per name', () => {
  it('the dress is the whole base: capital after the colon', () => {
    expect(deSentences.dressBase('Hemdblusenkleid aus Baumwolle', 'blickdichte Strumpfhose in Schwarz')).toBe('Kein separates Unterteil: Das Hemdblusenkleid aus Baumwolle ist die ganze Basis, dazu blickdichte Strumpfhose in Schwarz');
  });
  it('catalogue names that take "in <colour>" say their make without another "in"', () => {
    const p = packFor('de');
    expect(p.garmentIn(deNames.sunglasses!, 'Schwarz')).toBe('Schildpatt-Sonnenbrille in Schwarz');
    expect(p.garmentIn(deNames.henley!, 'Grau')).toBe('Henley-Shirt aus Waffelstrick in Grau');
    for (const name of Object.values(deNames)) expect(name, name).not.toMatch(/ in \p{Lu}/u);
  });
});

describe('socks with sandals, asked in the singular, is the rate-my-idea question', () => {
  it.each([
    ['pt', 'Meia com sandália pode?'], ['es', '¿Calcetín con sandalia?'], ['fr', 'Chaussette avec sandale ?'],
    ['it', 'Calzino con sandalo?'], ['de', 'Socke mit Sandale?'], ['en', 'Sock with sandal?'],
  ] as const)('%s: %s reads a sock and a sandal', (language, question) => {
    expect(readGarments(question, language)).toEqual(['dressSocks', 'sandals']);
  });
  it('pt: the answer says no and why, with the sandal as the object of use', async () => {
    const reply = await writeLocalReply({ message: 'Meia com sandália pode?', image: null, personality: 'professional', language: 'pt', history: [], facts: NO_FACTS });
    expect(reply).toBe('Não. A regra: a sandália foi feita para mostrar o pé. Use-a sem meia, e se está frio o bastante para meia, está frio o bastante para sapato fechado, tênis de lona ou mocassim. Eu escolheria rasteiras caramelo de couro, um tênis branco de lona e mocassins marrons de couro. A exceção: feito de propósito, é um look de moda. Meias finas ou caneladas coloridas com sandálias esportivas robustas, e todo o resto limpo e intencional.');
  });
  it('pt: "meia" in mid-season and half-sleeve is no sock', () => {
    expect(readGarments('jaqueta de meia estação e calça jeans', 'pt')).toEqual(['jacket', 'jeans']);
    expect(readGarments('camisa de meia manga branca', 'pt')).toEqual(['shirt:white']);
  });
});

describe('ar: suede has one spelling', () => {
  it('the rain line says «الشامواه», as the catalogue does', () => {
    const reply = generateOutfit({ occasion: 'wedding-guest', weather: 'rainy', bodyType: null, profile: EMPTY_PROFILE, language: 'ar', seed: 'g1' });
    expect(reply.weather_considerations).toContain('المطر يتطلب طبقة خارجية مقاومة للماء وحذاءً لا يتشرّب الماء؛ الشامواه والقماش يبقيان في البيت.');
  });
});

describe('a pair or a triad is not counted over a list of another length', () => {
  it.each([
    ['en', 'The complementary contrast of light blue, yellow and mustard is striking; keep other pieces quiet.'],
    ['es', 'El contraste complementario entre azul claro, amarillo y mostaza llama la atención; mantén discreto el resto.'],
    ['fr', 'Le contraste complémentaire entre bleu ciel, jaune et moutarde frappe l’œil\u202f; gardez le reste sobre.'],
    ['de', 'Der Komplementärkontrast aus Hellblau, Gelb und Senfgelb fällt auf; halten Sie den Rest ruhig.'],
    ['it', 'Il contrasto complementare tra azzurro, giallo e senape colpisce; tieni sobrio il resto.'],
    ['pt', 'O contraste complementar entre azul-claro, amarelo e mostarda chama a atenção; mantenha o resto discreto.'],
  ] as const)('%s: two hue families in three colours', (language, sentence) => {
    const p = packFor(language);
    const colours = p.list([p.colours.lightblue, p.colours.yellow, p.colours.mustard]);
    expect(p.capitalise(realise(p.phrases['harmony.complementary'][1]!, { colours }, p.grammar))).toBe(sentence);
  });

  it('a triad names its three hues, not the white bag beside them', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'red blouse, green skirt, blue heels and white handbag', occasion: 'party', customOccasion: null, language: 'en' });
    expect(answer.feedback).toContain('A triad of strong hues (red, green and blue) is lively and playful, and needs confidence.');
  });
});

describe('a piece’s colour suggestion ends its sentence', () => {
  it('every suggestion of a loud outfit at church ends with its stop, in every language', async () => {
    for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar'] as Language[]) {
      const p = packFor(language);
      const description = p.list([p.garmentIn(p.garments.jumpsuit, p.colours.mustard), p.garmentIn(p.garments.oxfords, p.colours.orange), p.garmentIn(p.garments.watch, p.colours.denim)]);
      const answer = await createLocalRater().rate({ image: null, description, occasion: 'church', customOccasion: null, language });
      const suggestions = Object.values(answer.components).flatMap((c) => c.suggestions ?? []);
      expect(suggestions.length, language).toBeGreaterThan(0);
      for (const s of suggestions) expect(s, language).toMatch(/[.!?。！？]$/u);
    }
  });
  it('it: the sentence reads as a sentence', async () => {
    const answer = await createLocalRater().rate({ image: null, description: 'tuta intera senape, scarpe eleganti arancioni in pelle e orologio blu denim', occasion: 'church', customOccasion: null, language: 'it' });
    expect(Object.values(answer.components).flatMap((c) => c.suggestions ?? [])).toContain('Attenua i colori e costruisci il look su blu navy, grigio o bianco.');
  });
});

describe('fr: a comparative has its noun, and slim stays with the jean', () => {
  it('the suggestions to dress down say "quelque chose de plus…"', () => {
    const fr = packFor('fr');
    expect(fr.phrases['sugg.down.top']).toContain('Essayez quelque chose de plus simple, comme une maille ou un t-shirt.');
    expect(fr.phrases['sugg.down.bottom']).toContain('Optez pour quelque chose de plus décontracté, comme un chino.');
    expect(fr.phrases['sugg.down.footwear']).toContain('Choisissez quelque chose de plus confortable, comme des baskets nettes.');
  });
  it('the catalogue’s black slim jeans: "jean slim noir", read back as black jeans', () => {
    expect(readGarments('jean slim noir', 'fr')).toEqual(['jeans:black']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatPersonality, Language } from '@fitrater/contracts';
import type { ChatFacts, ChatTurn } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { understand, type Intent } from '../../../src/local/chat/understand';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const part = (rating: number, description: string, suggestion?: string) => ({ status: 'visible' as const, rating, description, ...(suggestion ? { suggestions: [suggestion] } : {}) });
/** A member whose last rating was gym shorts, a hoodie and flip-flops at a wedding. */
const LAST_WEDDING: ChatFacts = {
  ratedOutfits: 4, averageRating: 6.1, best: null,
  latest: {
    score: 3.4, occasion: 'wedding', summary: null, createdAt: '2026-11-20T10:00:00.000Z',
    components: {
      top: part(3.1, 'Grey hoodie: grey (61%).', 'A hoodie is far below a wedding: a shirt and jacket match it.'),
      bottom: part(2.6, 'Black gym shorts: black (44%).'),
      footwear: part(1.8, 'Black flip-flops.', 'Flip-flops belong at the beach; closed leather shoes belong at a wedding.'),
      accessories: part(8, 'Silver watch.'),
    },
  },
};

interface Turn { say: string; intent: Intent; reply: RegExp; not?: RegExp }
interface Thread { name: string; language: Language; personality: ChatPersonality; facts?: ChatFacts; turns: Turn[] }

const OFF_TOPIC_EN = /That’s outside what I can help with|Not my field|wrong stylist|I only do fashion|stay on your style goal|not my thing|history of clothes/;

const THREADS: Thread[] = [
  {
    name: 'a rate-my-idea, then a capsule and double denim are answered on their own terms', language: 'en', personality: 'professional',
    turns: [
      { say: 'Rate my idea: white sneakers with a black suit', intent: 'rateIdea', reply: /white sneakers with a suit can work/ },
      { say: 'How do I build a capsule wardrobe?', intent: 'capsule', reply: /two neutrals plus one accent colour/, not: /sneakers with a suit|black suit/ },
      { say: 'Is double denim ok?', intent: 'colour', reply: /two washes are clearly different/, not: /suit/ },
    ],
  },
  {
    name: 'shoes, then socks "with them", then a belt', language: 'en', personality: 'professional',
    turns: [
      { say: 'What shoes with navy chinos?', intent: 'pairing', reply: /brown leather loafers, brown suede chukka boots, white leather sneakers and brown boat shoes/ },
      { say: 'And what colour socks with them?', intent: 'item', reply: /no-show socks/, not: /loafers, brown suede chukka boots/ },
      { say: 'Which belt with them?', intent: 'item', reply: /slightly wider belt/ },
    ],
  },
  {
    name: 'the capital of France in the middle of a thread gets a refusal, then the thread goes on', language: 'en', personality: 'sassy',
    turns: [
      { say: 'What shoes go with my dark jeans?', intent: 'pairing', reply: /Darling, the white leather sneakers/ },
      { say: 'What is the capital of France?', intent: 'offTopic', reply: OFF_TOPIC_EN, not: /flats|sneakers|boots/ },
      { say: 'What belt with jeans?', intent: 'item', reply: /belt/ },
    ],
  },
  {
    name: 'the last rated outfit, weakest part first, then a follow-up on shoes', language: 'en', personality: 'professional', facts: LAST_WEDDING,
    turns: [
      { say: 'How can I improve my last rated outfit?', intent: 'lastRating', reply: /^Your last rated outfit scored 3\.4\/10 for a wedding\. Start with the shoes, the weakest part at 1\.8\/10: flip-flops belong at the beach/, not: /interview|%/ },
      { say: 'What shoes should I wear to a wedding?', intent: 'occasion', reply: /first pick for a wedding\. Shoes decide/, not: /merino|tote|flip-flops/ },
      { say: 'thanks!', intent: 'thanks', reply: /welcome|Any time/ },
    ],
  },
  {
    name: 'a garden party is not business dress and takes no tie', language: 'en', personality: 'professional',
    turns: [
      { say: 'What should I wear to a garden party?', intent: 'occasion', reply: /shoes that won’t sink into the lawn/, not: /business dress|silk tie|finish it with tie/ },
      { say: 'What bag for a wedding?', intent: 'item', reply: /small clutch/ },
      { say: 'And what jewellery?', intent: 'item', reply: /statement piece/ },
    ],
  },
  {
    name: 'shoes for a navy suit in every voice-relevant detail', language: 'en', personality: 'brutal',
    turns: [
      { say: 'Which shoes with a navy suit?', intent: 'pairing', reply: /^Straight to what fails\. Sneakers and boat shoes break a suit’s line/ },
      { say: 'And which socks with it?', intent: 'item', reply: /[Mm]atch the socks to the trousers|[Ww]hite athletic socks/ },
      { say: 'Which tie with a navy suit and white shirt?', intent: 'item', reply: /burgundy or navy silk tie/ },
    ],
  },
  {
    name: 'dress codes one after another stay separate', language: 'en', personality: 'coach',
    turns: [
      { say: 'What does black tie mean?', intent: 'occasion', reply: /^1\. Start with a black tuxedo/ },
      { say: 'What is business casual?', intent: 'occasion', reply: /slim navy chinos/, not: /tuxedo/ },
      { say: 'What does smart casual mean?', intent: 'occasion', reply: /dark straight-leg jeans/, not: /tuxedo|chinos, crisp/ },
      { say: 'What to wear to a funeral?', intent: 'occasion', reply: /charcoal two-piece suit/ },
    ],
  },
  {
    name: 'care questions by fabric', language: 'en', personality: 'professional',
    turns: [
      { say: 'How do I wash a wool sweater?', intent: 'care', reply: /dry it flat/ },
      { say: 'And a silk blouse?', intent: 'care', reply: /hand wash silk in cold water/ },
      { say: 'How do I clean suede shoes?', intent: 'care', reply: /suede brush/ },
    ],
  },
  {
    name: 'fit and body type', language: 'en', personality: 'professional',
    turns: [
      { say: 'I am petite, what should I wear?', intent: 'fit', reply: /keep one colour from top to toe/ },
      { say: 'How should a suit fit?', intent: 'fit', reply: /shoulder seam ends at your shoulder/, not: /petite/ },
      { say: 'What suits a pear body shape?', intent: 'fit', reply: /balance wider hips/ },
    ],
  },
  {
    name: 'colour questions', language: 'en', personality: 'professional',
    turns: [
      { say: 'Does navy go with black?', intent: 'colour', reply: /navy and black work together/ },
      { say: 'What colours go with burgundy?', intent: 'colour', reply: /navy, grey, camel, cream and olive/ },
      { say: 'Can I wear brown and black together?', intent: 'colour', reply: /clearly separate pieces/ },
    ],
  },
  {
    name: 'a greeting, an occasion, a weather change', language: 'en', personality: 'hype',
    turns: [
      { say: 'hello', intent: 'greeting', reply: /stylist/ },
      { say: 'What should I wear to a job interview?', intent: 'occasion', reply: /^For an interview: the navy two-piece suit is the piece to build on! Upgrade with / },
      { say: 'What about a festival?', intent: 'occasion', reply: /^The denim shorts are the piece to build on/, not: /suit/ },
    ],
  },
  {
    name: 'a wedding look in the rain is planned with the weather on every piece', language: 'en', personality: 'professional',
    turns: [
      { say: 'What should I wear to a wedding when it rains?', intent: 'occasion', reply: /For a wedding, I’d pick .*(umbrella|trench|mac).*water-resistant outer layer/s, not: /silk tie|pocket square/ },
      { say: 'What coat for the rain?', intent: 'item', reply: /trench coat or a waterproof mac/ },
      { say: 'What is the weather in Paris tomorrow?', intent: 'offTopic', reply: OFF_TOPIC_EN },
    ],
  },
  {
    name: 'rate my idea at a wedding is a no, in the coach voice', language: 'en', personality: 'coach',
    turns: [
      { say: 'Rate my idea: white sneakers with a navy suit for a wedding', intent: 'rateIdea', reply: /^1\. For a wedding: start with black leather Oxford shoes/ },
      { say: 'And what socks with it?', intent: 'item', reply: /fine navy or charcoal over-the-calf dress socks/ },
      { say: 'Thank you', intent: 'thanks', reply: /welcome|Any time/ },
    ],
  },
  {
    name: 'a capsule for work and one for travel', language: 'en', personality: 'chill',
    turns: [
      { say: 'What should a capsule wardrobe for work have?', intent: 'capsule', reply: /^for work: navy blazer\. two neutrals and one accent, so everything mixes\. easy\.$/ },
      { say: 'Capsule wardrobe for travel?', intent: 'capsule', reply: /fine navy merino crew-neck sweater, or plain white cotton t-shirt/ },
      { say: 'Who won the football last night?', intent: 'offTopic', reply: /not my thing/ },
    ],
  },
  {
    name: 'vintage cites a real reference for each topic', language: 'en', personality: 'vintage',
    turns: [
      { say: 'Is double denim ok?', intent: 'colour', reply: /^Yes, on one condition: the two washes must be clearly different\. In 1951 Levi’s made Bing Crosby a denim tuxedo jacket/ },
      { say: 'What does black tie mean?', intent: 'occasion', reply: /^The dinner jacket took its American name from Tuxedo Park/ },
      { say: 'What bag for work?', intent: 'item', reply: /^In 1956 Grace Kelly/ },
    ],
  },
  {
    name: 'a style question, then a pairing that refers back', language: 'en', personality: 'professional',
    turns: [
      { say: 'How do I style a leather jacket?', intent: 'style', reply: /leather jacket/i },
      { say: 'What shoes with it?', intent: 'pairing', reply: /leather jacket/i },
      { say: 'What is 2 + 2?', intent: 'offTopic', reply: OFF_TOPIC_EN },
    ],
  },
  {
    name: 'the member has no rating yet', language: 'en', personality: 'professional',
    turns: [
      { say: 'How can I improve my last outfit?', intent: 'lastRating', reply: /You haven’t rated an outfit yet/ },
      { say: 'What shoes with a jumpsuit?', intent: 'pairing', reply: /one long line/ },
      { say: 'And with a pencil skirt?', intent: 'pairing', reply: /pumps for a pencil skirt/i },
    ],
  },
  {
    name: 'jewellery, then a belt for a dress', language: 'en', personality: 'sassy',
    turns: [
      { say: 'What jewellery for work?', intent: 'item', reply: /Darling, for work: the ivory pearl stud earrings/ },
      { say: 'Should I wear a belt with my dress?', intent: 'item', reply: /Darling, the slim black or brown leather belt/ },
      { say: 'Tell me a joke', intent: 'offTopic', reply: /wrong stylist/ },
    ],
  },
  {
    name: 'socks with shorts after shoes with shorts', language: 'en', personality: 'professional',
    turns: [
      { say: 'What shoes go with shorts?', intent: 'pairing', reply: /boat shoes/ },
      { say: 'And what socks with them?', intent: 'item', reply: /socks should disappear/ },
      { say: 'Is double denim ok?', intent: 'colour', reply: /two washes/, not: /shorts/ },
    ],
  },
  {
    name: 'tall, then a coat over a suit', language: 'en', personality: 'professional',
    turns: [
      { say: 'I am tall, what suits me?', intent: 'fit', reply: /wide-leg trousers, long coats and maxi skirts/i },
      { say: 'What coat over a suit?', intent: 'item', reply: /longer than the jacket/, not: /tall/ },
      { say: 'How often should I wash my jeans?', intent: 'care', reply: /inside out, in cold water/ },
    ],
  },
  // Spanish
  {
    name: 'es: zapatos, calcetines «con ellos», y una pregunta fuera de tema', language: 'es', personality: 'professional',
    turns: [
      { say: '¿Qué zapatos con unos chinos azul marino?', intent: 'pairing', reply: /mocasines de piel marrones.*náuticos marrones/s },
      { say: '¿Y qué calcetines con ellos?', intent: 'item', reply: /calcetines invisibles/ },
      { say: '¿Cuál es la capital de Francia?', intent: 'offTopic', reply: /En eso no puedo ayudarte/ },
    ],
  },
  {
    name: 'es: idea, cápsula y doble denim', language: 'es', personality: 'professional',
    turns: [
      { say: 'Califica mi idea: zapatillas blancas con un traje negro', intent: 'rateIdea', reply: /zapatillas blancas con traje pueden funcionar/ },
      { say: '¿Cómo creo un armario cápsula?', intent: 'capsule', reply: /dos neutros y un color de acento/, not: /traje negro/ },
      { say: '¿El doble denim queda bien?', intent: 'colour', reply: /dos lavados son claramente distintos/ },
    ],
  },
  {
    name: 'es: fiesta en el jardín sin corbata, lana y gracias', language: 'es', personality: 'coach',
    turns: [
      { say: '¿Qué me pongo para una fiesta en el jardín?', intent: 'occasion', reply: /^1\. Empieza por un traje de lino \S+/, not: /corbata de seda/ },
      { say: '¿Cómo lavo un jersey de lana?', intent: 'care', reply: /seca en plano/ },
      { say: 'gracias', intent: 'thanks', reply: /./ },
    ],
  },
  {
    name: 'es: mi último look', language: 'es', personality: 'professional', facts: LAST_WEDDING,
    turns: [
      { say: '¿Cómo mejoro mi último outfit?', intent: 'lastRating', reply: /^Tu último look valorado sacó 3,4\/10|^Tu último look valorado sacó 3\.4\/10/ },
      { say: '¿Qué cinturón con un traje?', intent: 'item', reply: /cinturón fino de piel marrón o negro/ },
      { say: '¿Quién ganó el partido?', intent: 'offTopic', reply: /En eso no puedo ayudarte/ },
    ],
  },
  // French
  {
    name: 'fr : chaussures, chaussettes « avec ça », capitale', language: 'fr', personality: 'professional',
    turns: [
      { say: 'Quelles chaussures avec un chino bleu marine ?', intent: 'pairing', reply: /mocassins en cuir marron/ },
      { say: 'Et quelles chaussettes avec ça ?', intent: 'item', reply: /socquettes invisibles/ },
      { say: 'Quelle est la capitale de la France ?', intent: 'offTopic', reply: /Cela sort de mon domaine/ },
    ],
  },
  {
    name: 'fr : idée, capsule et double denim', language: 'fr', personality: 'professional',
    turns: [
      { say: 'Note mon idée : des baskets blanches avec un costume noir', intent: 'rateIdea', reply: /des baskets blanches avec un costume peuvent fonctionner/ },
      { say: 'Comment construire une garde-robe capsule ?', intent: 'capsule', reply: /deux neutres et d’une couleur d’accent/, not: /costume noir/ },
      { say: 'Le double denim, ça passe ?', intent: 'colour', reply: /deux délavages sont nettement différents/ },
    ],
  },
  {
    name: 'fr : garden-party, laine, merci', language: 'fr', personality: 'brutal',
    turns: [
      { say: 'Que porter à une garden-party ?', intent: 'occasion', reply: /^D’abord, ce qui ne va pas\. Évitez les escarpins pointus noirs/ },
      { say: 'Comment laver un pull en laine ?', intent: 'care', reply: /séchez à plat/ },
      { say: 'merci', intent: 'thanks', reply: /./ },
    ],
  },
  {
    name: 'fr : ma dernière tenue', language: 'fr', personality: 'professional', facts: LAST_WEDDING,
    turns: [
      { say: 'Comment améliorer ma dernière tenue ?', intent: 'lastRating', reply: /^Votre dernière tenue notée a obtenu/ },
      { say: 'Quel sac pour le travail ?', intent: 'item', reply: /cabas structuré|sac cabas|tote/ },
      { say: 'Quel temps fera-t-il demain ?', intent: 'offTopic', reply: /Cela sort de mon domaine/ },
    ],
  },
  // German
  {
    name: 'de: Schuhe, Socken „dazu“, Hauptstadt', language: 'de', personality: 'professional',
    turns: [
      { say: 'Welche Schuhe zu einer marineblauen Chino?', intent: 'pairing', reply: /Lederloafer in Braun, Chukka-Boots aus Wildleder in Braun/ },
      { say: 'Und welche Socken dazu?', intent: 'item', reply: /Füßlinge/ },
      { say: 'Was ist die Hauptstadt von Frankreich?', intent: 'offTopic', reply: /Dabei kann ich leider nicht helfen/ },
    ],
  },
  {
    name: 'de: Idee, Capsule und Doppel-Denim', language: 'de', personality: 'professional',
    turns: [
      { say: 'Bewerte meine Idee: weiße Sneaker zu einem schwarzen Anzug', intent: 'rateIdea', reply: /Weiße Sneaker zum Anzug können funktionieren/ },
      { say: 'Wie baue ich eine Capsule Wardrobe auf?', intent: 'capsule', reply: /zwei neutralen Farben und einer Akzentfarbe/, not: /schwarzen Anzug/ },
      { say: 'Geht Doppel-Denim?', intent: 'colour', reply: /beiden Waschungen deutlich unterscheiden/ },
    ],
  },
  {
    name: 'de: Gartenparty, Wolle, danke', language: 'de', personality: 'hype',
    turns: [
      { say: 'Was ziehe ich zu einer Gartenparty an?', intent: 'occasion', reply: /^Der Leinenanzug in Beige ist hier die stärkste Wahl/, not: /Krawatte aus Seide|Seidenkrawatte/ },
      { say: 'Wie wasche ich einen Wollpullover?', intent: 'care', reply: /./ },
      { say: 'danke', intent: 'thanks', reply: /./ },
    ],
  },
  {
    name: 'de: mein letztes Outfit', language: 'de', personality: 'professional', facts: LAST_WEDDING,
    turns: [
      { say: 'Wie verbessere ich mein letztes Outfit?', intent: 'lastRating', reply: /^Ihr zuletzt bewertetes Outfit erhielt/ },
      { say: 'Welcher Gürtel zum Anzug?', intent: 'item', reply: /schmaler Ledergürtel|Ledergürtel/ },
      { say: 'Wer hat gestern das Spiel gewonnen?', intent: 'offTopic', reply: /Dabei kann ich leider nicht helfen/ },
    ],
  },
];

describe('golden conversations: every reply answers the question asked', () => {
  it('covers at least 30 threads in English and three other languages', () => {
    expect(THREADS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(THREADS.map((t) => t.language))).toEqual(new Set(['en', 'es', 'fr', 'de']));
    for (const t of THREADS) expect(t.turns.length).toBeGreaterThanOrEqual(3);
  });

  for (const thread of THREADS) {
    it(thread.name, async () => {
      const history: ChatTurn[] = [];
      for (const turn of thread.turns) {
        expect(understand(turn.say, false, history, thread.language).intent, turn.say).toBe(turn.intent);
        const reply = await writeLocalReply({ message: turn.say, image: null, personality: thread.personality, language: thread.language, history: [...history], facts: thread.facts ?? NO_FACTS });
        expect(reply, turn.say).toMatch(turn.reply);
        if (turn.not) expect(reply, turn.say).not.toMatch(turn.not);
        expect(reply, turn.say).not.toMatch(/\{\w+\}|\.\.(?!\.)|\s\.|undefined|null/);
        history.push({ role: 'user', text: turn.say }, { role: 'assistant', text: reply });
      }
    });
  }
});

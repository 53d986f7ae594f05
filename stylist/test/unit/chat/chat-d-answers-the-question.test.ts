import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type ChatPersonality, type Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { SITUATIONS, garment } from '../../../src/knowledge';
import { garmentInColour } from '../../../src/local/styling/words';
import type { ColourId } from '../../../src/local/colour/names';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language, personality: ChatPersonality = 'professional') =>
  writeLocalReply({ message, image: null, personality, language, history: [], facts: NO_FACTS });
/** A situation's line in a language: English from the knowledge base, the others from their chat lines. */
const own = (id: string, field: 'why' | 'core' | 'exception', language: Language): string => {
  const s = SITUATIONS.find((x) => x.id === id)!;
  const text = language === 'en' ? s[field] : (CHAT_LINES[language].situations as Record<string, Record<string, string>>)[id]?.[field];
  return text!;
};
/** The first words of a sentence, as a reply says it (its first letter's case and the typesetting aside). */
const opening = (text: string) => text.slice(1, 6);
const name = (id: string, colour: ColourId, language: Language) => garmentInColour({ garment: garment(id), colour }, language);
const piece = (id: string, colour: ColourId, language: Language) => {
  const named = name(id, colour, language);
  return language === 'de' ? named.replace(/^\p{Ll}+(?:er|es|e|en) /u, '') : named;
};

const BUDGET: [Language, string][] = [
  ['en', 'I have a small budget, what should I buy for work?'],
  ['es', 'Tengo poco presupuesto, ¿qué me compro para el trabajo?'],
  ['fr', 'J’ai un petit budget, qu’est-ce que je devrais acheter pour le bureau ?'],
  ['de', 'Ich habe wenig Geld, was soll ich mir für die Arbeit kaufen?'],
  ['it', 'Ho un budget ridotto, cosa dovrei comprare per il lavoro?'],
  ['pt', 'Tenho orçamento apertado, o que devo comprar para o trabalho?'],
  ['zh', '预算有限，上班该买什么衣服？'],
  ['ja', '予算が少ないのですが、仕事用に何を買えばいいですか？'],
  ['ko', '예산이 적은데 출근용으로 뭘 사야 할까요?'],
  ['ar', 'ميزانيتي محدودة، ماذا أشتري للعمل؟'],
];

describe('a budget question keeps the budget advice in every voice, the short ones too', () => {
  it.each(BUDGET)('%s: %s', async (language, question) => {
    const core = own('budget-work', 'core', language);
    for (const personality of CHAT_PERSONALITIES) {
      const reply = await ask(question, language, personality);
      // The professional voice says the whole reason, which holds the same advice at length; every other voice its core.
      const expected = personality === 'professional' ? own('budget-work', 'why', language) : core;
      expect(reply.toLowerCase(), personality).toContain(opening(expected).toLowerCase());
    }
  });
});

const HIKE: [Language, string][] = [
  ['en', 'What should I wear on a hike?'],
  ['es', '¿Qué me pongo para ir de excursión a la montaña?'],
  ['fr', 'Qu’est-ce que je mets pour une randonnée ?'],
  ['de', 'Was ziehe ich zum Wandern an?'],
  ['it', 'Cosa mi metto per un’escursione in montagna?'],
  ['pt', 'O que eu visto para fazer uma trilha?'],
  ['zh', '去爬山徒步穿什么？'],
  ['ja', 'ハイキングには何を着ればいい？'],
  ['ko', '등산 갈 때 뭐 입어요?'],
  ['ar', 'ماذا ألبس للمشي في الجبال؟'],
];

describe('a day hike is dressed for the trail, not as a city trip', () => {
  it.each(HIKE)('%s: %s', async (language, question) => {
    const reply = await ask(question, language);
    for (const [id, colour] of [['hiking-boots', 'brown'], ['rain-jacket', 'olive'], ['quarter-zip', 'navy'], ['baseball-cap', 'navy']] as const) {
      expect(reply).toContain(piece(id, colour, language));
    }
    expect(reply).toContain(opening(own('code-hike', 'exception', language)));
    // No town piece of the travel look the generator planned.
    for (const [id, colour] of [['weekender', 'brown'], ['tracksuit', 'black']] as const) expect(reply).not.toContain(piece(id, colour, language));
  });

  it('one piece for a hike is the hike look’s own, and rain or cold adds what a trail asks for', async () => {
    expect(await ask('what shoes for a hike?', 'en')).toContain('brown waterproof hiking boots');
    const rain = await ask('what should I wear on a hike in the rain?', 'en');
    expect(rain).toContain('olive hooded rain jacket');
    expect(rain).not.toMatch(/trench|umbrella/);
    const cold = await ask('what to wear for a hike when it is cold?', 'en');
    expect(cold).toContain('navy puffer jacket');
    expect(cold).not.toContain('overcoat');
  });

  it('packing for a hiking trip keeps the packing list', async () => {
    const reply = await ask('what to pack for a hiking trip', 'en');
    expect(reply).toMatch(/^For a week, pack/);
    expect(reply).toContain('pack layers you can add and take off as you climb');
  });
});

const NO_BLAZER: [Language, string][] = [
  ['en', 'what jacket should I wear to the interview? I don’t own a blazer'],
  ['es', '¿qué chaqueta me pongo para la entrevista? No tengo americana'],
  ['fr', 'quelle veste porter pour l’entretien ? je n’ai pas de blazer'],
  ['de', 'Welche Jacke soll ich zum Vorstellungsgespräch tragen? Ich habe keinen Blazer'],
  ['it', 'che giacca metto per il colloquio? non ho un blazer'],
  ['zh', '面试穿什么外套？我没有西装外套'],
  ['ja', '面接にはどんなジャケットを着ればいい？ブレザーは持っていない'],
  ['ko', '면접에 어떤 재킷을 입어야 해요? 블레이저는 없어요'],
  ['ar', 'ماذا أرتدي من سترة لمقابلة العمل؟ ليس عندي بليزر'],
];

describe('one piece asked for without a piece the member lacks: its stand-in, as a whole look gets', () => {
  it.each(NO_BLAZER)('%s: %s', async (language, question) => {
    const reply = await ask(question, language);
    expect(reply).toContain(piece('cardigan', 'navy', language));
    expect(reply).not.toContain(piece('navy-blazer', 'navy', language));
  });

  it('a piece the answer would not have offered changes nothing', async () => {
    const reply = await ask('what shoes should I wear to a wedding? I don’t have oxfords', 'en');
    expect(reply).not.toMatch(/Without/);
    expect(reply).not.toMatch(/Oxford/);
  });
});

const FUNERAL: [Language, string, string][] = [
  ['en', 'Do I have to wear a tie to a funeral?', 'Do I have to wear a tie to a job interview?'],
  ['es', '¿Tengo que llevar corbata a un funeral?', '¿Tengo que llevar corbata a una entrevista de trabajo?'],
  ['fr', 'Est-ce que je dois porter une cravate à un enterrement ?', 'Dois-je porter une cravate à un entretien d’embauche ?'],
  ['de', 'Muss ich zu einer Beerdigung eine Krawatte tragen?', 'Muss ich zum Vorstellungsgespräch eine Krawatte tragen?'],
  ['it', 'Devo mettere la cravatta a un funerale?', 'Devo mettere la cravatta a un colloquio di lavoro?'],
  ['pt', 'Preciso usar gravata num velório?', 'Preciso usar gravata numa entrevista de emprego?'],
  ['zh', '参加葬礼必须打领带吗？', '面试必须打领带吗？'],
  ['ja', 'お葬式にネクタイは必要ですか？', '面接にネクタイは必要ですか？'],
  ['ko', '장례식에 넥타이를 꼭 매야 하나요?', '면접에 넥타이를 꼭 매야 하나요?'],
  ['ar', 'هل يجب أن أرتدي ربطة عنق في العزاء؟', 'هل يجب أن أرتدي ربطة عنق في مقابلة العمل؟'],
];

describe('a tie asked as an obligation: yes at a funeral, at an interview only in the fields that expect one', () => {
  it.each(FUNERAL)('%s', async (language, funeral, interview) => {
    const answers = CHAT_LINES[language].answers;
    const atFuneral = await ask(funeral, language);
    expect(atFuneral.startsWith(answers.needYes ?? answers.yes)).toBe(true);
    expect(atFuneral).toContain(opening(own('tie-must-funeral', 'exception', language)));
    const atInterview = await ask(interview, language);
    expect(atInterview.startsWith(answers.needNot)).toBe(true);
    expect(atInterview).toContain(opening(own('tie-must-interview', 'exception', language)));
  });

  it('the funeral look gives a man a dark tie', async () => {
    expect(await ask('What should I wear to a funeral? I am a man', 'en')).toContain('black silk tie');
  });
});

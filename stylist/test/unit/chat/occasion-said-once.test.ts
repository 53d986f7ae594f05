import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

describe('a voice does not name the occasion twice', () => {
  it.each([
    ['en', 'What to wear on a date when it rains?', 'a date', 'For a date, wear something that feels like you on a good day, with one detail that invites a compliment. Wear a teal wrap midi dress. Done.'],
    ['es', '¿Qué me pongo para una cita si llueve?', 'una cita', 'Para una cita, ponte algo con lo que te sientas tú en un buen día, con un detalle que invite a un cumplido. Ponte un vestido midi cruzado verde azulado. Y listo.'],
  ] as const)('%s brutal: the reason that names the occasion is not followed by "For a date: …"', async (language, message, occasion, expected) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'brutal', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply).toBe(expected);
    expect(reply.toLowerCase().split(occasion).length - 1).toBe(1);
  });
});

describe('a reason that names the occasion in other words is not followed by a lead', () => {
  it.each([
    ['fr', 'Que porter pour un rendez-vous quand il pleut ?', /pour un rendez-vous/giu],
    ['de', 'Was soll ich zu einem Date anziehen, wenn es regnet?', /\bDate\b/gu],
  ] as const)('%s brutal: "%s" names the date once', async (language, message, occasion) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'brutal', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply.match(occasion)?.length, reply).toBe(1);
  });
});

describe('a piece worn with the first pick is not offered instead of it', () => {
  it.each([
    ['en', 'What should I wear to a wedding?', /suit, or .*tie/u],
    ['de', 'Was ziehe ich bei Regen zur Arbeit an?', /Jumpsuit in Rostrot, oder sonst Wickelmantel/u],
    ['ko', '결혼식에 뭘 입어야 해요?', /정장, 아니면 버건디 실크 넥타이/u],
  ] as const)('%s chill: "%s"', async (language, message, instead) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'chill', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply).not.toMatch(instead);
  });

  it('shoes for chinos are still offered as alternatives', async () => {
    const reply = await writeLocalReply({ message: 'What shoes with navy chinos?', image: null, personality: 'chill', language: 'en', history: [], facts: NO_FACTS });
    expect(reply).toMatch(/brown leather loafers, or brown suede chukka boots/u);
  });
});

describe('a yes or no is not followed by the voice greeting the member', () => {
  it.each([
    ['fr', 'hype', 'Un costume bleu marine avec des chaussures marron, ça va ?', /^Oui\. Pour le travail/u],
    ['fr', 'sassy', 'Un costume bleu marine avec des chaussures marron, ça va ?', /^Oui\. Pour le travail/u],
    ['en', 'hype', 'Does a navy suit go with brown shoes?', /^Yes\. (?!OMG|Okay)/u],
    ['es', 'professional', '¿Un traje azul marino con zapatos marrones queda bien?', /^Sí\. Para el trabajo/u],
  ] as const)('%s %s: "%s"', async (language, personality, message, opens) => {
    const reply = await writeLocalReply({ message, image: null, personality, language: language as Language, history: [], facts: NO_FACTS });
    expect(reply).toMatch(opens);
  });
});

describe('two looks among the picks are said as two looks', () => {
  it.each([
    ['en', 'What should I wear to a wedding?', /I’d pick a navy two-piece suit, a burgundy silk tie and brown leather Oxford shoes\. Or, for another look: a burgundy wrap midi dress and camel block-heel pumps\./u],
    ['fr', 'Que porter pour un mariage ?', /des richelieus en cuir marron\. Ou, pour une autre tenue\u00a0: une robe portefeuille midi bordeaux/u],
    ['zh', '参加婚礼穿什么好？', /棕色皮质牛津鞋。或者换一套：酒红色裹身中长连衣裙/u],
  ] as const)('%s professional: "%s"', async (language, message, looks) => {
    const reply = await writeLocalReply({ message, image: null, personality: 'professional', language: language as Language, history: [], facts: NO_FACTS });
    expect(reply).toMatch(looks);
  });

  it('alternatives for one part stay one list', async () => {
    const reply = await writeLocalReply({ message: 'What shoes with navy chinos?', image: null, personality: 'professional', language: 'en', history: [], facts: NO_FACTS });
    expect(reply).toContain('I’d pick brown leather loafers, brown suede chukka boots, white leather sneakers and brown boat shoes.');
  });
});

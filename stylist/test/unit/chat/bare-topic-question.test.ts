import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) =>
  writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/**
 * "面接用のジャケットは？" asks which jacket to wear to an interview: a bare topic with は, 呢 or 는요 is an open
 * question, and so is a recommendation asked for (おすすめ, 推荐, 추천). Read as yes/no, the jacket was judged
 * ("ジャケット：面接によく合っています") instead of proposed, or the answer led with an overcoat.
 */
const JACKET_FOR_AN_INTERVIEW: [Language, string][] = [
  ['ja', '面接用のジャケットは？'],
  ['ja', '面接にはどんなジャケットがいい？'],
  ['ja', '面接で着るジャケットのおすすめは？'],
  ['ja', '就活のジャケットは？'],
  ['zh', '面试的外套呢？'],
  ['zh', '面试推荐什么外套？'],
  ['ko', '면접용 재킷은요?'],
  ['ko', '면접 재킷 추천해 주세요'],
];

describe('a jacket asked for an interview is proposed, tailored, before anything else', () => {
  it.each(JACKET_FOR_AN_INTERVIEW)('%s: "%s" is an open question about the interview', (language, message) => {
    const u = understand(message, false, [], language);
    expect(u.yesNo).toBe(false);
    expect(u.occasion).toBe('interview');
  });

  it.each(JACKET_FOR_AN_INTERVIEW)('%s: "%s" leads with a blazer, not a coat, and judges nothing', async (language, message) => {
    const reply = await ask(message, language);
    const blazer = reply.search(/ブレザー|西装外套|블레이저/u);
    expect(blazer, reply).toBeGreaterThan(-1);
    const coat = reply.search(/コート|大衣|코트/u);
    expect(coat === -1 || coat > blazer, reply).toBe(true);
    expect(reply).not.toMatch(/よく合っています|很适合|잘 어울려요/u);
  });

  it.each<[Language, string]>([
    ['ja', 'ネイビーのスーツに茶色の靴は合う？'],
    ['zh', '藏青色西装配棕色皮鞋可以吗？'],
    ['ko', '네이비 정장에 갈색 구두 괜찮아요?'],
  ])('%s: a question ending on its predicate stays yes/no ("%s")', (language, message) => {
    expect(understand(message, false, [], language).yesNo).toBe(true);
  });
});

describe('work said as a verb is the work occasion', () => {
  it.each<[Language, string]>([
    ['es', '¿Qué zapatos me pongo para ir a trabajar?'],
    ['es', '¿Puedo ir a trabajar con un vestido rojo de lentejuelas?'],
    ['pt', 'Que sapato eu uso para trabalhar?'],
    ['it', 'Che scarpe metto per andare a lavorare?'],
  ])('%s: "%s"', (language, message) => {
    expect(understand(message, false, [], language).occasion).toBe('work');
  });
});

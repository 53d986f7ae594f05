import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * "Actually it's at an ad agency", "实は冬なんです": a message that corrects or adds to the last question, opened by the
 * language's "actually" or "by the way", is about that question, answered again with what it adds; it is never told it is
 * off the subject.
 */
describe('a correction keeps the subject', () => {
  it.each<[Language, string, string, RegExp, RegExp | null]>([
    ['fr', 'Que porter pour un premier rendez-vous ?', 'en fait c’est dans un restaurant chic', /rendez-vous/u, null],
    ['de', 'Was ziehe ich zu einem Vorstellungsgespräch an?', 'eigentlich ist es bei einer Werbeagentur, eher locker', /Vorstellungsgespräch/u, /Zweiteiler|Hosenanzug/u],
    ['it', 'Cosa mi metto per un matrimonio in campagna a giugno?', 'in realtà sono la testimone', /matrimonio/u, null],
    ['zh', '下周去面试，穿什么好？', '其实是互联网公司，比较随意', /面试/u, /两件套/u],
    ['ja', '友達の結婚式に何を着ればいい？', '実は冬なんです', /結婚式/u, null],
    ['ko', '소개팅에 뭐 입고 가지?', '사실 비 온대', /데이트|소개팅/u, null],
    ['ar', 'ماذا ألبس لحفلة زفاف؟', 'في الحقيقة أنا أخت العروس', /الزفاف/u, null],
  ])('%s: "%s" then "%s"', async (language, first, correction, occasion, not) => {
    const [, reply] = await talk(language, first, correction);
    const [offTopic] = await talk(language, 'what is the capital of France?');
    expect(reply).not.toBe(offTopic);
    expect(reply).toMatch(occasion);
    if (not) expect(reply).not.toMatch(not);
  });

  it('Japanese: winter said after a wedding look adds a warm coat to it', async () => {
    const [, reply] = await talk('ja', '友達の結婚式に何を着ればいい？', '実は冬なんです');
    expect(reply).toMatch(/コート/u);
  });

  it('Korean: rain said after a blind-date look keeps the date and dresses it for rain', async () => {
    const [, reply] = await talk('ko', '소개팅에 뭐 입고 가지?', '사실 비 온대');
    expect(reply).toMatch(/우산|트렌치|비/u);
  });
});

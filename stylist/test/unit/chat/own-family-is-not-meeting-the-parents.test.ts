import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/local/chat/understand';

// Meeting a partner's parents is its own dress code; a dinner with a partner and the member's own family is not it.
describe('a partner with the member’s own family', () => {
  it.each([
    ['en', 'What should I wear for dinner with my boyfriend and my family?'],
    ['en', 'What do I wear to lunch with my girlfriend and my parents?'],
    ['es', '¿Qué me pongo para cenar con mi novio y mi familia?'],
    ['fr', 'Que porter pour un dîner avec mon copain et ma famille ?'],
    ['de', 'Was ziehe ich zum Essen mit meinem Freund und meiner Familie an?'],
    ['it', 'Cosa mi metto per una cena con il mio ragazzo e la mia famiglia?'],
    ['pt', 'O que vestir para jantar com meu namorado e minha família?'],
    ['zh', '和男朋友还有我的家人吃饭穿什么？'],
    ['ja', '彼氏と私の家族で食事するとき何を着ればいい？'],
    ['ko', '남자친구랑 우리 가족이랑 저녁 먹을 때 뭐 입어요?'],
    ['ar', 'ماذا أرتدي لعشاء مع خطيبي وعائلتي؟'],
  ] as const)('%s: "%s" is not meeting the parents', (language, message) => {
    expect(understand(message, false, [], language).dressCode).not.toBe('meetParents');
  });

  it.each([
    ['en', 'What should I wear to meet my boyfriend\'s family?'],
    ['es', '¿Qué me pongo para conocer a la familia de mi novio?'],
    ['fr', 'Que porter pour rencontrer la famille de mon copain ?'],
    ['de', 'Was ziehe ich an, wenn ich die Familie meines Freundes treffe?'],
    ['it', 'Cosa mi metto per conoscere la famiglia del mio ragazzo?'],
    ['pt', 'O que vestir para conhecer a família do meu namorado?'],
    ['zh', '见男朋友家人穿什么？'],
    ['ja', '彼氏の家族に会うとき何を着ればいい？'],
    ['ko', '남자친구 가족 만날 때 뭐 입어요?'],
    ['ar', 'ماذا أرتدي للقاء أهل خطيبي؟'],
  ] as const)('%s: the partner’s family still is: "%s"', (language, message) => {
    expect(understand(message, false, [], language).dressCode).toBe('meetParents');
  });
});

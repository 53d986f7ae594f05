import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/local/chat/understand';

// "What should my husband wear to a wedding?" dresses the husband, in every language, not only "for my husband".
describe('whom the clothes are for, said as a question about the partner', () => {
  it.each([
    ['en', 'What should my husband wear to a wedding?', 'man'], ['en', 'What should my wife wear to a wedding?', 'woman'],
    ['es', '¿Qué se pone mi marido para una boda?', 'man'], ['es', '¿Qué se pone mi mujer para una boda?', 'woman'],
    ['fr', 'Que doit porter mon mari pour un mariage ?', 'man'], ['fr', 'Que doit porter ma femme pour un mariage ?', 'woman'],
    ['de', 'Was soll mein Mann zu einer Hochzeit anziehen?', 'man'], ['de', 'Was soll meine Frau zu einer Hochzeit anziehen?', 'woman'],
    ['it', 'Cosa deve mettere mio marito per un matrimonio?', 'man'], ['it', 'Cosa deve mettere mia moglie per un matrimonio?', 'woman'],
    ['pt', 'O que meu marido deve vestir num casamento?', 'man'], ['pt', 'O que minha esposa deve vestir num casamento?', 'woman'],
    ['zh', '参加婚礼我老公穿什么？', 'man'], ['zh', '参加婚礼我老婆穿什么？', 'woman'],
    ['ja', '結婚式に夫は何を着ればいい？', 'man'], ['ja', '結婚式に妻は何を着ればいい？', 'woman'],
    ['ko', '결혼식에 남편은 뭐 입어야 해요?', 'man'], ['ko', '결혼식에 아내는 뭐 입어야 해요?', 'woman'],
    ['ar', 'ماذا يلبس زوجي في حفل زفاف؟', 'man'], ['ar', 'ماذا تلبس زوجتي في حفل زفاف؟', 'woman'],
  ] as const)('%s: %s', (language, message, wearer) => {
    expect(understand(message, false, [], language).wearer).toBe(wearer);
  });
});

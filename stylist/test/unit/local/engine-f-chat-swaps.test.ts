import { describe, expect, it } from 'vitest';
import { talk } from '../../support/chat-talk';

describe('the swaps the chat offers are ones a stylist would make', () => {
  it('a blazer over jeans is a layer, never traded for a T-shirt', async () => {
    for (const question of ['Do jeans go with a blazer?', 'Can I wear jeans with a blazer on an ordinary day?']) {
      const [answer] = await talk('en', question);
      expect(answer, question).not.toMatch(/swap the blazer for/iu);
      expect(answer, question).not.toMatch(/t-shirt/iu);
    }
  });

  it('jeans at a wedding are not swapped for trousers in denim blue', async () => {
    const [es] = await talk('es', '¿Puedo llevar vaqueros con camisa blanca a una boda?');
    expect(es).toMatch(/cambia los vaqueros por/u);
    expect(es).not.toMatch(/por un pantalón (?:azul )?vaquero/u);
    const [en] = await talk('en', 'Can I wear jeans and a white shirt to a wedding?');
    expect(en).toMatch(/swap the jeans for/u);
    expect(en).not.toMatch(/denim blue trousers/u);
  });

  it('ja ビーチサンダル is a flip-flop, not the beach', async () => {
    const [answer] = await talk('ja', 'ビーチサンダルは仕事に合う？');
    expect(answer).toMatch(/^いいえ/u);
    expect(answer).not.toContain('ビーチに');
  });
});

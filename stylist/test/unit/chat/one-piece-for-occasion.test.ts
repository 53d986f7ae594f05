import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const reply = (message: string, language: Language) =>
  writeLocalReply({ message, language, personality: 'brutal', history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

/**
 * "Is a burgundy skirt OK for work?" asks about that piece for that occasion: the answer judges the
 * piece, as a rating would, and says what to change when it does not fit. It used to recommend a
 * whole outfit for the occasion (a camel sweater) and never mention the skirt.
 */
describe('a yes/no question about one piece for an occasion is answered about that piece', () => {
  it.each([
    ['en', 'Is a burgundy skirt ok for work?', 'The burgundy skirt is right for work.'],
    ['fr', 'Une jupe bordeaux, ça passe au travail ?', 'La jupe bordeaux'],
    ['es', '¿Una falda burdeos vale para el trabajo?', 'La falda burdeos'],
    ['it', 'Una gonna bordeaux va bene per il lavoro?', 'La gonna bordeaux'],
    ['pt', 'Uma saia bordô serve para o trabalho?', 'A saia bordô'],
  ] as const)('%s: %s', async (language, message, expected) => {
    expect(understand(message, false, [], language).intent).toBe('rateIdea');
    const text = await reply(message, language);
    expect(text).toContain(expected);
    expect(text).not.toMatch(/camel|cammello|caramelo/i);
  });

  it.each([
    ['en', 'Can I wear sneakers to the office?', 'The sneakers', 'A polished leather shoe would lift it.'],
    ['fr', 'Je peux porter des baskets au bureau ?', 'Les baskets', 'Une chaussure en cuir bien cirée rehausserait la tenue.'],
    ['es', '¿Puedo llevar zapatillas a la oficina?', 'Las zapatillas', 'Un zapato de piel pulido lo elevaría.'],
  ] as const)('%s: a piece that does not fit is named with what would fit better', async (language, message, piece, change) => {
    const text = await reply(message, language);
    expect(text).toContain(piece);
    expect(text).toContain(change);
  });

  it('"is it too much?" is answered the right way up: yes only when the piece is dressier than the occasion', async () => {
    expect(await reply('Is a red sequin dress too much for a wedding?', 'en')).toMatch(/^No, it’s not too much\. The red sequin dress is right for a wedding\./u);
    expect(await reply('Is a sequin dress too much for work?', 'en')).toMatch(/^Yes, it’s too much\. The sequin dress/u);
  });

  // Every language answers yes or no first, as it does for a pair; zh and ja used to open on the verdict line alone.
  it.each([
    ['en', 'Can I wear a red sequin dress to work?', 'No. The red sequin dress'],
    ['es', '¿Puedo ir a trabajar con un vestido rojo de lentejuelas?', 'No. El vestido rojo de lentejuelas'],
    ['fr', 'Je peux porter une robe rouge à sequins au bureau ?', 'Non. La robe rouge à paillettes'],
    ['de', 'Kann ich ein rotes Paillettenkleid im Büro tragen?', 'Nein. Das Paillettenkleid in Rot'],
    ['pt', 'Posso usar um vestido vermelho de paetês no trabalho?', 'Não. O vestido vermelho de paetês'],
    ['zh', '红色亮片连衣裙可以穿去上班吗？', '不太合适。红色亮片连衣裙'],
    ['ja', '赤いスパンコールのワンピースは仕事に着ていける？', 'いいえ、おすすめしません。赤いスパンコールのワンピース'],
    ['ko', '빨간 시퀸 원피스 출근할 때 입어도 돼요?', '아니요. 빨간색 시퀸 원피스'],
    ['ar', 'هل يناسب فستان أحمر مطرز بالترتر العمل؟', 'لا. الفستان الأحمر المطرز بالترتر'],
    ['zh', '藏青色西装外套可以穿去上班吗？', '可以。藏青色西装外套'],
    ['en', 'Can I wear a navy blazer to work?', 'Yes. The navy blazer'],
  ] as const)('%s: "%s" opens with its yes or no', async (language, message, opening) => {
    expect(await reply(message, language)).toMatch(new RegExp(`^${opening}`, 'u'));
  });

  it('a question about two pieces is still a pairing with its yes or no first', async () => {
    expect(await reply('Does a black blazer go with black shoes?', 'en')).toMatch(/^(Yes|No)\b/);
  });
});

describe('the chat reads a question with its own language’s words', () => {
  it('fr: "un pull bordeaux" is a sweater', async () => {
    expect(await reply('Un pull bordeaux, ça passe au travail ?', 'fr')).toMatch(/Le pull bordeaux/);
  });
});

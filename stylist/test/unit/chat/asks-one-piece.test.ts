import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/** The whole look the generator plans for work (a merino sweater, a midi skirt, a tote): never the answer to a question about shoes. */
const WHOLE_LOOK = /merino|Merino|midi|tote|托特|トート|토트|كارديغان|美利奴|メリノ|메리노/u;

describe('a question about one piece for an occasion is answered with that piece', () => {
  it.each([
    ['en', 'What shoes should I wear to work?', /^Here is my professional assessment\. Black leather dress shoes are the first pick for work\. Shoes decide how dressed-up the whole look reads.*Other good options: black loafers and black heels\. For work, pair them with a white shirt and navy trousers\./u],
    ['es', '¿Qué zapatos me pongo para el trabajo?', /Para el trabajo, mi primera opción son unos zapatos de vestir negros de piel\. Los zapatos deciden.*Otras buenas opciones: mocasines negros y zapatos de tacón negros\. Para el trabajo, combínalos con una camisa blanca/u],
    ['fr', 'Quelles chaussures porter au travail ?', /Pour le travail, mon premier choix\u00a0: des chaussures de ville noires en cuir\. Les chaussures décident.*Autres bonnes options\u00a0: mocassins noirs et escarpins noirs\. Pour le travail, associez-les à une chemise blanche/u],
    ['de', 'Welche Schuhe soll ich zur Arbeit tragen?', /Meine erste Wahl für die Arbeit: Lederschuhe in Schwarz\. Schuhe entscheiden, wie angezogen der ganze Look wirkt; für die Arbeit gehören sie deshalb auf die Stilstufe „Business-Kleidung“\. Ebenfalls gute Optionen: Loafer in Schwarz/u],
    ['it', 'Che scarpe mettere per il lavoro?', /Per il lavoro, la mia prima scelta: scarpe eleganti nere in pelle\. Le scarpe decidono.*Altre buone opzioni: mocassini neri e tacchi neri\. Per il lavoro, abbinale con una camicia bianca/u],
    ['pt', 'Que sapatos usar no trabalho?', /Para o trabalho, minha primeira escolha: sapatos sociais pretos de couro\. Os sapatos decidem.*Outras boas opções: mocassins pretos e saltos altos pretos\. Para o trabalho, combine com uma camisa branca/u],
    ['zh', '上班穿什么鞋？', /上班穿的话，首选黑色皮鞋。鞋子决定整套穿搭显得多正式，所以要符合上班要求的档次：商务正装。其他不错的选择：黑色乐福鞋和黑色高跟鞋。上班穿的话，可以搭配白色衬衫和藏青色西裤。/u],
    ['ja', '仕事に履く靴は？', /仕事なら、まず選びたいのは黒い革靴です。靴は装い全体のきちんと感を決めるので、仕事にふさわしいビジネススタイルのレベルに合わせましょう。ほかの候補は黒いローファーと黒いハイヒールです。/u],
    ['ko', '출근할 때 어떤 신발을 신어야 해요?', /출근에는 검정 가죽 구두를 먼저 골라 보세요\. 신발은 전체 룩이 얼마나 갖춰 보이는지를 정하니, 출근에 맞는 비즈니스 정장 수준에 맞추세요\. 다른 좋은 선택지는 검정 로퍼와 검정 하이힐이에요\./u],
    ['ar', 'أي حذاء أرتدي إلى العمل؟', /اختياري الأول في العمل: حذاء جلدي رسمي أسود\. الحذاء يحدد مدى أناقة الإطلالة كلها، لذا يجب أن يوافق المستوى المطلوب في العمل: رسمي للعمل\. خيارات جيدة أخرى: حذاء لوفر أسود وكعب عالٍ أسود\./u],
  ] as const)('%s: shoes for work', async (language, message, expected) => {
    const reply = await ask(message, language);
    expect(reply, reply).toMatch(expected);
    expect(reply, reply).not.toMatch(WHOLE_LOOK);
  });

  it('a jacket for an interview comes in a tailoring colour, over a shirt-and-bottom outfit line', async () => {
    const reply = await ask('What jacket for an interview?', 'en');
    expect(reply, reply).toMatch(/A navy blazer is the first pick for an interview\. The top half frames your face/u);
  });

  it('trousers for a date are trousers, never "denim blue" ones', async () => {
    const reply = await ask('What trousers for a date?', 'en');
    expect(reply, reply).toMatch(/trousers are the first pick for a date/u);
    expect(reply, reply).not.toMatch(/denim blue (?:trousers|chinos)|Other good options:[^.]*skirt/u);
  });

  it('German: a shoe named as the kind asked for is not a piece to build on', async () => {
    const reply = await ask('Welche Schuhe passen zu Lederschuhen?', 'de');
    expect(reply, reply).toMatch(/Meine erste Wahl für den Alltag: /u);
    expect(reply, reply).not.toMatch(/Zu den Lederschuhen/u);
  });

  it('a bag for a wedding keeps the knowledge base\'s own answer', async () => {
    expect(await ask('What bag for a wedding?', 'en')).toMatch(/small clutch/);
  });
});

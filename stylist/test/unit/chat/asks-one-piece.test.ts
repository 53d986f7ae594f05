import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { writeLocalReply } from '../../../src/local/chat';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) => writeLocalReply({ message, image: null, personality: 'professional', language, history: [], facts: NO_FACTS });

/** The whole look for work names a bag and earrings; an answer about shoes names neither. */
const WHOLE_LOOK = /tote|shopper|pearl|Perl|perle|perla|pérola|珍珠|パール|진주|لؤلؤ|托特|トート|토트/iu;

describe('a question about one piece for an occasion is answered with that piece', () => {
  it.each([
    ['en', 'What shoes should I wear to work?', /^Here’s my professional assessment\. Pointed navy pumps are the first pick for work\. Shoes decide how dressed-up the whole look reads, so they belong at the occasion’s level: business dress\. Other good options: navy patent leather pumps and black patent leather loafers\. For work, pair them with a navy silk blouse and navy cigarette trousers\./u],
    ['es', '¿Qué zapatos me pongo para el trabajo?', /Mi primera opción para el trabajo son unos salones azul marino de punta\. Los zapatos deciden lo arreglado que se ve todo el look, así que deben estar al nivel que pide la ocasión: un estilo formal\. Otras buenas opciones: unos salones de charol azul marino y unos mocasines de charol negros\. Para el trabajo, combínalos con una blusa de seda azul marino/u],
    ['fr', 'Quelles chaussures porter au travail ?', /Mon premier choix pour le travail\u00a0: des escarpins pointus bleu marine\. Les chaussures décident du degré d’élégance de toute la tenue\u00a0: elles doivent être au niveau qu’exige l’occasion, un style habillé\. Autres bonnes options\u00a0: des escarpins vernis bleu marine et des mocassins vernis noirs\. Pour le travail, associez-les à une blouse/u],
    ['de', 'Welche Schuhe soll ich zur Arbeit tragen?', /Zuerst würde ich für die Arbeit spitze Pumps in Marineblau wählen\. Schuhe entscheiden, wie angezogen der ganze Look wirkt; deshalb gehören sie auf die Stilstufe, die der Anlass verlangt: „Business-Kleidung“\. Sie können auch Lackpumps in Marineblau und Lackloafer in Schwarz nehmen\. Für die Arbeit kombinieren Sie dazu eine Seidenbluse/u],
    ['it', 'Che scarpe mettere per il lavoro?', /La mia prima scelta per il lavoro: delle décolleté a punta blu navy\. Le scarpe decidono quanto appare curato tutto il look, quindi devono stare al livello che richiede l’occasione: uno stile da ufficio\. Altre buone opzioni: delle décolleté blu navy di vernice e dei mocassini neri di vernice\. Per il lavoro, abbinale con una blusa/u],
    ['pt', 'Que sapatos usar no trabalho?', /Minha primeira escolha para o trabalho: scarpins azul-marinho de bico fino\. Os sapatos decidem o quanto o look inteiro parece arrumado, então devem estar no nível que a ocasião pede: um estilo social de escritório\. Outras boas opções: scarpins azul-marinho de verniz e mocassins pretos de verniz\. Para o trabalho, combine com uma blusa/u],
    ['zh', '上班穿什么鞋？', /上班首选藏青色尖头高跟鞋。鞋子决定整套穿搭显得多正式，所以要符合场合要求的档次：商务正装。其他不错的选择：藏青色漆皮高跟鞋和黑色漆皮乐福鞋。上班穿的话，可以搭配藏青色真丝衬衫和藏青色烟管裤。/u],
    ['ja', '仕事に履く靴は？', /仕事でまず選びたいのはネイビーのポインテッドトゥパンプスです。靴は装い全体のきちんと感を決めるので、その場にふさわしいビジネススタイルのレベルに合わせましょう。ほかの候補はネイビーのエナメルパンプスと黒いエナメルローファーです。仕事なら、/u],
    ['ko', '출근할 때 어떤 신발을 신어야 해요?', /출근 룩이라면 네이비 포인티드 펌프스를 먼저 골라 보세요\. 신발은 전체 룩이 얼마나 갖춰 보이는지를 정하니, 자리에 맞는 비즈니스 정장 수준에 맞추세요\. 다른 좋은 선택지는 네이비 에나멜 펌프스와 검정 에나멜 로퍼예요\./u],
    ['ar', 'أي حذاء أرتدي إلى العمل؟', /اختياري الأول في العمل: حذاء كعب عالٍ مدبب كحلي\. الحذاء يحدد مدى أناقة الإطلالة كلها، لذا يجب أن يوافق المستوى الذي تتطلبه المناسبة، أي أسلوب رسمي للعمل\. خيارات جيدة أخرى: حذاء كعب عالٍ لامع كحلي ولوفر جلد لامع أسود\./u],
  ] as const)('%s: shoes for work', async (language, message, expected) => {
    const reply = await ask(message, language);
    expect(reply, reply).toMatch(expected);
    expect(reply, reply).not.toMatch(WHOLE_LOOK);
  });

  it('a jacket for an interview is a layer, worn over what the look plans', async () => {
    const reply = await ask('What jacket for an interview?', 'en');
    expect(reply, reply).toMatch(/^Here’s my professional assessment\. An? [a-z ]*(?:blazer|jacket) is the first pick for an interview\. A jacket or coat is the first thing people see.*For an interview, pair it with /u);
  });

  it('trousers for a date are trousers, worn with a top and shoes, not a dress', async () => {
    const reply = await ask('What trousers for a date?', 'en');
    expect(reply, reply).toMatch(/trousers are the first pick for a date\. Trousers and skirts draw the line.*Other good options: [^.]*trousers[^.]*\. For a date, pair them with an? /u);
    expect(reply, reply).not.toMatch(/skirt(?!s draw)|dress\b|jumpsuit|suit\b/u);
  });

  it('Japanese "どんな…がいい？" asks which one, not yes or no', async () => {
    const reply = await ask('面接にはどんなジャケットがいい？', 'ja');
    expect(reply, reply).toMatch(/面接でまず選びたいのは[^。]+です。ジャケットやコートは最初に目に入り/u);
  });

  it('German: a shoe named as the kind asked for is not a piece to build on', async () => {
    const reply = await ask('Welche Schuhe passen zu Lederschuhen?', 'de');
    expect(reply, reply).toMatch(/Zuerst würde ich für den Alltag /u);
    expect(reply, reply).not.toMatch(/Zu den Lederschuhen/u);
  });

  it('a bag for a wedding keeps the knowledge base\'s own answer; one for the beach, which has only the general rule, is the beach\'s', async () => {
    expect(await ask('What bag for a wedding?', 'en')).toMatch(/small clutch/);
    const beach = await ask('What bag for the beach?', 'en');
    expect(beach, beach).toMatch(/(?:tote|bag) is the first pick for the beach\. An accessory finishes a look/u);
    expect(beach, beach).not.toMatch(/evening clutch|structured tote for work/u);
  });
});

import type { Language } from '@fitrater/contracts';

/**
 * Questions a member asks the stylist, as a speaker of each language would type them. `{g}` and
 * `{g2}` are filled with garment names, `{c}` and `{c2}` with colour names from the language's own
 * pack, so the chat sees its own vocabulary in many combinations. Fixed questions (no slot) cover
 * the greeting, thanks, trends, history and last-rating answers.
 */
export const CHAT_QUESTIONS: Record<Language, readonly string[]> = {
  en: [
    'What shoes go with {g} for a wedding?', 'What shoes with {g} for work?', 'Does a {c} {g} go with {c2} {g2}?',
    'How do I style {g}?', 'Does {c} go with {c2}?', 'What should I wear to a job interview?', 'What to wear on a date when it rains?',
    'What to wear to the beach when it is hot?', 'What goes with {c} {g}?', 'And with {g2}?', 'hello', 'thanks a lot',
    'what is trending this season?', 'what was my best rated look?', 'how can I improve my last outfit?', 'what is the capital of France?',
    'What should I pack for a weekend away?', 'Help me pack for two weeks in Japan', 'Is a {c} sequin dress OK for work?',
    'What shoes should I wear to work?', 'What jacket for an interview?', 'What shoes for work when it\'s pouring rain?', 'What coat for a wedding in winter?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'How do I get wine out of a silk blouse?', 'How do I get a coffee stain out of my {g}?', 'How do I clean suede shoes?', 'Are socks with sandals ever ok?', 'Is a linen shirt with chinos a good idea for a summer wedding?',
  ],
  es: [
    '¿Qué zapatos van con {g} para una boda?', '¿Qué zapatos con {g} para el trabajo?', '¿Combina {g} {c} con {g2} {c2}?',
    '¿Cómo combino {g}?', '¿Combina el {c} con el {c2}?', '¿Qué me pongo para una entrevista de trabajo?', '¿Qué me pongo para una cita si llueve?',
    '¿Qué me pongo para la playa con calor?', '¿Qué va con {g} {c}?', '¿Y con {g2}?', 'hola', 'muchas gracias',
    '¿Qué está de moda esta temporada?', '¿Cuál fue mi look mejor valorado?', '¿Cómo mejoro mi último outfit?', '¿Cuál es la capital de Francia?',
    '¿Qué meto en la maleta para un fin de semana?', '¿Qué llevo en la maleta para dos semanas?', '¿Puedo llevar un vestido {c} de lentejuelas al trabajo?',
    '¿Qué zapatos me pongo para el trabajo?', '¿Qué chaqueta para una entrevista de trabajo?', '¿Qué zapatos me pongo para el trabajo si llueve?', '¿Qué abrigo para una boda en invierno?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    '¿Cómo quito una mancha de vino de una blusa de seda?', '¿Cómo saco una mancha de café de {g}?', '¿Cómo cuido unos zapatos de ante?', '¿Se pueden llevar calcetines con sandalias?', '¿Es buena idea una camisa de lino con chinos para una boda en verano?',
  ],
  fr: [
    'Quelles chaussures avec {g} pour un mariage ?', 'Quelles chaussures avec {g} pour le travail ?', 'Est-ce que {g} {c} va avec {g2} {c2} ?',
    'Comment porter {g} ?', 'Le {c} va-t-il avec le {c2} ?', 'Que porter pour un entretien d\'embauche ?', 'Que porter pour un rendez-vous quand il pleut ?',
    'Que porter à la plage quand il fait chaud ?', 'Qu\'est-ce qui va avec {g} {c} ?', 'Et avec {g2} ?', 'bonjour', 'merci beaucoup',
    'Qu\'est-ce qui est tendance cette saison ?', 'Quel a été mon look le mieux noté ?', 'Comment améliorer ma dernière tenue ?', 'Quelle est la capitale de la France ?',
    'Que mettre dans ma valise pour un week-end ?', 'Que mettre dans ma valise pour deux semaines ?', 'Puis-je porter une robe {c} à paillettes au travail ?',
    'Quelles chaussures porter au travail ?', 'Quelle veste pour un entretien d\'embauche ?', 'Quelles chaussures porter au travail quand il pleut ?', 'Quel manteau pour un mariage en hiver ?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'Comment enlever une tache de vin sur un chemisier en soie ?', 'Comment enlever une tache de café sur {g} ?', 'Comment entretenir des chaussures en daim ?', 'Est-ce qu’on peut porter des chaussettes avec des sandales ?', 'Une chemise en lin avec un chino, c’est une bonne idée pour un mariage en été ?',
  ],
  de: [
    'Welche Schuhe passen zu {g} für eine Hochzeit?', 'Welche Schuhe zu {g} fürs Büro?', 'Passt {g} in {c} zu {g2} in {c2}?',
    'Wie style ich {g}?', 'Passt {c} zu {c2}?', 'Was ziehe ich zum Vorstellungsgespräch an?', 'Was ziehe ich zum Date an, wenn es regnet?',
    'Was ziehe ich bei Hitze an den Strand an?', 'Was passt zu {g} in {c}?', 'Und mit {g2}?', 'hallo', 'danke schön',
    'Was ist diese Saison im Trend?', 'Was war mein bestbewerteter Look?', 'Wie verbessere ich mein letztes Outfit?', 'Was ist die Hauptstadt von Frankreich?',
    'Was packe ich für ein Wochenende in den Koffer?', 'Was packe ich für zwei Wochen in den Koffer?', 'Kann ich ein Paillettenkleid in {c} im Büro tragen?',
    'Welche Schuhe soll ich zur Arbeit tragen?', 'Welche Jacke für ein Vorstellungsgespräch?', 'Welche Schuhe soll ich bei Regen zur Arbeit tragen?', 'Welcher Mantel für eine Hochzeit im Winter?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'Wie bekomme ich einen Rotweinfleck aus meiner Seidenbluse?', 'Wie entferne ich einen Kaffeefleck von {g}?', 'Wie pflege ich Wildlederschuhe?', 'Kann man Socken in Sandalen tragen?', 'Ist ein Leinenhemd mit Chinos eine gute Idee für eine Sommerhochzeit?',
  ],
  it: [
    'Quali scarpe con {g} per un matrimonio?', 'Quali scarpe con {g} per il lavoro?', '{g} {c} sta bene con {g2} {c2}?',
    'Come abbino {g}?', 'Il {c} sta bene con il {c2}?', 'Cosa mi metto per un colloquio di lavoro?', 'Cosa mi metto per un appuntamento se piove?',
    'Cosa mi metto per la spiaggia quando fa caldo?', 'Cosa sta bene con {g} {c}?', 'E con {g2}?', 'ciao', 'grazie mille',
    'Cosa va di moda questa stagione?', 'Qual è stato il mio look con il voto più alto?', 'Come miglioro il mio ultimo outfit?', 'Qual è la capitale della Francia?',
    'Cosa metto in valigia per un weekend?', 'Cosa metto in valigia per due settimane?', 'Posso mettere un vestito {c} di paillettes al lavoro?',
    'Che scarpe mettere per il lavoro?', 'Che giacca per un colloquio di lavoro?', 'Che scarpe mettere per il lavoro quando piove?', 'Che cappotto per un matrimonio in inverno?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'Come tolgo una macchia di vino da una camicetta di seta?', 'Come tolgo una macchia di caffè da {g}?', 'Come pulisco le scarpe di camoscio?', 'Si possono mettere i calzini con i sandali?', 'Una camicia di lino con i chino è una buona idea per un matrimonio d’estate?',
  ],
  pt: [
    'Que sapatos combinam com {g} para um casamento?', 'Que sapatos com {g} para o trabalho?', '{g} {c} combina com {g2} {c2}?',
    'Como uso {g}?', 'O {c} combina com o {c2}?', 'O que vestir para uma entrevista de emprego?', 'O que vestir para um encontro quando chove?',
    'O que vestir para a praia quando está calor?', 'O que combina com {g} {c}?', 'E com {g2}?', 'olá', 'muito obrigado',
    'O que está na moda nesta estação?', 'Qual foi o meu look mais bem avaliado?', 'Como melhoro o meu último look?', 'Qual é a capital da França?',
    'O que levar na mala para um fim de semana?', 'O que levar na mala para duas semanas?', 'Posso usar um vestido {c} de paetês no trabalho?',
    'Que sapatos usar no trabalho?', 'Que jaqueta usar numa entrevista de emprego?', 'Que sapatos usar no trabalho quando chove?', 'Que casaco usar num casamento no inverno?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'Como tiro uma mancha de vinho de uma blusa de seda?', 'Como tiro uma mancha de café de {g}?', 'Como limpo sapatos de camurça?', 'Meia com sandália pode?', 'Camisa de linho com calça chino é uma boa ideia para um casamento no verão?',
  ],
  zh: [
    '参加婚礼{g}配什么鞋？', '上班穿{g}配什么鞋？', '{c}{g}和{c2}{g2}搭吗？', '{g}怎么搭配？', '{c}和{c2}搭吗？', '面试穿什么？',
    '下雨天约会穿什么？', '天热去海边穿什么？', '{c}{g}配什么？', '那配{g2}呢？', '你好', '谢谢', '这一季流行什么？', '我评分最高的穿搭是哪套？',
    '怎么改进我上一套穿搭？', '法国的首都是哪里？',
    '周末出行行李带什么？', '两周的旅行行李怎么带？', '{c}亮片连衣裙可以穿去上班吗？',
    '上班穿什么鞋？', '面试穿什么外套？',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    '真丝衬衫上的红酒渍怎么去掉？', '{g}上的咖啡渍怎么洗掉？', '麂皮鞋怎么清洁？', '凉鞋可以配袜子吗？', '夏天的婚礼穿亚麻衬衫配卡其裤合适吗？',
  ],
  ja: [
    '結婚式で{g}に合う靴は？', '仕事で{g}に合う靴は？', '{c}の{g}は{c2}の{g2}に合う？', '{g}はどう着こなす？', '{c}と{c2}は合う？',
    '面接には何を着ればいい？', '雨の日のデートには何を着ればいい？', '暑い日のビーチには何を着ればいい？', '{c}の{g}に合うのは？', '{g2}なら？',
    'こんにちは', 'ありがとう', '今シーズンのトレンドは？', '一番評価が高かったコーデは？', '前回のコーデをどう改善すればいい？', 'フランスの首都は？',
    '週末旅行の荷物は何を持っていけばいい？', '2週間の旅行の荷物は？', '{c}のスパンコールのワンピースは仕事に着ていける？',
    '仕事に履く靴は？', '面接にはどんなジャケットがいい？',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'シルクのブラウスについたワインのシミはどうやって落とせますか？', '{g}のコーヒーのシミはどう落とせばいいですか？', 'スエードの靴はどう手入れすればいいですか？', 'サンダルに靴下を合わせてもいいですか？', '夏の結婚式にリネンシャツとチノパンはいいアイデアですか？',
  ],
  ko: [
    '결혼식에 {g}에는 어떤 신발이 어울려요?', '출근할 때 {g}에는 어떤 신발이 어울려요?', '{c} {g}와 {c2} {g2} 어울려요?', '{g} 어떻게 코디해요?',
    '{c}과 {c2} 어울려요?', '면접에 뭘 입어야 해요?', '비 오는 날 데이트에 뭘 입어요?', '더운 날 해변에 뭘 입어요?', '{c} {g}에 뭐가 어울려요?',
    '{g2}는요?', '안녕하세요', '고마워요', '이번 시즌 유행은 뭐예요?', '제일 점수 높았던 코디가 뭐였어요?', '지난 코디를 어떻게 개선해요?', '프랑스의 수도는 어디예요?',
    '주말 여행 짐 뭐 챙겨요?', '2주 여행 짐 어떻게 싸요?', '{c} 시퀸 원피스 출근할 때 입어도 돼요?',
    '출근할 때 어떤 신발을 신어야 해요?', '면접에는 어떤 재킷을 입어야 해요?',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    '실크 블라우스에 묻은 와인 얼룩은 어떻게 지우나요?', '{g}에 묻은 커피 얼룩은 어떻게 지워요?', '스웨이드 신발은 어떻게 관리해요?', '샌들에 양말 신어도 돼요?', '여름 결혼식에 린넨 셔츠와 치노 팬츠는 괜찮은 생각인가요?',
  ],
  ar: [
    'ما الحذاء المناسب مع {g} لحفل زفاف؟', 'ما الحذاء المناسب مع {g} للعمل؟', 'هل يتناسب {g} {c} مع {g2} {c2}؟', 'كيف أنسق {g}؟',
    'هل يتناسب {c} مع {c2}؟', 'ماذا أرتدي لمقابلة عمل؟', 'ماذا أرتدي لموعد عندما تمطر؟', 'ماذا أرتدي للشاطئ في الحر؟', 'ما الذي يناسب {g} {c}؟',
    'ومع {g2}؟', 'مرحبا', 'شكرا جزيلا', 'ما الرائج هذا الموسم؟', 'ما أعلى إطلالة تقييمًا لدي؟', 'كيف أحسن إطلالتي الأخيرة؟', 'ما عاصمة فرنسا؟',
    'ماذا أحزم لعطلة نهاية الأسبوع؟', 'ماذا آخذ معي في رحلة أسبوعين إلى اليابان؟', 'هل يناسب فستان {c} مطرز بالترتر العمل؟',
    'أي حذاء أرتدي إلى العمل؟', 'أي جاكيت أرتدي لمقابلة العمل؟',
    // Care (stains, fabrics) and rate-my-idea questions, answered in the language's own words.
    'كيف أزيل بقعة نبيذ من بلوزة حرير؟', 'كيف أزيل بقعة قهوة من {g}؟', 'كيف أنظف حذاء من الشامواه؟', 'هل يمكن ارتداء الجوارب مع الصندل؟', 'هل قميص كتان مع بنطلون تشينو فكرة جيدة لحفل زفاف في الصيف؟',
  ],
};

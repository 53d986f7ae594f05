import type { StylingProse } from '../../styling/prose/types';
import { capitalise, lowerFirst } from '../../grammar/text';
import { NOUNS, grammar, withArticle } from './grammar';
import { romanceHead } from '../../grammar/nouns';

/** A kept piece with its article, when it is a garment this language names (an older rating may be in another language). */
const theKept = (d: string) => capitalise(romanceHead(d, NOUNS) ? withArticle(lowerFirst(d), true) : d);

export const pt: StylingProse = {
  occasions: {
    'business-meeting': 'Uma reunião valoriza alfaiataria limpa e uma paleta calma: as pessoas devem lembrar do que você disse, não do que vestia.',
    'casual-weekend': 'A roupa de fim de semana deve ser confortável em primeiro lugar, mas uma peça pensada evita o ar de roupa de ficar em casa.',
    'date-night': 'Para um encontro, use algo que tenha a sua cara num dia bom, com um detalhe que convide a um elogio.',
    'wedding-guest': 'Um convidado se arruma para o casal e nunca compete com a noiva: nada de branco, nada chamativo.',
    'job-interview': 'Numa entrevista, o look deve dizer “confiável e preparado” e depois sair de cena.',
    brunch: 'O brunch fica entre o casual e o arrumado: formas soltas em bons tecidos.',
    'evening-party': 'Uma festa é o lugar para textura, brilho ou uma peça ousada.',
    travel: 'Roupa de viagem deve ser confortável por horas, ser fácil de sobrepor e ainda parecer arrumada na chegada.',
    'gym-workout': 'Roupa de treino deve acompanhar o movimento, absorver o suor e ficar no lugar.',
    'beach-pool': 'Na praia, o ideal são camadas leves e respiráveis sobre o traje de banho e uma proteção solar que pareça intencional.',
    'formal-dinner': 'Um jantar formal pede suas peças mais refinadas: cores escuras e profundas e tecidos nobres.',
    'concert-festival': 'Num show ou festival você fica em pé, dança e pega fila por horas: o que mais importa são sapatos confortáveis e uma bolsa que deixe as mãos livres.',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'Na igreja, vá bem-arrumado sem chamar atenção: ombros cobertos, cores calmas e nada chamativo.',
    school: 'Para a escola, roupas confortáveis para um dia longo e fáceis de usar, com uma peça caprichada que mantenha o look arrumado.',
    graduation: 'Uma formatura é um dia de cerimônia e fotos em família: suas peças mais caprichadas e sapatos para ficar em pé por horas.',
    hiking: 'Na trilha, camadas que respiram e secam rápido, e calçados com boa aderência: conforto e clima vêm antes do visual.',
    vacation: 'A roupa de férias deve ser leve na mala e fácil de combinar: tecidos que respiram, proteção solar e uma peça mais arrumada para a noite.',
  },
  weather: {
    'sunny-warm': 'Escolha fibras naturais respiráveis (algodão, linho) em cores claras que reflitam o sol, e acrescente óculos de sol.',
    'cool-breezy': 'Leve uma jaqueta leve que possa tirar e mantenha os pés em sapatos fechados: o vento esfria mais rápido do que parece.',
    rainy: 'A chuva pede uma camada externa resistente à água e calçados que não encharquem; camurça e lona ficam em casa.',
    'cold-winter': 'No frio, cubra pernas e pés por completo, use um casaco quente e sobreponha tricô para se ajustar em ambientes fechados.',
    'hot-humid': 'A umidade deixa cada camada mais pesada: linho e algodão soltos e arejados, sem jaqueta, e cores que não marquem o suor.',
    'mild-spring': 'Dias amenos pedem uma camada leve, como um trench ou um cardigã, sobre um look que funcione sem ela.',
  },
  bodyTypes: {
    petite: 'Mantenha as proporções compactas: cintura alta, jaquetas curtas ou ajustadas e uma só cor da cintura ao sapato para alongar a linha. Casacos muito longos e peças oversized podem engolir um corpo pequeno.',
    tall: 'Você pode usar casacos longos, calças largas e proporções ousadas. Quebrar o look com um cinto em contraste ou a blusa por dentro evita que um corpo longo pareça esticado.',
    curvy: 'Marque a cintura: modelos transpassados, camadas com cinto e blusas ajustadas acompanham suas curvas. Tecidos com caimento ficam melhores que os rígidos.',
    athletic: 'Caimento suave e volume embaixo (saias evasê, calças largas) dão forma; um decote V ou gola aberta equilibra ombros largos.',
    'plus-size': 'Estrutura bem ajustada valoriza mais que camadas soltas: uma jaqueta longa, um ombro marcado e uma única história de cor dão uma linha longa e confiante.',
    pear: 'Leve o olhar para cima com detalhes ou cor na parte de cima (golas, tons mais claros) e mantenha a parte de baixo mais escura e limpa, evasê ou pantalona para equilibrar os quadris.',
    apple: 'Crie linhas verticais: decotes V, jaquetas abertas e camadas longas alongam o tronco; calças retas ou largas equilibram a silhueta.',
    hourglass: 'Siga sua cintura natural: peças ajustadas e com cinto, modelos transpassados e cintura alta mostram suas proporções equilibradas.',
    rectangle: 'Crie forma com contraste: um cinto, um peplum, volume embaixo ou estrutura nos ombros sugerem uma cintura.',
  },
  generalBody: 'Escolha peças que vistam bem nos ombros e na cintura; a barra feita por um costureiro em calças e mangas muda mais do que qualquer tendência.',
  activeCold: 'No frio, para treinar, use uma primeira camada térmica de manga longa, uma legging longa ou calça de agasalho e uma jaqueta corta-vento leve, além de luvas e gorro para tirar assim que o corpo esquentar.',
  noWeather: 'O clima não foi informado, então considera-se um dia ameno.',
  accentPalette: (b, s, a) => `As cores são uma base de ${b} e ${s} com ${a} como único destaque, uma combinação pensada e não carregada.`,
  calmPalette: (b, s) => `As cores são uma paleta calma de ${b} e ${s} que deixa o corte e o tecido falarem.`,
  advice: {
    parts: { top: 'parte de cima', bottom: 'parte de baixo', footwear: 'calçado', accessories: 'acessórios' },
    keep: (d, s) => `${theKept(d)} ${grammar.agreement(d).plural ? 'tiraram' : 'tirou'} ${s}, uma das partes mais fortes do look: vale manter.`,
    keepRecommendation: (p) => {
      const a = grammar.agreement(p);
      return `Mantenha ${a.plural ? (a.gender === 'f' ? 'suas' : 'seus') : a.gender === 'f' ? 'sua' : 'seu'} ${p} ${a.plural ? 'atuais' : 'atual'}.`;
    },
    // The piece is the subject, as in keep(): "Esta parte tirou 5,3: camiseta cinza." read as a form label.
    low: (s, d) => {
      if (!romanceHead(d, NOUNS)) return `Esta parte (${lowerFirst(d)}) tirou ${s} e puxa a nota do look para baixo.`;
      const plural = grammar.agreement(d).plural;
      return `${theKept(d)} ${plural ? 'tiraram' : 'tirou'} ${s} e ${plural ? 'puxam' : 'puxa'} a nota do look para baixo.`;
    },
    tryThis: (r) => `Experimente ${withArticle(r, false)}.`,
    notVisible: 'Esta parte não estava visível nem descrita, então não pôde ser avaliada.',
    ifYouAdd: (r, part) => `${part === 'accessories' ? 'Se acrescentar um acessório' : 'Para completar o look'}, ${withArticle(r, false)} ${grammar.agreement(r).plural ? 'combinam' : 'combina'} com a ocasião.`,
    scored: (s) => `Seu look tirou ${s}.`,
    allKept: 'Tudo funciona; mude só os detalhes.',
    keptButTogether: 'Cada peça funciona sozinha; o que segura o look é a combinação entre elas, então comece pela dica da avaliação.',
    keepSome: (n) => `Mantenha ${n === 1 ? 'a parte bem avaliada' : `as ${['duas', 'três'][n - 2] ?? n} partes bem avaliadas`} e mude o resto como sugerido.`,
    startFresh: 'Comece pelas peças sugeridas; elas foram escolhidas para funcionar juntas.',
  },

};

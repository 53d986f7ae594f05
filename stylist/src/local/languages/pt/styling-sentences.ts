import type { StylingSentences } from '../../styling/sentences/types';
import { capitalise } from '../../grammar/text';
import { grammar, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['dois', 'três', 'quatro', 'cinco'][n - 2] ?? String(n);

export const pt: StylingSentences = {
  // 'e … por cima' when the top's own name has a 'com' already: 'blusa com laço com um blazer por cima' repeats it.
  under: (top, outer) => `${top} ${/ com /.test(top) ? 'e' : 'com'} ${withArticle(outer, false)} por cima`,
  dressBase: (dress, tights) => `Sem peça de baixo separada: ${withArticle(dress, true)} é toda a base${tights ? `, usado com ${withArticle(tights, false)}` : ''}`,
  withTights: (bottom, tights) => `${bottom} com ${withArticle(tights, false)}`,
  minimalAccessories: 'Acessórios no mínimo',
  likedColours: (c) => `Usa ${c}: cores de que você gosta ou que foram bem avaliadas nos seus melhores looks.`,
  styles: (p, a) => `As peças foram escolhidas pensando no seu estilo ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `${capitalise(withArticle(shoes, true))} ${grammar.agreement(shoes).plural ? 'mantêm' : 'mantém'} os pés secos${outer ? ` e ${withArticle(outer, true)} protege da chuva` : ', e o guarda-chuva cuida do resto'}.`,
  coldCovered: (shoes, tights) => `Pernas e pés ficam cobertos: ${tights ? `${withArticle(tights, false)} por baixo da barra e ` : ''}${withArticle(shoes, false)} nos pés.`,
  // One piece is named with its article ('então o xale de pashmina é…'); several follow a colon.
  honest: (pieces, list) => `Sendo sincero, a ocasião e o clima puxam para lados diferentes, então ${pieces.length > 1 ? `a opção mais próxima são ${list(pieces.map((p) => withArticle(p, true)))}` : `${withArticle(pieces[0]!, true)} ${grammar.agreement(pieces[0]!).plural ? 'são' : 'é'} a opção mais próxima`}; acrescente ou tire uma camada conforme a temperatura.`,
  combiner: {
    builtFrom: (n) => `Montado a partir de ${count(n)} dos seus looks com nota 7 ou mais, pegando a peça mais bem avaliada de cada parte.`,
    harmony: (c) => `Juntas, as cores (${c}) ficam em harmonia pela mesma medida que suas avaliações usam.`,
    oneBaseOneAccent: 'Limite as cores a uma base neutra e um único destaque.',
    fallback: {
      top: 'Sua parte de cima mais bem avaliada',
      bottom: 'Sua calça ou saia mais bem avaliada',
      footwear: 'Sapatos bem cuidados, tão formais quanto a parte de cima',
      accessories: 'Acessórios no mínimo: um relógio ou uma única joia',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Reunião de negócios', 'casual-weekend': 'Fim de semana casual', 'date-night': 'Encontro à noite', 'wedding-guest': 'Convidado(a) de casamento', 'job-interview': 'Entrevista de emprego', brunch: 'Brunch', 'evening-party': 'Festa à noite', travel: 'Viagem', 'gym-workout': 'Academia/Treino', 'beach-pool': 'Praia/Piscina', 'formal-dinner': 'Jantar formal', 'concert-festival': 'Show/Festival' },
    budget: { 'budget-friendly': 'abaixo de US$ 50', 'mid-range': 'entre US$ 50 e US$ 200', luxury: 'acima de US$ 200, escolhidas para durar' },
    anyBudget: 'por um preço com que você se sinta confortável',
    matchesStyle: (s) => `combina com o seu estilo ${s}`,
    coloursYouLike: 'as cores dela estão entre as que você gosta',
    suitsYourOccasions: 'combina com ocasiões em que seus looks já vão bem',
    leansAvoided: (s) => `mas puxa para ${s}, que você prefere evitar`,
    forYou: (r) => `Para você: ${r.join('; ')}.`,
    tryOnePieceFirst: 'Experimente primeiro com uma peça só e veja como ela conversa com o seu guarda-roupa.',
    startWith: (colour) => `Comece com uma ${colour ? 'peça nessa cor' : 'peça só'} e mantenha o resto do look neutro.`,
    wearFirstAt: (o) => `Use primeiro na ocasião “${o}”, onde ela se encaixa com mais naturalidade.`,
    wearFirstEveryday: 'Use primeiro no dia a dia.',
    balance: 'Equilibre com uma peça que você já usa muito, para o look continuar com a sua cara.',
    fitFirst: 'Antes da tendência, veja o caimento e o tecido: uma peça bem-feita dura mais que a estação.',
    secondHand: 'Procure primeiro em brechós e no vintage; as tendências voltam.',
    oneThreeWays: 'Compre uma peça e use de três jeitos antes de comprar mais.',
    lookFor: (name, _tag, budget) => `Procure peças no estilo “${name}” ${budget}.`,
    accessoriesCarry: 'Os acessórios trazem a tendência por uma fração do preço de um casaco ou vestido.',
  },
};

import type { OutfitSentences } from './types';

export const pt: OutfitSentences = {
  under: (top, outer) => `${top} por baixo de: ${outer}`,
  dressBase: (dress, tights) => `Sem peça de baixo separada: o ${dress} é toda a base${tights ? `, usado com ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, com ${tights}`,
  minimalAccessories: 'Acessórios no mínimo',
  likedColours: (c) => `Usa ${c}: cores de que você gosta ou que foram bem avaliadas nos seus melhores looks.`,
  styles: (p, a) => `As peças foram escolhidas pensando no seu estilo ${p}${a ? `, evitando ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Pés secos com: ${shoes}${outer ? `; da chuva protege: ${outer}` : '; o guarda-chuva cuida do resto'}.`,
  coldCovered: (shoes, tights) => `Pernas e pés ficam cobertos: ${tights ? `${tights} por baixo da barra e ` : ''}${shoes} nos pés.`,
  honest: (pieces, n) => `Com sinceridade: a ocasião e o clima puxam para lados diferentes, então ${n > 1 ? 'estas peças são' : 'esta peça é'} a opção mais próxima (${pieces}); acrescente ou tire uma camada conforme sentir.`,
  combiner: {
    builtFrom: (n) => `Montado a partir de ${n} dos seus looks com nota 7 ou mais, pegando a peça mais bem avaliada de cada parte.`,
    harmony: (c) => `Juntas, as cores (${c}) ficam em harmonia pela mesma medida que suas avaliações usam.`,
    oneBaseOneAccent: 'Limite as cores a uma base neutra e um único destaque.',
    fallback: {
      top: 'Sua parte de cima mais bem avaliada',
      bottom: 'Sua calça ou saia mais bem avaliada',
      footwear: 'Sapatos bem cuidados, tão formais quanto a parte de cima',
      accessories: 'Acessórios no mínimo: um relógio ou uma única joia',
    },
  },
};

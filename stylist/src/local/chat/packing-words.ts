import type { Language } from '@fitrater/contracts';
import { arPackingWords } from '../languages/ar/packing-words';
import type { Count, PackingSlot, PackingWords } from './packing-types';
import type { TripLength } from './understand/trip-length';

export type { Count, PackingSlot, PackingWords } from './packing-types';

/**
 * How many of each a stylist packs by trip length: a weekend is two tops, one bottom and one pair of shoes
 * besides what is worn on the way; a week four or five tops, two or three bottoms, two pairs of shoes and a
 * layer; longer trips pack for about a week and a half and plan a wash rather than carrying more.
 */
export const PACKING_COUNTS: Readonly<Record<TripLength, Partial<Record<PackingSlot, Count>>>> = {
  weekend: { tops: [2], bottoms: [1], shoes: [1] },
  week: { tops: [4, 5], bottoms: [2, 3], shoes: [2], layer: [1] },
  long: { tops: [6, 7], bottoms: [3], shoes: [2, 3], layer: [1] },
};

const range = (n: Count, words: readonly string[], or: string) => n.map((x) => words[x] ?? String(x)).join(or);

const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const ES = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'];
const ES_F = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'];
const FR = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept'];
const FR_F = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept'];
const DE = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben'];
const IT = ['zero', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette'];
const IT_F = ['zero', 'una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette'];
const PT = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete'];
const PT_F = ['zero', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete'];
/** Chinese counts before a measure word: 两 for two, and neighbouring numbers run together (两三件, 四五件). */
const ZH = ['零', '一', '两', '三', '四', '五', '六', '七'];
const one = (n: Count) => n.length === 1 && n[0] === 1;

export const PACKING_WORDS: Readonly<Record<Language, PackingWords>> = {
  en: {
    lead: {
      weekend: 'For a weekend, pack {counts}, plus what you travel in.',
      week: 'For a week, pack {counts}, plus what you travel in.',
      long: 'For two weeks or more, pack {counts}, plus what you travel in, and plan one wash halfway.',
    },
    count: (slot, n) => {
      const r = range(n, EN, ' or ');
      if (slot === 'tops') return `${r} top${one(n) ? '' : 's'}`;
      if (slot === 'bottoms') return one(n) ? 'one pair of trousers or a skirt' : `${r} pairs of trousers or skirts`;
      if (slot === 'shoes') return `${r} pair${one(n) ? '' : 's'} of shoes`;
      return 'a jacket or coat';
    },
    from: 'Start from these, all in one colour family so everything mixes: {items}.',
    exception: 'Add one dressy piece if there’s an evening out.',
  },
  es: {
    lead: {
      weekend: 'Para un fin de semana, mete en la maleta {counts}, además de lo que llevas puesto en el viaje.',
      week: 'Para una semana, mete en la maleta {counts}, además de lo que llevas puesto en el viaje.',
      long: 'Para dos semanas o más, mete en la maleta {counts}, además de lo que llevas puesto, y pon una lavadora a mitad del viaje.',
    },
    count: (slot, n) => {
      if (slot === 'tops') return `${range(n, ES_F, ' o ')} prenda${one(n) ? '' : 's'} de arriba`;
      if (slot === 'bottoms') return one(n) ? 'un pantalón o una falda' : `${range(n, ES, ' o ')} pantalones o faldas`;
      if (slot === 'shoes') return one(n) ? 'un par de zapatos' : `${range(n, ES, ' o ')} pares de zapatos`;
      return 'una chaqueta o un abrigo';
    },
    from: 'Parte de estas prendas, todas de la misma gama de colores para que combinen entre sí: {items}.',
    exception: 'Si hay una noche especial, añade una prenda más arreglada.',
  },
  fr: {
    lead: {
      weekend: 'Pour un week-end, prévoyez {counts}, en plus de la tenue que vous portez pour le voyage.',
      week: 'Pour une semaine, prévoyez {counts}, en plus de la tenue que vous portez pour le voyage.',
      long: 'Pour deux semaines ou plus, prévoyez {counts}, en plus de la tenue de voyage, et une lessive à mi-séjour.',
    },
    count: (slot, n) => {
      if (slot === 'tops') return `${range(n, FR, ' ou ')} haut${one(n) ? '' : 's'}`;
      if (slot === 'bottoms') return one(n) ? 'un pantalon ou une jupe' : `${range(n, FR, ' ou ')} pantalons ou jupes`;
      if (slot === 'shoes') return `${range(n, FR_F, ' ou ')} paire${one(n) ? '' : 's'} de chaussures`;
      return 'une veste ou un manteau';
    },
    from: 'Partez de ces pièces, toutes dans la même gamme de couleurs pour que tout se combine\u00a0: {items}.',
    exception: 'S’il y a une soirée, ajoutez une pièce plus habillée.',
  },
  de: {
    lead: {
      weekend: 'Für ein Wochenende packen Sie {counts} ein, dazu das, was Sie auf der Reise tragen.',
      week: 'Für eine Woche packen Sie {counts} ein, dazu das, was Sie auf der Reise tragen.',
      long: 'Für zwei Wochen oder länger packen Sie {counts} ein, dazu das, was Sie auf der Reise tragen; planen Sie zur Halbzeit eine Wäsche ein.',
    },
    count: (slot, n) => {
      if (slot === 'tops') return one(n) ? 'ein Oberteil' : `${range(n, DE, ' bis ')} Oberteile`;
      if (slot === 'bottoms') return one(n) ? 'eine Hose oder einen Rock' : `${range(n, DE, ' bis ')} Hosen oder Röcke`;
      if (slot === 'shoes') return `${range(n, DE, ' bis ')} Paar Schuhe`;
      return 'eine Jacke oder einen Mantel';
    },
    from: 'Gehen Sie von diesen Teilen aus, alle in einer Farbfamilie, damit sich alles kombinieren lässt: {items}.',
    exception: 'Ist ein schicker Abend geplant, nehmen Sie ein festlicheres Teil mit.',
  },
  it: {
    lead: {
      weekend: 'Per un weekend, metti in valigia {counts}, oltre a quello che indossi in viaggio.',
      week: 'Per una settimana, metti in valigia {counts}, oltre a quello che indossi in viaggio.',
      long: 'Per due settimane o più, metti in valigia {counts}, oltre a quello che indossi in viaggio, e prevedi un bucato a metà.',
    },
    count: (slot, n) => {
      if (slot === 'tops') return `${range(n, IT_F, ' o ')} ${one(n) ? 'maglia o camicia' : 'tra maglie e camicie'}`;
      if (slot === 'bottoms') return one(n) ? 'un paio di pantaloni o una gonna' : `${range(n, IT, ' o ')} tra pantaloni e gonne`;
      if (slot === 'shoes') return one(n) ? 'un paio di scarpe' : `${range(n, IT, ' o ')} paia di scarpe`;
      return 'una giacca o un cappotto';
    },
    from: 'Parti da questi capi, tutti nella stessa famiglia di colori così si abbinano tra loro: {items}.',
    exception: 'Se c’è una serata fuori, aggiungi un capo più elegante.',
  },
  pt: {
    lead: {
      weekend: 'Para um fim de semana, leve {counts}, além da roupa que você usa na viagem.',
      week: 'Para uma semana, leve {counts}, além da roupa que você usa na viagem.',
      long: 'Para duas semanas ou mais, leve {counts}, além da roupa da viagem, e programe uma lavagem no meio do caminho.',
    },
    count: (slot, n) => {
      if (slot === 'tops') return `${range(n, PT_F, ' ou ')} ${one(n) ? 'blusa ou camiseta' : 'blusas ou camisetas'}`;
      if (slot === 'bottoms') return `${range(n, PT_F, ' ou ')} ${one(n) ? 'calça ou saia' : 'calças ou saias'}`;
      if (slot === 'shoes') return `${range(n, PT, ' ou ')} ${one(n) ? 'par' : 'pares'} de sapatos`;
      return 'um casaco';
    },
    from: 'Comece por estas peças, todas na mesma família de cores para que tudo combine: {items}.',
    exception: 'Se tiver uma noite especial, acrescente uma peça mais arrumada.',
  },
  zh: {
    lead: {
      weekend: '周末出行的话，带{counts}，再加上路上穿的那一身就够了。',
      week: '一周的旅行，带{counts}，再加上路上穿的那一身。',
      long: '两周以上的旅行，带{counts}，再加上路上穿的那一身，中途洗一次衣服就行。',
    },
    count: (slot, n) => {
      const r = n.map((x) => ZH[x] ?? String(x)).join('');
      if (slot === 'tops') return `${r}件上衣`;
      if (slot === 'bottoms') return `${r}条裤子或裙子`;
      if (slot === 'shoes') return `${r}双鞋`;
      return '一件外套';
    },
    from: '可以从这几件开始，都在同一个色系里，怎么搭都不出错：{items}。',
    exception: '如果有一晚要出去，就多带一件正式些的单品。',
  },
  ja: {
    lead: {
      weekend: '週末の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかです。',
      week: '1週間の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかです。',
      long: '2週間以上の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかで、途中で一度洗濯しましょう。',
    },
    count: (slot, n) => {
      const r = n.join('〜');
      if (slot === 'tops') return `トップス${r}枚`;
      if (slot === 'bottoms') return `ボトムス${r}本`;
      if (slot === 'shoes') return `靴${r}足`;
      return `アウター${r}着`;
    },
    from: 'まずはこのアイテムから。すべて同じ色系統なので、どれを組み合わせてもまとまります：{items}。',
    exception: '夜に出かける予定があれば、きれいめのアイテムを一つ足しましょう。',
  },
  ko: {
    lead: {
      weekend: '주말 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로예요.',
      week: '일주일 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로예요.',
      long: '2주 이상 여행이라면 {counts:을} 챙기세요. 이동할 때 입는 옷은 따로 생각하고, 중간에 한 번 세탁하세요.',
    },
    count: (slot, n) => {
      const r = n.join('~');
      if (slot === 'tops') return `상의 ${r}벌`;
      if (slot === 'bottoms') return `하의 ${r}벌`;
      if (slot === 'shoes') return `신발 ${r}켤레`;
      return `아우터 ${r}벌`;
    },
    from: '이 아이템들로 시작하세요. 모두 같은 색 계열이라 서로 잘 어울려요: {items}.',
    exception: '저녁 약속이 있다면 좀 더 차려입을 아이템을 하나 더하세요.',
  },
  ar: arPackingWords,
};

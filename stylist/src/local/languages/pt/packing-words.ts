import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const PT = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete'];
const PT_F = ['zero', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete'];

export const packingWords: PackingWords = {
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
  climate: 'Nessa época, as máximas ficam em torno de {temp} °C.',
  counted: 'Para {days}, leve {counts}, além da roupa que você usa na viagem.',
  span: ({ n, unit }) => (n === 1 ? (unit === 'days' ? 'um dia' : 'uma noite') : `${n <= 10 ? ['', '', unit === 'days' ? 'dois' : 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'][n] : n} ${unit === 'days' ? 'dias' : 'noites'}`),
  wash: 'Programe uma lavagem no meio do caminho.',
};

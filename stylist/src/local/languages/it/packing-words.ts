import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const IT = ['zero', 'un', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette'];
const IT_F = ['zero', 'una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette'];

export const packingWords: PackingWords = {
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
  climate: 'In quel periodo le massime sono di circa {temp} °C.',
  counted: 'Per {days}, metti in valigia {counts}, oltre a quello che indossi in viaggio.',
  span: ({ n, unit }) => (n === 1 ? (unit === 'days' ? 'un giorno' : 'una notte') : `${n <= 10 ? ['', '', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'][n] : n} ${unit === 'days' ? 'giorni' : 'notti'}`),
  wash: 'Prevedi un bucato a metà.',
};

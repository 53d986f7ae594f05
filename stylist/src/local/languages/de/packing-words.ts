import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const DE = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben'];

export const packingWords: PackingWords = {
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
  climate: 'Rechnen Sie dann mit Tageshöchstwerten um {temp} °C.',
  counted: 'Für {days} packen Sie {counts} ein, dazu das, was Sie auf der Reise tragen.',
  span: ({ n, unit }) => (n === 1 ? (unit === 'days' ? 'einen Tag' : 'eine Nacht') : `${n <= 10 ? ['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'][n] : n} ${unit === 'days' ? 'Tage' : 'Nächte'}`),
  wash: 'Planen Sie zur Halbzeit eine Wäsche ein.',
};

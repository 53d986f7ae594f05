import type { PackingWords } from '../../chat/packing-types';
import { range, one } from '../../chat/packing-count';

const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

export const packingWords: PackingWords = {
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
  climate: 'Expect daytime highs of about {temp} °C then.',
  counted: 'For {days}, pack {counts}, plus what you travel in.',
  span: ({ n, unit }) => (n === 1 ? `one ${unit === 'days' ? 'day' : 'night'}` : `${n <= 10 ? ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] : n} ${unit}`),
  wash: 'Plan one wash halfway.',
};

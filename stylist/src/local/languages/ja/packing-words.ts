import type { PackingWords } from '../../chat/packing-types';

export const packingWords: PackingWords = {
  lead: {
    weekend: '週末の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかです。',
    week: '1週間前後の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかです。',
    long: '2週間以上の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかで、途中で一度洗濯しましょう。',
  },
  count: (slot, n) => {
    const r = n.join('〜');
    if (slot === 'tops') return `トップス${r}枚`;
    if (slot === 'bottoms') return `ボトムス${r}本`;
    if (slot === 'shoes') return `靴${r}足`;
    return `アウター${r}着`;
  },
  // A sentence that ends in ます takes 。, not a colon: the list is the object of its own sentence.
  from: 'まずは{items}から始めましょう。すべて同じ色系統なので、どれを組み合わせてもまとまります。',
  exception: '夜に出かける予定があれば、きれいめのアイテムを一つ足しましょう。',
  climate: 'その時期の日中の最高気温はおよそ{temp}°Cです。',
  counted: '{days}の旅行なら、{counts}を用意しましょう。移動日に着る服はこのほかです。',
  span: ({ n, unit }) => (unit === 'nights' ? `${n}泊` : n === 1 ? '日帰り' : `${n}日間`),
  wash: '途中で一度洗濯しましょう。',
};

import type { PackingWords } from '../../chat/packing-types';

/** Chinese counts before a measure word: 两 for two, and neighbouring numbers run together (两三件, 四五件). */
const ZH = ['零', '一', '两', '三', '四', '五', '六', '七'];

export const packingWords: PackingWords = {
  lead: {
    weekend: '周末出行的话，带{counts}，再加上路上穿的那一身就够了。',
    week: '一周左右的旅行，带{counts}，再加上路上穿的那一身。',
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
  climate: '那时白天最高气温约{temp}°C。',
  counted: '{days}的旅行，带{counts}，再加上路上穿的那一身。',
  span: ({ n, unit }) => `${n <= 10 ? ['', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'][n] : n}${unit === 'days' ? '天' : '晚'}`,
  wash: '中途洗一次衣服就行。',
};

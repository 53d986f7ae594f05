import type { OutfitSentences } from './types';

export const zh: OutfitSentences = {
  under: (top, outer) => `${top}，外搭${outer}`,
  dressBase: (dress, tights) => `无需另配下装：${dress}就是整套造型的基础${tights ? `，搭配${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}，搭配${tights}`,
  minimalAccessories: '配饰从简',
  likedColours: (c) => `用到了${c}，这些是你喜欢的颜色，或在你评分最高的穿搭中表现出色的颜色。`,
  styles: (p, a) => `单品的挑选考虑了你偏爱的${p}风格${a ? `，并避开了${a}` : ''}。`,
  rainFeet: (shoes, outer) => `${shoes}能让双脚保持干爽${outer ? `，${outer}能挡住雨水` : '，其余的交给雨伞'}。`,
  coldCovered: (shoes, tights) => `双腿和双脚都被完整包裹：${tights ? `裙摆下穿${tights}，` : ''}脚上穿${shoes}。`,
  honest: (pieces) => `坦白说：场合和天气的要求不太一致，所以${pieces}已是最接近的选择；请按体感增减一层。`,
  combiner: {
    builtFrom: (n) => `从你 ${n} 套评分 7 分及以上的穿搭中组合而成，每个部分都选用得分最高的单品。`,
    harmony: (c) => `这些颜色（${c}）放在一起，按你的评分所用的同一标准来看是和谐的。`,
    oneBaseOneAccent: '颜色控制在一个中性基础色加一个点缀色。',
    fallback: {
      top: '你评分最高的上装',
      bottom: '你评分最高的裤子或裙子',
      footwear: '干净整洁、正式程度与上装相当的鞋',
      accessories: '配饰从简：一块手表或一件首饰即可',
    },
  },
};

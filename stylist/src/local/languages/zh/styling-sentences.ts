import type { StylingSentences } from '../../styling/sentences/types';

/** A small count in characters before its measure word (两套, 三套), as Chinese writes it in running text. */
const count = (n: number): string => ['两', '三', '四', '五'][n - 2] ?? String(n);

export const zh: StylingSentences = {
  under: (top, outer) => `${top}，外搭${outer}`,
  dressBase: (dress, tights) => `无需另配下装：${dress}就是整套造型的基础${tights ? `，搭配${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}，搭配${tights}`,
  minimalAccessories: '配饰从简',
  likedColours: (c) => `用到了${c}，这些是你喜欢的颜色，或在你评分最高的穿搭中表现出色的颜色。`,
  styles: (p, a) => `单品的挑选考虑了你偏爱的${p}风格${a ? `，并避开了${a}` : ''}。`,
  rainFeet: (shoes, outer) => `${shoes}能让双脚保持干爽${outer ? `，${outer}能挡住雨水` : '，其余的交给雨伞'}。`,
  coldCovered: (shoes, tights) => `双腿和双脚都被完整包裹：${tights ? `裙摆下穿${tights}，` : ''}脚上穿${shoes}。`,
  honest: (pieces, list) => `坦白说：场合和天气的要求不太一致，所以${list(pieces)}已是最接近的选择；请按体感增减一层。`,
  combiner: {
    builtFrom: (n) => `从你评分7分及以上的${count(n)}套穿搭中组合而成，每个部分都选用得分最高的单品。`,
    harmony: (c) => `这些颜色（${c}）放在一起很协调，用的是给你评分时的同一套标准。`,
    oneBaseOneAccent: '颜色控制在一个中性基础色加一个点缀色。',
    fallback: {
      top: '你评分最高的上装',
      bottom: '你评分最高的裤子或裙子',
      footwear: '干净整洁、正式程度与上装相当的鞋',
      accessories: '配饰从简：一块手表或一件首饰即可',
    },
  },
  insights: {
    occasions: { 'business-meeting': '商务会议', 'casual-weekend': '休闲周末', 'date-night': '约会之夜', 'wedding-guest': '婚礼宾客', 'job-interview': '求职面试', brunch: '早午餐', 'evening-party': '晚间派对', travel: '旅行', 'gym-workout': '健身/锻炼', 'beach-pool': '海滩/泳池', 'formal-dinner': '正式晚宴', 'concert-festival': '演唱会/音乐节' },
    budget: { 'budget-friendly': '50美元以下', 'mid-range': '50到200美元之间', luxury: '200美元以上、经久耐穿' },
    anyBudget: '价位合适',
    matchesStyle: (s) => `它符合你的${s}风格`,
    coloursYouLike: '它的颜色是你喜欢的',
    suitsYourOccasions: '它适合你的穿搭已经得分不错的场合',
    leansAvoided: (s) => `不过它偏向${s}，而这是你想避开的`,
    forYou: (r) => `适合你的理由：${r.join('；')}。`,
    tryOnePieceFirst: '先用一件单品试试，看看它和你的衣橱是否合拍。',
    startWith: (colour) => `先从${colour ? '一件这个颜色的单品' : '一件单品'}开始，其余保持中性色。`,
    wearFirstAt: (o) => `先在「${o}」这样的场合穿，最显自然。`,
    wearFirstEveryday: '先在日常场合穿。',
    balance: '搭配一件你常穿的单品来平衡，让整套造型依然是你的风格。',
    fitFirst: '先看版型和面料，再看潮流：做工好的单品能穿过不止一季。',
    secondHand: '先去二手和古着里找；潮流总会轮回。',
    oneThreeWays: '先买一件，穿出三种搭配后再考虑买更多。',
    lookFor: (name, _tag, budget) => `寻找「${name}」风格、${budget}的单品。`,
    accessoriesCarry: '配饰就能带出潮流，价格只是一件大衣或连衣裙的零头。',
  },
};

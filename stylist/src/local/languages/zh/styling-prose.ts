import type { StylingProse } from '../../styling/prose/types';

export const zh: StylingProse = {
  occasions: {
    'business-meeting': '会议场合讲究利落的剪裁和沉稳的配色：让人记住你说了什么，而不是你穿了什么。',
    'casual-weekend': '周末穿搭以舒适为先，但一件用心挑选的单品能让它不像家居服。',
    'date-night': '约会时，穿一件让你感觉状态最好的衣服，再加一个能引来称赞的细节。',
    'wedding-guest': '婚礼宾客是为新人而打扮，绝不与新娘抢风头：不穿白色，不穿扎眼的衣服。',
    'job-interview': '面试时，穿着要传达出“可靠、准备充分”，之后就不必再抢戏。',
    brunch: '早午餐介于休闲和精致之间：宽松的版型配上好面料。',
    'evening-party': '派对是展现质感、光泽或一件大胆单品的场合。',
    travel: '旅行穿搭要能舒服地穿上好几个小时，方便叠穿，到达时依然得体。',
    'gym-workout': '运动服要跟得上你的动作，能排汗，还不会乱跑。',
    'beach-pool': '在海滩，泳装外搭轻薄透气的层次，防晒也要看起来是刻意搭配的。',
    'formal-dinner': '正式晚宴需要你最精致的单品：深沉浓郁的颜色和考究的面料。',
    'concert-festival': '在演唱会或音乐节上要站立、跳舞、排队好几个小时：最重要的是舒适的鞋子和解放双手的包。',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: '去教堂要整洁得体又不张扬：遮住肩膀，颜色沉稳，不穿抢眼的单品。',
    school: '上学的衣服要舒适、方便活动，撑得住一整天，再加一件利落的单品，整体就不显随便。',
    graduation: '毕业典礼有仪式也有全家合影：穿上最得体的衣服，配一双能站好几个小时的鞋。',
    hiking: '徒步要穿透气速干、方便增减的衣服，配抓地力好的鞋：舒适和天气比好看更重要。',
    vacation: '度假的衣服要轻便好搭：透气的面料、做好防晒，再带一件晚上能穿得隆重些的单品。',
  },
  weather: {
    'sunny-warm': '选择透气的天然纤维（棉、亚麻），颜色偏浅以反射阳光，再戴上太阳镜。',
    'cool-breezy': '加一件可以随时脱下的薄外套，穿包脚的鞋：风带走体温比你想象的快。',
    rainy: '雨天需要防水的外层和不会湿透的鞋；麂皮和帆布留在家里。',
    'cold-winter': '天冷时要把腿和脚完全包住，穿一件保暖大衣，针织衫叠穿，进到室内也好调整。',
    'hot-humid': '潮湿让每一层都显得更重：宽松透气的亚麻和棉，不穿外套，选不显热的颜色。',
    'mild-spring': '温和的天气适合一件轻薄外层，比如风衣或开衫，里面的搭配即使脱掉外层也成立。',
  },
  bodyTypes: {
    petite: '保持比例紧凑：高腰下装、短款或合身外套，从腰到鞋同一种颜色能拉长线条。过长的大衣和过于宽大的单品会把娇小的身形淹没。',
    tall: '你能驾驭长大衣、阔腿裤和大胆的比例。用对比色腰带或把上衣塞进去打断线条，避免修长身形显得被拉长。',
    curvy: '强调腰线：裹身款、系腰带的外层和合身上衣能贴合你的曲线。有垂感的面料比硬挺的更好看。',
    athletic: '柔软的垂坠感和下身的体积（A字裙、阔腿裤）能塑造曲线；V领或敞开的领口能平衡宽肩。',
    'plus-size': '合身有型比宽松叠穿更显身材：一件长款外套、清晰的肩线和统一的色彩，能带来修长自信的线条。',
    pear: '用上身的细节或颜色（领子、浅色）吸引视线向上，下装保持深色简洁，A字或阔腿款平衡臀部。',
    apple: '制造纵向线条：V领、敞开的外套和长款外层能拉长上身；直筒或阔腿裤平衡整体轮廓。',
    hourglass: '顺着自然腰线穿：合身和系腰带的单品、裹身款和高腰下装能展现你匀称的比例。',
    rectangle: '用对比制造曲线：腰带、荷叶摆、下身的体积或肩部的结构都能塑造出腰线。',
  },
  generalBody: '选择肩部和腰部合身的单品；请裁缝把裤脚和袖口改好，比任何潮流都更有效果。',
  activeCold: '天冷运动时，穿一件长袖保暖打底、一条长款紧身裤或运动长裤和一件轻薄防风外套，再戴上身体热起来就能摘掉的手套和帽子。',
  noWeather: '未提供天气，因此按温和的天气考虑。',
  accentPalette: (b, s, a) => `配色以${b}和${s}为基础，${a}作为唯一的点缀色，显得用心而不杂乱。`,
  calmPalette: (b, s) => `配色是沉稳的${b}和${s}，让剪裁和面料说话。`,
  advice: {
    parts: { top: '上装', bottom: '下装', footwear: '鞋子', accessories: '配饰' },
    keep: (d, s) => `保留${d}：它得到${s}分，是这套穿搭最出彩的部分之一。`,
    keepRecommendation: (p) => `保留你现在的${p}。`,
    low: (s, d) => `${d}的得分是${s}分。`,
    tryThis: (r) => `换成${r}试试。`,
    notVisible: '这部分看不到也没有描述，所以无法评价。',
    // 一样, not 一件: the piece may be shoes (一双), a watch (一块) or a necklace (一条).
    // A missing top, bottom or pair of shoes completes the look; only an accessory is added.
    ifYouAdd: (r, part) => `${part === 'accessories' ? '如果要再添一样' : '要让整套穿搭完整'}，${r}很适合这个场合。`,
    scored: (s) => `你的穿搭得到${s}分。`,
    allKept: '整体都很好，只需调整细节。',
    keptButTogether: '每件单品本身都不错，拖后腿的是它们的搭配，先照评分里的建议调整。',
    // 两 before a measure word, never 2个 in running prose.
    keepSome: (n) => `保留得分高的${['', '一', '两', '三', '四'][n] ?? n}个部分，其余按建议更换。`,
    startFresh: '从建议的单品开始搭配，它们是为彼此搭配而挑选的。',
  },
};

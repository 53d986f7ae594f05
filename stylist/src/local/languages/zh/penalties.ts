import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: '因衣物状态扣分：污渍、磨损、褶皱或旧痕一眼就能看到。',
  fit: '因合身度扣分：过于宽大或过紧会毁掉好衣服，修改一下或换个尺码就能解决。',
  weather: '因你提到的天气扣分：有些单品不适合这样的天气。',
  overload: '因亮点单品太多扣分：让一件做主角，其余保持低调。',
  sportMix: '因正装里混搭运动单品扣分：运动单品会破坏精心搭配的整体感。',
  coverage: '因暴露扣分：露腰、露肩或下摆过短，超出了这个场合能接受的程度。',
  colourUnderBlack: '因黑色西装配了非黑色的皮鞋扣分：黑色西装要配黑色皮鞋，棕色或其他颜色的皮鞋会把整套造型切成两截。',
  blackUnderEarth: '因大地色裤子配黑色正装皮鞋扣分：橄榄绿、卡其色或米色的裤子适合棕色皮鞋，黑色在旁边显得生硬、过于正式。',
  loungeSuitAtBlackTie: '因在黑领结场合穿普通西装扣分：这种着装要求是礼服（塔士多）配领结，或晚礼服长裙；深色西装配领带只能算低一档。',
  openCollarAtBlackTie: '因在黑领结场合穿不打领带的商务西装扣分：这种着装要求是礼服（塔士多）配领结，或晚礼服长裙，敞着领口明显不合要求。',
};

import type { RatingCopy } from '../types';

/** Chinese: the results screen's headlines and the occasion names (web and share card). */
export const zh: RatingCopy = {
  headlines: {
    excellent: '风格出众！',
    good: '造型不错！',
    improve: '还有提升空间',
  },
  everyday: '日常',
  occasions: {
    casual: '休闲',
    work: '工作',
    date: '约会',
    party: '派对',
    formal: '正式场合',
    workout: '健身',
    sports: '运动',
    football: '足球',
    basketball: '篮球',
    tennis: '网球',
    running: '跑步',
    beach: '海滩',
    hiking: '徒步',
    wedding: '婚礼',
    graduation: '毕业典礼',
    interview: '面试',
    brunch: '早午餐',
    shopping: '购物',
    concert: '演唱会',
    travel: '旅行',
    vacation: '度假',
    church: '教堂',
    school: '上学',
    custom: '自定义',
  },
};

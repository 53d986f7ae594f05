import type { RatingCopy } from '../types';

/** Korean: the results screen's headlines and the occasion names (web and share card). */
export const ko: RatingCopy = {
  headlines: {
    excellent: '훌륭한 스타일!',
    good: '좋은 룩!',
    improve: '개선의 여지가 있어요',
  },
  everyday: '데일리',
  occasions: {
    casual: '캐주얼',
    work: '출근',
    date: '데이트',
    party: '파티',
    formal: '포멀',
    workout: '운동',
    sports: '스포츠',
    football: '축구',
    basketball: '농구',
    tennis: '테니스',
    running: '러닝',
    beach: '해변',
    hiking: '하이킹',
    wedding: '결혼식',
    graduation: '졸업식',
    interview: '면접',
    brunch: '브런치',
    shopping: '쇼핑',
    concert: '콘서트',
    travel: '여행',
    vacation: '휴가',
    church: '교회',
    school: '학교',
    custom: '직접 입력',
  },
};

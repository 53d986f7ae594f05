import type { RatingCopy } from '../types';

/** Japanese: the results screen's headlines and the occasion names (web and share card). */
export const ja: RatingCopy = {
  headlines: {
    excellent: '最高のスタイル！',
    good: 'いい感じ！',
    improve: 'まだ伸びしろあり',
  },
  everyday: '普段着',
  occasions: {
    casual: 'カジュアル',
    work: '仕事',
    date: 'デート',
    party: 'パーティー',
    formal: 'フォーマル',
    workout: 'トレーニング',
    sports: 'スポーツ',
    football: 'サッカー',
    basketball: 'バスケットボール',
    tennis: 'テニス',
    running: 'ランニング',
    beach: 'ビーチ',
    hiking: 'ハイキング',
    wedding: '結婚式',
    graduation: '卒業式',
    interview: '面接',
    brunch: 'ブランチ',
    shopping: 'ショッピング',
    concert: 'コンサート',
    travel: '旅行',
    vacation: 'バケーション',
    church: '教会',
    school: '学校',
    custom: 'カスタム',
  },
};

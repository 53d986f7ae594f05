import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: '服の状態で減点：シミ、すり減り、しわや傷みはすぐに目に入ります。',
  fit: 'サイズ感で減点：大きすぎ・きつすぎは良い服も台無しにします。お直しかサイズ替えで解決できます。',
  weather: '書かれた天気で減点：天気に合わないアイテムがあります。',
  overload: '主役アイテムが多すぎて減点：一つを主役にして、ほかは抑えましょう。',
  sportMix: 'きれいめな装いにスポーツアイテムが混ざって減点：スポーツウェアはきちんとした印象を崩してしまいます。',
  coverage: '肌の露出で減点：おなかや肩が出ていたり丈が短すぎたりすると、この場にふさわしい範囲を超えてしまいます。',
};

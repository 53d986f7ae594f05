import type { OutfitSentences } from './types';

export const ja: OutfitSentences = {
  under: (top, outer) => `${top}に${outer}を重ねて`,
  dressBase: (dress, tights) => `ボトムスは不要：${dress}一枚でコーディネートの土台になります${tights ? `。${tights}を合わせて` : ''}`,
  withTights: (bottom, tights) => `${bottom}に${tights}を合わせて`,
  minimalAccessories: '小物は最小限に',
  likedColours: (c) => `${c}を取り入れています。お好みの色、または高評価のコーディネートでよく点数を取った色です。`,
  styles: (p, a) => `アイテムはあなたの${p}スタイルを意識して選びました${a ? `（${a}は避けています）` : ''}。`,
  rainFeet: (shoes, outer) => `${shoes}なら足元が濡れません${outer ? `。雨は${outer}がしっかり防ぎます` : '。あとは傘でカバーしましょう'}。`,
  coldCovered: (shoes, tights) => `脚と足元はしっかり覆われています：${tights ? `裾の下に${tights}、` : ''}足元は${shoes}。`,
  honest: (pieces) => `正直なところ、シーンと天気の求めるものが食い違うため、${pieces}が一番近い選択です。体感に合わせて一枚足したり脱いだりしてください。`,
  combiner: {
    builtFrom: (n) => `7点以上だったあなたのコーディネート${n}件から、パートごとに最も点数の高かったアイテムを組み合わせました。`,
    harmony: (c) => `色（${c}）は、あなたの採点と同じ基準で見て調和しています。`,
    oneBaseOneAccent: '色はベーシックカラー1色と差し色1色にまとめましょう。',
    fallback: {
      top: '最も評価の高かったトップス',
      bottom: '最も評価の高かったパンツかスカート',
      footwear: 'トップスのきちんと感に合わせた手入れの行き届いた靴',
      accessories: '小物は最小限に：腕時計かアクセサリーをひとつだけ',
    },
  },
};

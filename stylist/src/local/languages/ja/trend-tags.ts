import type { TrendTagWords } from '../../styling/trend-names/types';

export const ja: TrendTagWords = {
  '1920s': '1920年代', '70s': '70年代', '90s': '90年代', abstract: 'アブストラクト', accent: '差し色', animal: 'アニマル', art: 'アート', bags: 'バッグ',
  beads: 'ビーズ', belts: 'ベルト', biker: 'バイカー', boho: 'ボヘミアン', bold: '大胆', boots: 'ブーツ', bows: 'リボン', brooch: 'ブローチ',
  buckles: 'バックル', calm: '穏やか', charms: 'チャーム', check: 'チェック', chunky: 'ボリューム', classic: 'クラシック', clogs: 'クロッグ', colour: 'カラー',
  colourful: 'カラフル', cosy: 'ぬくもり', craft: 'クラフト', cropped: 'クロップド', curved: 'カーブ', deep: '深み', denim: 'デニム', dots: 'ドット',
  drama: 'ドラマチック', dreamy: '夢見る', dresses: 'ワンピース', earthy: 'アースカラー', elegant: 'エレガント', elongated: '縦長', evening: 'イブニング',
  feminine: 'フェミニン', flats: 'フラット', floral: '花柄', flowing: '揺れ感', fresh: '爽やか', gold: 'ゴールド', graphic: 'グラフィック', hair: 'ヘア',
  heels: 'ヒール', heritage: '伝統', investment: '一生もの', jewellery: 'ジュエリー', knit: 'ニット', layered: '重ね', layering: 'レイヤード',
  leopard: 'レオパード', loafers: 'ローファー', low: 'ロー', matching: 'おそろい', menswear: 'メンズライク', mesh: 'メッシュ', minimal: 'ミニマル',
  natural: 'ナチュラル', nautical: 'マリン', outerwear: 'アウター', oversized: 'オーバーサイズ', pairing: '配色', pastel: 'パステル', personal: '自分らしさ',
  picnic: 'ピクニック', pinstripe: 'ピンストライプ', playful: '遊び心', pleats: 'プリーツ', pockets: 'ポケット', power: 'パワー', preppy: 'プレッピー',
  relaxed: 'リラックス', retro: 'レトロ', rich: 'リッチ', romantic: 'ロマンチック', saturated: 'ビビッド', scarf: 'スカーフ',
  'schoolgirl-smart': 'きちんと制服風', sheer: 'シアー', silk: 'シルク', skirts: 'スカート', slim: '細身', 'small-scale': '小柄', sneakers: 'スニーカー',
  soft: 'やわらか', strap: 'ストラップ', stripes: 'ストライプ', suede: 'スエード', summer: '夏', 'sun-baked': '日焼け色', sunglasses: 'サングラス',
  tailored: 'テーラード', tailoring: 'テーラリング', tartan: 'タータン', tights: 'タイツ', tonal: 'ワントーン', unstructured: 'アンコン',
  utility: 'ユーティリティ', vintage: 'ヴィンテージ', waist: 'ウエスト', warm: '温かみ', western: 'ウエスタン', wide: 'ワイド', wooden: 'ウッド', wool: 'ウール',
};

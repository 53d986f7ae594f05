import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: '黒', charcoal: 'チャコールグレー', grey: 'グレー', lightgrey: 'ライトグレー', silver: 'シルバー', white: '白',
    ivory: 'アイボリー', cream: 'クリーム', beige: 'ベージュ', taupe: 'トープ', khaki: 'カーキ', camel: 'キャメル', brown: '茶色',
    navy: 'ネイビー', blue: '青', lightblue: '水色', denim: 'デニムブルー', teal: '青緑', turquoise: 'ターコイズ',
    green: '緑', olive: 'オリーブ', sage: 'セージグリーン', mint: 'ミントグリーン', yellow: '黄色', mustard: 'マスタード', gold: 'ゴールド',
    orange: 'オレンジ', rust: '赤茶色', red: '赤', burgundy: 'バーガンディ', wine: 'ワインレッド', pink: 'ピンク', fuchsia: '赤紫',
    coral: 'コーラル', purple: '紫', lavender: 'ラベンダー',
    lilac: '薄紫', mauve: 'くすんだ紫', plum: 'プラム色',
  },
  garments: {
    tuxedo: 'タキシード', gown: 'イブニングドレス', suit: 'スーツ', cocktailDress: 'カクテルドレス', dress: 'ワンピース',
    pyjamas: 'パジャマ', houseSlippers: 'ルームシューズ', sportsKit: 'ユニフォーム一式',
    eveningSlippers: 'ベルベットスリッパ', weddingDress: 'ウェディングドレス', bridalVeil: 'ウェディングベール', thobe: 'トーブ', bisht: 'ビシュト', ghutra: 'グトラ', abaya: 'アバヤ', hijab: 'ヒジャブ',
    sundress: 'サマードレス', jumpsuit: 'オールインワン', dungarees: 'サロペット', tracksuit: 'ジャージ上下', swimsuit: '水着', coverUp: 'ビーチカバーアップ', tshirt: 'Tシャツ',
    tank: 'タンクトップ', sportsTop: 'スポーツウェアのトップス', shirt: 'シャツ', blouse: 'ブラウス', polo: 'ポロシャツ',
    turtleneck: 'タートルネック', sweater: 'セーター', cardigan: 'カーディガン', hoodie: 'パーカー', sweatshirt: 'スウェット',
    crop: 'クロップトップ', top: 'トップス', blazer: 'ジャケット', waistcoat: 'ベスト', jacket: 'ブルゾン',
    leatherJacket: 'レザージャケット', denimJacket: 'デニムジャケット', coat: 'コート', trench: 'トレンチコート',
    puffer: 'ダウンジャケット', jeans: 'ジーンズ', trousers: 'スラックス', chinos: 'チノパン', wideLegTrousers: 'ワイドパンツ', cargo: 'カーゴパンツ',
    shorts: 'ショートパンツ', sportsShorts: 'スポーツ用ショーツ', leggings: 'レギンス', joggers: 'ジョガーパンツ', skirt: 'スカート',
    pencilSkirt: 'タイトスカート', miniSkirt: 'ミニスカート', oxfords: '革靴', patent: 'エナメルシューズ',
    loafers: 'ローファー', heels: 'ハイヒール', flats: 'バレエシューズ', boots: 'ブーツ', hikingBoots: 'トレッキングシューズ',
    snowBoots: 'スノーブーツ', sneakers: 'スニーカー', runningShoes: 'ランニングシューズ', cleats: '競技用シューズ', sandals: 'サンダル',
    flipFlops: 'ビーチサンダル', tie: 'ネクタイ', bowTie: '蝶ネクタイ', pocketSquare: 'ポケットチーフ', watch: '腕時計',
    belt: 'ベルト', handbag: 'ハンドバッグ', clutch: 'クラッチバッグ', backpack: 'リュック', casualBag: 'カジュアルバッグ', scarf: 'マフラー', hat: '帽子',
    cap: 'キャップ', sunglasses: 'サングラス', jewellery: 'アクセサリー', sportsGear: 'スポーツ小物',
    dressSocks: 'ビジネスソックス', sportsSocks: 'スポーツソックス', hosiery: 'タイツ', runningJacket: 'ランニングジャケット', windbreaker: 'ウインドブレーカー', rainJacket: 'レインジャケット', raincoat: 'レインコート', tennisSkirt: 'テニススコート', shoes: '靴', umbrella: '傘', rainBoots: 'レインブーツ', shellJacket: 'マウンテンパーカー', hikingTrousers: '登山パンツ', fleece: 'フリース', knitSet: 'ニットセットアップ', flannelShirt: 'ネルシャツ',
  },
  occasions: {
    casual: '普段使い', work: '仕事', date: 'デート', party: 'パーティー', formal: 'フォーマルな場',
    workout: 'トレーニング', sports: 'スポーツ', football: 'サッカー', basketball: 'バスケットボール', tennis: 'テニス',
    running: 'ランニング', beach: 'ビーチ', hiking: 'ハイキング', wedding: '結婚式', graduation: '卒業式',
    interview: '面接', brunch: 'ブランチ', shopping: 'ショッピング', concert: 'コンサート', travel: '旅行',
    vacation: 'バカンス', church: '教会', school: '学校',
  },
};

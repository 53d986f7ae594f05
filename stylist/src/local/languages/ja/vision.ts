import type { VisionWords } from '../../i18n/vision-types';

/**
 * Photo sentences in です/ます. A piece is the measured colour before the garment (白いシャツ,
 * ネイビーのスラックス); top and bottom in one colour with no garment named is a ワントーンコーデ.
 * A piece is the subject of its own clause (が/は), never an aside in brackets.
 */
export const ja: VisionWords = {
  parts: { top: 'トップス', bottom: 'ボトムス', onePiece: 'ワントーンコーデ', footwear: '靴', accessory: '小物' },
  zones: { head: '頭', neck: '首元', wrists: '手首' },
  phrases: {
    'vision.pieces': ['写真に写っているのは、{pieces}です。', '写真から分かるのは、{pieces}です。'],
    'vision.anchor': ['{dark}が{light}を引き締めています。', '{dark}が、明るい{light}に重心を与えています。'],
    'vision.tonal': ['{top}と{bottom}の明るさがとても近く、全身がひとつながりに見えます。', '{top}と{bottom}は、ほぼ同じ明るさです。'],
    'vision.contrast': ['{top}と{bottom}の対比がはっきりしていて、バランスも良いです。', '{top}と{bottom}がぶつからず、きれいに分かれています。'],
    'vision.onePiece': ['{piece}が肩から裾まで一色で、コーデ全体を支えています。', '{piece}は上から下まで一色で、すっきりと縦長のラインになっています。'],
    'vision.shoesEcho': ['{shoes}が服の色を繰り返し、全体をまとめています。', '{shoes}が服の色と響き合い、コーデを締めくくっています。'],
    'vision.shoesApart': ['{shoes}が新しい色を一つ加えています。', '{shoes}は、ほかのアイテムとは別の色です。'],
    'vision.accessory': ['{zone}の{colour}が、仕上げのアクセントになっています。', '{zone}に{colour}の差し色があります。'],
    'vision.several': ['写真に複数の人が写っているため、中央の人を評価しました。', '何人か写っているので、いちばん中央にいる人を評価しました。'],
    'vision.none': ['写真に人が見つからなかったため、服の位置を特定できませんでした。', 'この写真には人が写っていないため、アイテムを測れません。'],
    'vision.seated': ['座っているか前かがみの姿勢のため、丈やバランスが読み取りにくくなっています。'],
    'quality.feetCut': ['足元が写っていないため、靴は評価できません。', '靴が写真の端で切れています。'],
    'quality.personSmall': ['画面の中で小さく写っているため、細部が見えにくいです。'],
    'comp.seen': ['{piece}：{colours}。', '測った色：{colours}。'],
    'comp.seenLower': ['{piece}の下半分：{colours}。'],
    'comp.noPerson': ['写真に人が写っていないため、評価していません。'],
    'comp.notInFrame': ['写真に写っていないため、評価していません。', '画面の外にあるので、採点していません。'],
    'comp.noAccessory': ['写真から小物を見分けられないため、評価していません。'],
    'limits.visionOnly': ['説明がない場合は、写真に写っているもの、つまり各アイテムの色と組み合わせを評価します。アイテム名を書いていただくと、より具体的なアドバイスができます。'],
    'sugg.fullBody': ['頭から靴まで入るように、少し下がって撮りましょう', '靴まで写る全身写真を撮りましょう'],
    'refused.explicit': ['この写真は評価できません。露骨な内容が含まれているようです。コーデの写真をアップロードしてください。'],
  },
};

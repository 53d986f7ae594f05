import type { VisionWords } from '../../i18n/vision-types';

export const ja: VisionWords = {
  parts: { top: 'トップス', bottom: 'ボトムス', onePiece: 'ワンピース型のアイテム', footwear: '靴', accessory: '小物' },
  zones: { head: '頭', neck: '首元', wrists: '手首' },
  phrases: {
    'vision.pieces': ['写真に写っているのは：{pieces}。', '写真から分かること：{pieces}。'],
    'vision.anchor': ['{dark}が{light}を引き締めています。', '{dark}が明るい{light}に重心を与えています。'],
    'vision.tonal': ['{top}と{bottom}の明るさがとても近く、全体がひとつの塊に見えます。', '上下（{top}、{bottom}）がほぼ同じ明るさです。'],
    'vision.contrast': ['{top}と{bottom}の対比がはっきりしてバランスが良いです。', '{top}と{bottom}がぶつからずにきれいに分かれています。'],
    'vision.onePiece': ['{piece}が肩から裾まで一色で、コーデ全体を支えています。', '上から下まで一色（{piece}）で、すっきりと長いラインになっています。'],
    'vision.shoesEcho': ['{shoes}がコーデの色を繰り返し、全体をまとめています。', '{shoes}がコーデと響き合い、仕上げになっています。'],
    'vision.shoesApart': ['{shoes}が独自の色を加えています。', '{shoes}は他の配色から離れています。'],
    'vision.accessory': ['{zone}の{colour}のアクセントが仕上げのディテールになっています。', '{zone}に{colour}の差し色があります。'],
    'vision.several': ['写真に複数の人が写っているため、中央の人を評価しました。', '何人か写っているので、いちばん中央の人を判断しました。'],
    'vision.none': ['写真に人が見つからなかったため、服の位置を特定できませんでした。', 'この写真には人が写っていないため、アイテムを測れません。'],
    'vision.seated': ['座っているか前かがみなので、丈や比率が読み取りにくくなっています。'],
    'quality.feetCut': ['足が写っていないため、靴は評価できません。', '靴が写真の端で切れています。'],
    'quality.personSmall': ['画面の中で小さく写っているため、細部が見えにくいです。'],
    'comp.seen': ['{piece}：{colours}。', '測定結果：{colours}。'],
    'comp.noPerson': ['写真に人がいないため、評価していません。'],
    'comp.notInFrame': ['写っていないため、評価していません。', '画面の外なので採点なしです。'],
    'comp.noAccessory': ['写真から小物を判別できないため、評価していません。'],
    'limits.visionOnly': ['説明がない場合は写真に写っているもの、つまり各アイテムの色と組み合わせを評価します。アイテム名を書くとより具体的なアドバイスができます。'],
    'sugg.fullBody': ['頭から靴まで入るように少し下がって撮りましょう', '靴まで写る全身写真を撮りましょう'],
    'refused.explicit': ['この写真は評価できません：露骨な内容のようです。コーデの写真をアップロードしてください。'],
  },
};

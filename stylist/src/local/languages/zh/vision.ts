import type { VisionWords } from '../../i18n/vision-types';

export const zh: VisionWords = {
  parts: { top: '上装', bottom: '下装', onePiece: '连体款', footwear: '鞋子', accessory: '配饰' },
  zones: { head: '头部', neck: '颈部', wrists: '手腕' },
  phrases: {
    'vision.pieces': ['照片中我看到：{pieces}。', '照片显示：{pieces}。'],
    'vision.anchor': ['{dark}稳住了{light}。', '{dark}为较浅的{light}压住了阵脚。'],
    'vision.tonal': ['{top}和{bottom}明度非常接近，整体读起来像一整块。', '上下装（{top}、{bottom}）几乎同样深浅。'],
    'vision.contrast': ['{top}与{bottom}形成清晰而均衡的对比。', '{top}和{bottom}区分明显又不互相抢戏。'],
    'vision.onePiece': ['{piece}从肩到下摆一色到底，撑起了整体造型。', '从上到下同一种颜色（{piece}）拉出修长利落的线条。'],
    'vision.shoesEcho': ['{shoes}呼应了服装中的颜色，让整体更统一。', '{shoes}与服装相呼应，为造型收尾。'],
    'vision.shoesApart': ['{shoes}带来了独立的颜色。', '{shoes}与其他配色分开。'],
    'vision.accessory': ['{zone}的{colour}点缀增添了细节。', '{zone}有一抹{colour}。'],
    'vision.several': ['照片里有好几个人；我评价的是中间那位。', '画面中有多人，所以我评价了最居中的一位。'],
    'vision.none': ['照片中没有找到人，因此无法定位服装。', '这张照片里看不到人，无法测量各件服装。'],
    'vision.seated': ['你是坐着或弯着身，长度和比例较难判断。'],
    'quality.feetCut': ['双脚不在画面内，因此无法评价鞋子。', '鞋子被照片边缘裁掉了。'],
    'quality.personSmall': ['你只占画面的一小部分，细节难以看清。'],
    'comp.seen': ['{piece}：{colours}。', '测得：{colours}。'],
    'comp.noPerson': ['照片中没有人，因此不评分。'],
    'comp.notInFrame': ['不在画面内，因此不评分。', '不在照片中；不给分。'],
    'comp.noAccessory': ['照片中看不出配饰，因此不评分。'],
    'limits.visionOnly': ['没有描述时，我根据照片判断：每件单品的颜色以及它们是否协调；写出单品名称可获得更具体的建议。'],
    'sugg.fullBody': ['退后一些，让头到鞋都在画面内', '拍一张露出鞋子的全身照'],
    'refused.explicit': ['无法评价这张照片：它看起来含有露骨内容。请上传你的穿搭照片。'],
  },
};

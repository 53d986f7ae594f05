import type { VisionWords } from '../../i18n/vision-types';
import { counted } from './grammar';

/** A measured piece takes its measure word when the photo's pieces are listed (一件白色衬衫、一条藏青色西裤和一双黑色乐福鞋). */
export { counted };

export const zh: VisionWords = {
  parts: { top: '上衣', bottom: '下装', onePiece: '一色穿搭', footwear: '鞋子', accessory: '配饰' },
  zones: { head: '头部', neck: '颈部', wrists: '手腕' },
  listItem: counted,
  phrases: {
    'vision.pieces': ['照片里我看到{pieces}。', '从照片上看，你穿的是{pieces}。'],
    'vision.anchor': ['{dark}压住了较浅的{light}，让整体更稳。', '{dark}颜色更深，给{light}压住了阵脚。'],
    'vision.tonal': ['{top}和{bottom}深浅非常接近，整身看起来连成一片。', '{top}和{bottom}几乎一样深浅。'],
    'vision.contrast': ['{top}和{bottom}对比清晰，又不失平衡。', '{top}和{bottom}层次分明，彼此不抢戏。'],
    'vision.onePiece': ['{piece}从肩到下摆一色到底，撑起了整体造型。', '{piece}从上到下一气呵成，拉出修长利落的线条。'],
    'vision.shoesEcho': ['{shoes}呼应了衣服上的颜色，让整体更统一。', '{shoes}和衣服的颜色相呼应，给造型收了尾。'],
    'vision.shoesApart': ['{shoes}带来了一抹独立的颜色。', '{shoes}的颜色和其他单品拉开了距离。'],
    'vision.accessory': ['{zone}的一抹{colour}为造型添了细节。', '{zone}有一抹{colour}点缀。'],
    'vision.several': ['照片里有好几个人，我评价的是中间那位。', '画面里不止一个人，所以我评价了最靠中间的那位。'],
    'vision.none': ['照片里没有找到人，所以无法定位衣服。', '这张照片里看不到人，没法测量各件单品。'],
    'vision.seated': ['你是坐着或弯着腰的，长度和比例不太好判断。'],
    'quality.feetCut': ['你的脚不在画面里，所以没法评价鞋子。', '鞋子被照片边缘裁掉了。'],
    'quality.personSmall': ['你在画面里只占一小块，细节看不太清。'],
    'comp.seen': ['{piece}：{colours}。', '测得的颜色：{colours}。'],
    'comp.seenLower': ['{piece}下半部分：{colours}。'],
    'comp.noPerson': ['照片里没有人，所以不评分。'],
    'comp.notInFrame': ['这部分不在画面里，所以不评分。', '照片里拍不到这部分，不打分。'],
    'comp.noAccessory': ['照片里看不出配饰，所以不评分。'],
    'limits.visionOnly': ['没有文字描述时，我根据照片来判断：每件单品的颜色，以及它们搭不搭；写上单品名称，建议会更具体。'],
    'sugg.fullBody': ['往后退一点，让从头到鞋都进入画面', '拍一张能看到鞋子的全身照'],
    'refused.explicit': ['这张照片无法评分：看起来含有露骨内容。请上传你的穿搭照片。'],
  },
};

import type { TrendTagWords } from '../../styling/trend-names/types';

export const zh: TrendTagWords = {
  '1920s': '1920年代', '70s': '70年代', '90s': '90年代', abstract: '抽象', accent: '点缀', animal: '动物纹', art: '艺术', bags: '包袋',
  beads: '串珠', belts: '腰带', biker: '机车', boho: '波西米亚', bold: '大胆', boots: '靴子', bows: '蝴蝶结', brooch: '胸针', buckles: '搭扣',
  calm: '宁静', charms: '挂饰', check: '格纹', chunky: '粗犷', classic: '经典', clogs: '木底鞋', colour: '色彩', colourful: '多彩', cosy: '温暖舒适',
  craft: '手工', cropped: '短款', curved: '弧线', deep: '浓郁', denim: '牛仔', dots: '波点', drama: '戏剧感', dreamy: '梦幻', dresses: '连衣裙',
  earthy: '大地色', elegant: '优雅', elongated: '修长', evening: '晚装', feminine: '女性化', flats: '平底鞋', floral: '花卉', flowing: '飘逸',
  fresh: '清新', gold: '金色', graphic: '图形', hair: '发饰', heels: '高跟鞋', heritage: '传统', investment: '值得投资', jewellery: '首饰',
  knit: '针织', layered: '层次', layering: '叠穿', leopard: '豹纹', loafers: '乐福鞋', low: '低调', matching: '配套', menswear: '男装风',
  mesh: '网纱', minimal: '极简', natural: '自然', nautical: '航海风', outerwear: '外套', oversized: '廓形', pairing: '配色', pastel: '粉彩',
  personal: '个性', picnic: '野餐', pinstripe: '细条纹', playful: '俏皮', pleats: '褶裥', pockets: '口袋', power: '气场', preppy: '学院风',
  relaxed: '松弛', retro: '复古', rich: '饱满', romantic: '浪漫', saturated: '高饱和', scarf: '丝巾', 'schoolgirl-smart': '学院精致', sheer: '透视',
  silk: '真丝', skirts: '半身裙', slim: '修身', 'small-scale': '小碎花纹', sneakers: '运动鞋', soft: '柔和', strap: '搭带', stripes: '条纹',
  suede: '麂皮', summer: '夏日', 'sun-baked': '日晒感', sunglasses: '太阳镜', tailored: '剪裁', tailoring: '西装', tartan: '苏格兰格',
  tights: '连裤袜', tonal: '同色系', unstructured: '无结构', utility: '工装', vintage: '古着', waist: '腰线', warm: '暖调', western: '西部',
  wide: '宽松', wooden: '木质', wool: '羊毛',
};

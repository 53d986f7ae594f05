import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: '黑色', charcoal: '炭灰色', grey: '灰色', lightgrey: '浅灰色', silver: '银色', white: '白色',
    ivory: '象牙白', cream: '奶油色', beige: '米色', taupe: '灰褐色', khaki: '卡其色', camel: '驼色', brown: '棕色',
    navy: '藏青色', blue: '蓝色', lightblue: '浅蓝色', denim: '牛仔蓝', teal: '水鸭蓝', turquoise: '绿松石色',
    green: '绿色', olive: '橄榄绿', sage: '鼠尾草绿', mint: '薄荷绿', yellow: '黄色', mustard: '芥末黄', gold: '金色',
    orange: '橙色', rust: '铁锈红', red: '红色', burgundy: '酒红色', wine: '葡萄酒色', pink: '粉色', fuchsia: '紫红色',
    coral: '珊瑚色', purple: '紫色', lavender: '薰衣草紫',
    lilac: '丁香紫', mauve: '烟紫色', plum: '梅子色',
  },
  garments: {
    tuxedo: '礼服西装', gown: '晚礼服', suit: '西装', cocktailDress: '小礼服', dress: '连衣裙',
    pyjamas: '睡衣', houseSlippers: '家居拖鞋', sportsKit: '运动队服',
    eveningSlippers: '丝绒便鞋', weddingDress: '婚纱', bridalVeil: '头纱', thobe: '阿拉伯长袍', bisht: '阿拉伯斗篷', ghutra: '阿拉伯头巾', abaya: '阿拜亚长袍', hijab: '穆斯林头巾',
    sundress: '吊带度假裙', jumpsuit: '连体裤', dungarees: '背带裤', tracksuit: '运动套装', swimsuit: '泳衣', coverUp: '沙滩罩衫', tshirt: 'T恤',
    tank: '背心', sportsTop: '运动上衣', shirt: '衬衫', blouse: '女式衬衫', polo: 'Polo衫',
    turtleneck: '高领衫', sweater: '毛衣', cardigan: '开衫', hoodie: '连帽卫衣', sweatshirt: '卫衣',
    crop: '露脐上衣', top: '上衣', blazer: '西装外套', waistcoat: '马甲', jacket: '夹克',
    leatherJacket: '皮夹克', denimJacket: '牛仔夹克', coat: '大衣', trench: '风衣',
    puffer: '羽绒服', jeans: '牛仔裤', trousers: '西裤', chinos: '卡其裤', wideLegTrousers: '阔腿裤', cargo: '工装裤',
    shorts: '短裤', sportsShorts: '运动短裤', leggings: '紧身裤', joggers: '运动长裤', skirt: '半身裙',
    pencilSkirt: '铅笔裙', miniSkirt: '迷你裙', oxfords: '皮鞋', patent: '漆皮鞋',
    loafers: '乐福鞋', heels: '高跟鞋', flats: '平底鞋', boots: '靴子', hikingBoots: '登山鞋',
    snowBoots: '雪地靴', sneakers: '运动休闲鞋', runningShoes: '跑鞋', cleats: '专项运动鞋', sandals: '凉鞋',
    flipFlops: '人字拖', tie: '领带', bowTie: '领结', pocketSquare: '口袋巾', watch: '手表',
    belt: '腰带', handbag: '手提包', clutch: '手拿包', backpack: '双肩包', casualBag: '休闲包', scarf: '围巾', hat: '帽子',
    cap: '棒球帽', sunglasses: '太阳镜', jewellery: '首饰', sportsGear: '运动配件',
    dressSocks: '正装袜', sportsSocks: '运动袜', hosiery: '丝袜', runningJacket: '跑步外套', windbreaker: '防风夹克', rainJacket: '防水夹克', raincoat: '雨衣', tennisSkirt: '网球裙', shoes: '鞋子', umbrella: '雨伞', rainBoots: '雨靴', shellJacket: '冲锋衣', hikingTrousers: '登山裤', fleece: '抓绒衣', knitSet: '针织套装', flannelShirt: '法兰绒衬衫',
  },
  occasions: {
    casual: '日常', work: '上班', date: '约会', party: '派对', formal: '正式场合',
    workout: '健身', sports: '运动', football: '足球', basketball: '篮球', tennis: '网球',
    running: '跑步', beach: '海滩', hiking: '徒步', wedding: '婚礼', graduation: '毕业典礼',
    interview: '面试', brunch: '早午餐', shopping: '逛街', concert: '演唱会', travel: '旅行',
    vacation: '度假', church: '教堂礼拜', school: '上学',
  },
};

/** Pieces cut from denim so often that shops name the cloth, not its blue: 牛仔短裤, 牛仔迷你裙, 牛仔外套. */
const DENIM_CUTS = /(?:短裤|短裙|迷你裙|半身裙|夹克|外套|衬衫)$/u;

/**
 * Chinese noun phrases: a colour goes straight before the garment (藏青色卡其裤); lists join
 * with 、 and put 和 before the last item. A colour the name already says is not said twice
 * (卡其色 + 卡其短裤 is 卡其短裤), and denim blue on a piece usually cut from denim is the cloth
 * (牛仔短裤, not 牛仔蓝短裤).
 */
export function garmentIn(garment: string, colour: string): string {
  const stem = colour.replace(/色$/u, '');
  if (stem.length >= 2 && garment.includes(stem)) return garment;
  if (colour === '牛仔蓝' && DENIM_CUTS.test(garment)) return `牛仔${garment}`;
  return `${colour}${garment}`;
}

/** 'A、B和C'. */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;
}

/**
 * Chinese counts a thing with the measure word of its noun class, read from the noun that ends the
 * phrase (the head: 一块经典皮表带腕表 counts the watch, not the strap): 双 a pair worn on the feet, 条 a
 * long soft thing (trousers, skirts, dresses, scarves, ties, belts, necklaces), 对 a matched pair of
 * small things (earrings, cufflinks), 副 gloves and glasses, 把 a thing held by a handle, 块 a watch,
 * 顶 a hat, 个 a bag or a small object, 套 a matching set, 件 the clothes and the rest. The first
 * word is the one written; the others are what a native also says, for the checks that read prose.
 */
export const MEASURE_WORDS: readonly (readonly [RegExp, string, ...string[]])[] = [
  [/(?:连裤袜|裤袜)$/u, '条', '双'],
  [/(?:鞋|靴|袜|拖)子?$/u, '双'],
  [/(?:耳钉|耳环|耳坠|袖扣)$/u, '对', '副'],
  [/(?:手套|耳塞|太阳镜|眼镜|墨镜)$/u, '副', '双', '对'],
  [/伞$/u, '把'],
  [/表$/u, '块', '只'],
  [/帽子?$/u, '顶'],
  [/(?:包|发夹|发圈|发箍|领结|水壶)$/u, '个', '只'],
  [/(?:口袋巾|方巾)$/u, '块', '条'],
  [/(?:项链|手链|巾|披肩|发带|领带|腰带|皮带|纱笼)$/u, '条'],
  [/(?:连体裤|背带裤)$/u, '条', '件'],
  [/礼服$/u, '件', '条'],
  [/裙$/u, '条', '件'],
  [/比基尼$/u, '套', '件'],
  [/裤$/u, '条'],
  [/(?:西装|套装|穿搭)$/u, '套'],
];

/** The measure words a noun phrase takes, the one to write first; 件 when its head has no class of its own. */
export function measureWordsOf(phrase: string): readonly string[] {
  return MEASURE_WORDS.find(([ending]) => ending.test(phrase))?.slice(1) as string[] | undefined ?? ['件'];
}

/**
 * '一件白色衬衫', '一双黑色乐福鞋', '一把黑色折叠伞'. A name that already holds its own count (音乐节亮片和一条头巾) is
 * written as it is.
 */
export function counted(phrase: string): string {
  return /一[件条双套副块顶个把对只]/u.test(phrase) ? phrase : `一${measureWordsOf(phrase)[0]}${phrase}`;
}

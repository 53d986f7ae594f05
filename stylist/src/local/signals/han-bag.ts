/**
 * Chinese says a bag with one character, 包 ("黑色的包", "一个小包"), and the same character sits inside many words
 * that are not bags: 包括 and 包含 (include), 包裹 (parcel), 包容, 包围, 包扎, 包装, 包邮 (free shipping), 包子 (a
 * bun), 包脚 and 包头 (closed-toe, of a shoe), 包边 (piping), 包扣 (covered buttons), 打包 (to pack, as in a packing
 * question), 面包 (bread), 红包 (a red envelope), 钱包 (a wallet, which the rating does not weigh), 荷包. The bare character is read as a bag only outside those words; the bags the lexicon
 * names in full (手提包, 斜挎包, 双肩包…) are matched first, longest first.
 */
const NOT_A_BAG_AFTER = /^[括含裹容围扎装邮子脚头边扣]/u;
const NOT_A_BAG_BEFORE = /[打面红钱荷]$/u;

export function chineseBagAlone(text: string, pattern: string, span: { start: number; end: number }): boolean {
  if (pattern !== '包') return true;
  return !NOT_A_BAG_BEFORE.test(text.slice(0, span.start)) && !NOT_A_BAG_AFTER.test(text.slice(span.end));
}

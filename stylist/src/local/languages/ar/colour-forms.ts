import type { ColourId } from '../../colour/names';

/**
 * Every colour as an adjective that follows its garment and agrees with it: `[masculine, feminine]`
 * («قميص أبيض», «بلوزة بيضاء»), or one word that does not change («تنورة بيج»). The six basic
 * colours have their own feminine (أبيض/بيضاء…); the others are nisba adjectives (رمادي/رمادية);
 * a second word agrees too («زرقاء فاتحة»). Non-human plurals (جوارب) agree in the feminine singular.
 */
export const COLOUR_FORMS: Record<ColourId, readonly [string, string] | string> = {
  black: ['أسود', 'سوداء'], charcoal: ['رمادي فحمي', 'رمادية فحمية'], grey: ['رمادي', 'رمادية'], lightgrey: ['رمادي فاتح', 'رمادية فاتحة'],
  silver: ['فضي', 'فضية'], white: ['أبيض', 'بيضاء'], ivory: ['عاجي', 'عاجية'], cream: ['كريمي', 'كريمية'], beige: 'بيج',
  taupe: ['بني رمادي', 'بنية رمادية'], khaki: 'كاكي', camel: ['جملي', 'جملية'], brown: ['بني', 'بنية'], navy: ['كحلي', 'كحلية'],
  blue: ['أزرق', 'زرقاء'], lightblue: ['أزرق فاتح', 'زرقاء فاتحة'], denim: ['نيلي', 'نيلية'], teal: ['أزرق مخضر', 'زرقاء مخضرة'],
  turquoise: ['فيروزي', 'فيروزية'], green: ['أخضر', 'خضراء'], olive: ['زيتي', 'زيتية'], sage: ['أخضر مريمي', 'خضراء مريمية'],
  mint: ['نعناعي', 'نعناعية'], yellow: ['أصفر', 'صفراء'], mustard: ['خردلي', 'خردلية'], gold: ['ذهبي', 'ذهبية'],
  orange: ['برتقالي', 'برتقالية'], rust: ['صدئي', 'صدئية'], red: ['أحمر', 'حمراء'], burgundy: ['عنابي', 'عنابية'], wine: ['نبيذي', 'نبيذية'],
  pink: ['وردي', 'وردية'], fuchsia: 'فوشيا', coral: ['مرجاني', 'مرجانية'], purple: ['بنفسجي', 'بنفسجية'], lavender: ['خزامي', 'خزامية'],
  lilac: ['ليلكي', 'ليلكية'], mauve: 'موف', plum: ['برقوقي', 'برقوقية'],
};

/** 'أزرق فاتح' → 'الأزرق الفاتح': in a definite phrase every adjective takes the article. */
export const withArticleOnEachWord = (words: string): string =>
  words.split(' ').filter(Boolean).map((w) => (w.startsWith('ال') ? w : `ال${w}`)).join(' ');

/** The colour in the form that agrees with its garment: gender (non-human plurals count as feminine) and definiteness. */
export function colourAdjective(id: ColourId, feminine: boolean, definite: boolean): string {
  const forms = COLOUR_FORMS[id];
  const word = typeof forms === 'string' ? forms : forms[feminine ? 1 : 0];
  return definite ? withArticleOnEachWord(word) : word;
}

export interface ColourForm {
  id: ColourId;
  word: string;
  /** null for a colour that does not change («بيج»). */
  feminine: boolean | null;
}

/** Every written form of every colour adjective: what a check looks for after a garment. */
export function allColourForms(): ColourForm[] {
  return (Object.entries(COLOUR_FORMS) as [ColourId, readonly [string, string] | string][]).flatMap(([id, forms]): ColourForm[] =>
    typeof forms === 'string'
      ? [{ id, word: forms, feminine: null }]
      : [{ id, word: forms[0], feminine: false }, { id, word: forms[1], feminine: true }]);
}

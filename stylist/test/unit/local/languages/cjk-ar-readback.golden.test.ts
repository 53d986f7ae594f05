import { describe, expect, it } from 'vitest';
import { PACKS } from '../../../../src/local/i18n/packs';
import { readDescription } from '../../../../src/local/signals/text';
import { GARMENT_NAMES } from '../../../../src/local/styling/garment-names';
import { GARMENT_IDS } from '../../../../src/local/lexicon/garments';

const read = (text: string, language: 'ar' | 'zh' | 'ja' | 'ko') => readDescription(text, language)?.garments.map((g) => g.garment) ?? [];

// A native reader types the pack's own word for a garment; the rating must read the garment the stylist means by it.
describe('golden readings: a garment word in its own language is the garment it names', () => {
  it.each([
    ['ja', '黒い靴', 'shoes'],
    ['ja', '赤い傘', 'umbrella'],
    ['ja', '白い靴下', 'dressSocks'],
    ['ja', '黒い革靴', 'oxfords'],
    ['ko', '검정 재킷', 'jacket'],
    ['ko', '네이비 정장 재킷', 'blazer'],
    ['ko', '블레이저', 'blazer'],
    ['zh', '灰色卫衣', 'sweatshirt'],
    ['zh', '灰色连帽卫衣', 'hoodie'],
  ] as const)('%s: %s', (language, text, garment) => {
    expect(read(text, language)).toEqual([garment]);
  });

  it('a single Hangul syllable is never a garment on its own (진 sits inside 사진, 힐 inside 힐링)', () => {
    expect(read('사진 속 진한 색', 'ko')).toEqual([]);
  });
});

describe('property: every garment name of the ar, zh, ja and ko packs reads back as that garment', () => {
  for (const language of ['ar', 'zh', 'ja', 'ko'] as const) {
    it(language, () => {
      const wrong = GARMENT_IDS.map((id) => [id, PACKS[language].garments[id]] as const)
        .filter(([id, name]) => read(name, language).join() !== id);
      expect(wrong).toEqual([]);
    });
  }
});

describe('property: a catalogue piece is not read as a loud print it does not have', () => {
  // Korean 호피 is a leopard (tiger-skin) print: tortoiseshell frames and clips are 토터스쉘, never 호피. Stripes and
  // florals count as a pattern, as "striped" and "floral" do in English: the pieces named with them do have one.
  const printed = new Set(['glitter', 'sequin-dress', 'sequin-top', 'breton-top', 'floral-midi', 'printed-shirt', 'beach-towel']);
  for (const language of ['ar', 'zh', 'ja', 'ko'] as const) {
    it(language, () => {
      const loud = Object.entries(GARMENT_NAMES[language])
        .filter(([id, name]) => !printed.has(id) && (readDescription(name, language)?.patterns ?? 0) > 0);
      expect(loud).toEqual([]);
    });
  }
  it('ko: tortoiseshell is 토터스쉘', () => {
    expect(GARMENT_NAMES.ko['hair-clip']).toBe('토터스쉘 집게핀');
    expect(readDescription('호피 무늬 스커트', 'ko')?.patterns).toBe(1);
  });
});

describe('golden readings: an Arabic colour belongs to the garment it follows, across ، and و', () => {
  const colours = (text: string) => readDescription(text, 'ar')?.garments.map((g) => [g.garment, g.colours]) ?? [];
  it.each([
    ['بلوزة باللون البني، بنطلون جينز باللون الأبيض وحذاء مسطح باللون الكريمي', [['blouse', ['brown']], ['jeans', ['white']], ['flats', ['cream']]]],
    ['جاكيت جلد باللون الجملي، بنطلون تشينو باللون الوردي وجزمة باللون الأصفر', [['leatherJacket', ['camel']], ['chinos', ['pink']], ['boots', ['yellow']]]],
    ['قميص أبيض وبنطلون كحلي', [['shirt', ['white']], ['trousers', ['navy']]]],
  ])('%s', (text, expected) => {
    expect(colours(text)).toEqual(expected);
  });
});

describe('golden readings: a Japanese colour with の belongs to the garment after it, not the one before と', () => {
  const colours = (text: string) => readDescription(text, 'ja')?.garments.map((g) => [g.garment, g.colours]) ?? [];
  it.each([
    ['黒いTシャツ、グレーのジーンズとバーガンディのローファー', [['tshirt', ['black']], ['jeans', ['grey']], ['loafers', ['burgundy']]]],
    ['白いシャツ、オリーブのチノパンとベージュのブーツ', [['shirt', ['white']], ['chinos', ['olive']], ['boots', ['beige']]]],
    ['ネイビーのセーターや白いスニーカー', [['sweater', ['navy']], ['sneakers', ['white']]]],
    ['カーキのジーンズは黒のポロシャツに合う？', [['jeans', ['khaki']], ['polo', ['black']]]],
  ])('%s', (text, expected) => {
    expect(colours(text)).toEqual(expected);
  });
});

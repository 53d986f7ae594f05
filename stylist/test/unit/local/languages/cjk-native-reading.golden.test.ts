import { describe, expect, it } from 'vitest';
import { packFor } from '../../../../src/local/i18n/packs';
import { counted, measureWordsOf } from '../../../../src/local/languages/zh/grammar';
import { zh as zhCatalogue } from '../../../../src/local/languages/zh/garment-names';
import { CJK_AR_CHECKS } from '../../../support/prose-checks-cjk-ar';

// Sentences a native editor of Chinese, Japanese, Korean and Arabic corrected while reading ratings of
// descriptions written in the language, advice, generated outfits, packing lists and chat answers; each
// failed before its fix.

describe('zh: every piece the engine can name is counted with its own measure word', () => {
  it.each([
    ['黑色折叠伞', '一把黑色折叠伞'],
    ['雨伞', '一把雨伞'],
    ['人字拖', '一双人字拖'],
    ['珍珠耳钉', '一对珍珠耳钉'],
    ['银色袖扣', '一对银色袖扣'],
    ['皮手套', '一副皮手套'],
    ['可重复使用的演唱会耳塞', '一副可重复使用的演唱会耳塞'],
    ['经典皮表带腕表', '一块经典皮表带腕表'],
    ['细吊坠项链', '一条细吊坠项链'],
    ['羊毛围巾', '一条羊毛围巾'],
    ['真丝小方巾', '一块真丝小方巾'],
    ['帽子', '一顶帽子'],
    ['黑色真丝领结', '一个黑色真丝领结'],
    ['玳瑁纹发夹', '一个玳瑁纹发夹'],
    ['保温水壶', '一个保温水壶'],
    ['不透肉连裤袜', '一条不透肉连裤袜'],
    ['羊绒披肩', '一条羊绒披肩'],
    ['藏青色两件套西装', '一套藏青色两件套西装'],
    ['藏青色西装外套', '一件藏青色西装外套'],
    ['亮片短款连衣裙', '一条亮片短款连衣裙'],
    ['白色衬衫', '一件白色衬衫'],
    ['黑色乐福鞋', '一双黑色乐福鞋'],
    ['音乐节亮片和一条头巾', '音乐节亮片和一条头巾'],
  ])('%s → %s', (piece, expected) => {
    expect(counted(piece)).toBe(expected);
  });

  it('the catalogue\'s and the reader\'s names, counted, all pass the measure-word check', () => {
    const names = [...Object.values(zhCatalogue), ...Object.values(packFor('zh').garments)];
    const wrong = names.map((n) => counted(n)).filter((c) => CJK_AR_CHECKS.zh.measureWord(c) !== null);
    expect(wrong).toEqual([]);
    expect(names.length).toBeGreaterThan(200);
  });

  it('the check reads the noun that ends the counted phrase, as a native does', () => {
    for (const wrong of ['带上一件雨伞。', '再配一件珍珠耳钉。', '戴一件帽子，', '一件黑色真丝领结和一双鞋', '一件皮手套']) {
      expect(CJK_AR_CHECKS.zh.measureWord(wrong), wrong).not.toBeNull();
    }
    for (const right of ['再配一件带帽外套或一把伞。', '一条深色裙子加珍珠就能撑起整个夜晚。', '先从一件这个颜色的单品开始。', '一块手表或一件首饰即可']) {
      expect(CJK_AR_CHECKS.zh.measureWord(right), right).toBeNull();
    }
    expect(measureWordsOf('及地晚礼服')).toContain('件');
  });
});

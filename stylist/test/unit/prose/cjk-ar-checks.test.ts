import { describe, expect, it } from 'vitest';
import { proseProblems } from '../../support/prose-checks';

/** The checks catch the errors the issue quotes, and leave the corrected sentences alone. */
describe('the Korean, Japanese, Chinese and Arabic prose checks', () => {
  it.each([
    ['ko', '검정 상의과(와) 검정 하의의 명도가 비슷합니다.', ['leftoverPlaceholder', 'register']],
    ['ko', '흰색 셔츠을 추천해요.', ['particle']],
    ['ko', '네이비 정장와 갈색 구두가 좋아요.', ['particle']],
    ['ko', '갈색 샌들으로 가세요.', ['particle']],
    ['ko', '편하게 가 봐.', ['register']],
    ['ko', '러스트 스니커즈가 돋보여요.', ['transliteration']],
    ['ja', '黒のトップス、黒のボトムスとラストの靴。。', ['doubledStop', 'transliteration']],
    ['ja', 'ゆるくいこう。', ['register']],
    ['zh', '藏青色卡其裤去日常，选棕色平底鞋。', ['occasionAsPlace']],
    ['zh', '感谢您的提问。', ['register']],
    ['ar', 'يا عزيزتي، اختر أسلوبًا رسمي ثم انطلقي.', ['register', 'agreement']],
    ['ar', '{جرّب|جرّبي|جرّبوا} هذا.', ['unresolvedAddress']],
  ] as const)('%s: %s', (language, text, expected) => {
    const names = proseProblems(language, text).map((p) => p.split(':')[0]);
    for (const name of expected) expect(names, names.join(', ')).toContain(name);
  });

  it.each([
    ['ko', '검정 상의와 검정 하의의 명도가 아주 비슷해서 전체가 한 덩어리로 보여요. 갈색 샌들로 가세요. 네이비 정장과 흰색 셔츠를 추천해요.'],
    ['ja', '黒いトップス、黒いボトムスと赤茶色の靴です。気楽にいきましょう。'],
    ['zh', '日常穿藏青色卡其裤的话，最好的选择是棕色平底鞋。'],
    ['ar', 'جرّبوا حذاء لوفر باللون البني، وانطلقوا وتألّقوا. الأنسب في العمل أسلوب رسمي للعمل.'],
  ] as const)('%s: the corrected sentence passes', (language, text) => {
    expect(proseProblems(language, text)).toEqual([]);
  });
});

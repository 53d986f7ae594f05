import { describe, expect, it } from 'vitest';
import { readDescription } from '../../../../src/local/signals/text';

const garmentOf = (text: string) => readDescription(text, 'ja')?.garments.map((g) => g.garment) ?? [];

/** ジャケット alone is a tailored jacket (how Japanese shops use it); a casual compound is not a blazer. */
describe('Japanese jackets: only the tailored one is a blazer', () => {
  it.each([
    ['ネイビーのジャケットとグレーのスラックス', 'blazer'],
    ['テーラードジャケット', 'blazer'],
    ['ノーカラージャケット', 'blazer'],
    ['ツイードジャケット', 'blazer'],
    ['ベルベットジャケット', 'blazer'],
    ['デニムジャケット', 'denimJacket'],
    ['デニムのジャケット', 'denimJacket'],
    ['ダウンジャケット', 'puffer'],
    ['フリースジャケット', 'fleece'],
    ['ライダースジャケット', 'leatherJacket'],
    ['ミリタリージャケット', 'jacket'],
    ['ナイロンジャケット', 'jacket'],
    ['アノラックジャケット', 'jacket'],
  ] as const)('%s → %s', (text, garment) => {
    expect(garmentOf(text)[0]).toBe(garment);
    expect(garmentOf(text)).not.toContain(garment === 'blazer' ? 'jacket' : 'blazer');
  });

  it('a sequin top is a top with an evening finish, not a plain top', () => {
    const m = readDescription('スパンコールのトップス', 'ja')!.garments[0]!;
    expect([m.garment, m.finish, m.material]).toEqual(['top', 'evening', 'sequin']);
  });
});

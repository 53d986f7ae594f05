import { describe, expect, it } from 'vitest';
import { grammar } from '../../../../src/local/languages/ko/grammar';
import { ko as chatWords } from '../../../../src/local/languages/ko/chat-words';
import { names } from '../../../../src/local/languages/ko/names';
import { fill } from '../../../../src/local/writing/variation';
import { ko } from '../../../../src/local/languages/ko/rating';

// "출근에 간다면", "일상에 간다면", "등교에 간다면": most occasions are not places one goes to with 에 가다.
describe('golden sentences: the Korean best-shoe line reads with every occasion', () => {
  const line = (occasion: string) => fill(chatWords.phrases['pick.best'][0]!, { base: '목도리', occasion, best: '검정 가죽 구두' }, grammar);
  it.each([
    ['출근', '출근용 목도리 차림이라면 최고의 선택은 검정 가죽 구두예요.'],
    ['결혼식', '결혼식용 목도리 차림이라면 최고의 선택은 검정 가죽 구두예요.'],
  ])('%s', (occasion, expected) => {
    expect(line(occasion)).toBe(expected);
  });
  it('no variant sends the member "to" an occasion with 에 가다', () => {
    for (const occasion of Object.values(names.occasions)) {
      for (const template of chatWords.phrases['pick.best']) {
        expect(fill(template, { base: '코트', occasion, best: '로퍼' }, grammar)).not.toMatch(/에 간다면/u);
      }
    }
  });
});

// "격식 있는 자리에 딱 맞는 격식이에요": the formal occasion's own noun said again as what fits it.
describe('golden sentences: the Korean "fits the occasion" line never says the occasion\'s noun twice', () => {
  const lines = (occasion: string) => ko.phrases['fit.good'].map((t) => fill(t, { garment: '검정 정장', occasion }, grammar));
  it('격식 있는 자리', () => {
    expect(lines('격식 있는 자리')).toContain('검정 정장은 격식 있는 자리에 딱 맞아요.');
  });
  it('no occasion word comes back in the same line', () => {
    for (const occasion of Object.values(names.occasions)) {
      const words = occasion.split(' ').filter((w) => w.length >= 2);
      for (const line of lines(occasion)) {
        const rest = line.replace(occasion, '');
        for (const w of words) expect(rest, line).not.toContain(w);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { writtenOutKoreanParticle } from '../../src';

describe('writtenOutKoreanParticle: a particle written in both forms instead of chosen', () => {
  it.each([
    ['신발 → 내 황갈색 로퍼(으)로: +1.3', '(으)'],
    ['“{{name}}”과(와) 착용 기록이 삭제돼요.', '(와)'],
    ['{{name}}와(과) 대화 중', '(과)'],
    ['@{{handle}}(으)로 표시됩니다.', '(으)'],
    ['{{name}}(이)나 다른 아이템', '(이)'],
    ['오늘의 추천은 {{name}}(이)에요.', '(이)'],
    ['{{name}}을(를) 삭제할까요?', '(를)'],
    ['{{item}}을/를 추가했어요.', '을/를'],
    ['{{item}}이/가 없어요.', '이/가'],
  ])('finds the alternation in %j', (text, found) => {
    expect(writtenOutKoreanParticle(text)).toBe(found);
  });

  it.each([
    '신발 → 내 황갈색 로퍼로: +1.3',
    '“네이비 셔츠” 아이템과 착용 기록이 옷장에서 삭제돼요.',
    '가격(선택)',
    '가격 (이)',
    '상의/하의를 골라 주세요.',
    '흰색 셔츠를 추천해요. 갈색 샌들로 가세요.',
  ])('leaves %j alone', (text) => {
    expect(writtenOutKoreanParticle(text)).toBeNull();
  });
});

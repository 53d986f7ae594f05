import { describe, expect, it } from 'vitest';
import { finalSound, grammar, listOf, withParticle } from '../../../../src/local/languages/ko/grammar';
import { ko as chatLines } from '../../../../src/local/languages/ko/chat-lines';
import { ko as chatWords } from '../../../../src/local/languages/ko/chat-words';
import { ko as rating } from '../../../../src/local/languages/ko/rating';
import { ko as vision } from '../../../../src/local/languages/ko/vision';
import { ko as prose } from '../../../../src/local/languages/ko/styling-prose';
import { ko as sentences } from '../../../../src/local/languages/ko/styling-sentences';
import { fill as fillIn } from '../../../../src/local/writing/variation';
import { catalogueTrends } from '../../../../src/local/styling/trends';
import { personaliseTrend } from '../../../../src/local/styling/insights';

/** A template filled the way the Korean pack fills it (particles by the last sound). */
const fill = (template: string, values: Record<string, string>) => fillIn(template, values, grammar);

/** Every template string of the Korean catalogue (ratings, vision, chat). */
const templates = (): string[] => [
  ...Object.values(rating.phrases).flat(),
  ...Object.values(vision.phrases).flat(),
  ...Object.values(chatWords.phrases).flat(),
  ...Object.values(chatLines).filter((v): v is string => typeof v === 'string'),
];

/** The i-th variant of a phrase (a missing one fails the test that reads it). */
const variant = (variants: readonly string[], i: number): string => variants[i] ?? `<no variant ${i}>`;

describe('Korean particles follow the last sound of the word before them', () => {
  it('chooses each pair by the final consonant (받침), with 로 after ㄹ', () => {
    // Checked against the 표준국어대사전 rules for 조사 이/가, 을/를, 은/는, 과/와, (으)로, (이)나.
    expect(withParticle('정장', '이')).toBe('정장이');
    expect(withParticle('셔츠', '이')).toBe('셔츠가');
    expect(withParticle('구두', '을')).toBe('구두를');
    expect(withParticle('치마', '를')).toBe('치마를');
    expect(withParticle('청바지', '은')).toBe('청바지는');
    expect(withParticle('검정 상의', '과')).toBe('검정 상의와');
    expect(withParticle('검정 하의', '와')).toBe('검정 하의와');
    expect(withParticle('갈색 로퍼', '와')).toBe('갈색 로퍼와');
    expect(withParticle('흰색', '와')).toBe('흰색과');
    expect(withParticle('샌들', '으로')).toBe('샌들로');
    expect(withParticle('구두', '으로')).toBe('구두로');
    expect(withParticle('운동화', '으로')).toBe('운동화로');
    expect(withParticle('정장', '로')).toBe('정장으로');
    expect(withParticle('정장', '나')).toBe('정장이나');
    expect(withParticle('스니커즈', '이나')).toBe('스니커즈나');
    expect(withParticle('정장', '예요')).toBe('정장이에요');
    expect(withParticle('스니커즈', '이에요')).toBe('스니커즈예요');
    expect(withParticle('면접', '이라면')).toBe('면접이라면');
    expect(withParticle('데이트', '이라면')).toBe('데이트라면');
  });

  it('reads digits and Latin letters the Korean way, and skips a trailing bracket', () => {
    expect(finalSound('10')).toBe('ㅂ'); // 십
    expect(withParticle('7', '이')).toBe('7이'); // 칠
    expect(withParticle('2', '이')).toBe('2가'); // 이
    expect(withParticle('3', '으로')).toBe('3으로'); // 삼
    expect(withParticle('1', '으로')).toBe('1로'); // 일: ㄹ takes 로
    expect(withParticle('T', '이')).toBe('T가'); // 티
    expect(withParticle('L', '으로')).toBe('L로'); // 엘
    expect(withParticle('M', '을')).toBe('M을'); // 엠
    expect(withParticle('검정(45%)', '과')).toBe('검정(45%)과');
    expect(withParticle('네이비(30%)', '과')).toBe('네이비(30%)와');
  });

  it('joins lists with 과/와 before the last item', () => {
    expect(listOf(['흰색'])).toBe('흰색');
    expect(listOf(['흰색', '네이비'])).toBe('흰색과 네이비');
    expect(listOf(['네이비', '흰색', '갈색'])).toBe('네이비, 흰색과 갈색');
    expect(listOf(['흰색', '네이비', '갈색'])).toBe('흰색, 네이비와 갈색');
  });
});

describe('Korean sentences (golden, 해요체)', () => {
  const good0 = variant(rating.phrases['fit.good'], 0);
  const vTonal0 = variant(vision.phrases['vision.tonal'], 0); const vTonal1 = variant(vision.phrases['vision.tonal'], 1);
  const anchor0 = variant(vision.phrases['vision.anchor'], 0);
  const neutral0 = variant(rating.phrases['harmony.neutral'], 0);
  const pairGood0 = variant(chatWords.phrases['pair.good'], 0);
  const best0 = variant(chatWords.phrases['pick.best'], 0); const best1 = variant(chatWords.phrases['pick.best'], 1);

  it('vision: top and bottom, with both particle forms', () => {
    expect(fill(vTonal0, { top: '검정 상의', bottom: '검정 하의' })).toBe('검정 상의와 검정 하의의 밝기가 아주 비슷해서 전체가 한 덩어리로 보여요.');
    expect(fill(vTonal1, { top: '흰색 셔츠', bottom: '회색 정장' })).toBe('흰색 셔츠와 회색 정장의 밝기가 거의 같아요.');
    expect(fill(vTonal0, { top: '갈색 재킷', bottom: '검정 치마' })).toBe('갈색 재킷과 검정 치마의 밝기가 아주 비슷해서 전체가 한 덩어리로 보여요.');
    expect(fill(anchor0, { dark: '검정 하의', light: '흰색 상의' })).toBe('검정 하의가 흰색 상의를 잡아 줘요.');
    expect(fill(anchor0, { dark: '네이비 정장', light: '흰색 셔츠' })).toBe('네이비 정장이 흰색 셔츠를 잡아 줘요.');
  });

  it('ratings and chat: the garment, the colours and the pair', () => {
    expect(fill(good0, { garment: '갈색 로퍼', occasion: '출근' })).toBe('갈색 로퍼는 출근에 알맞은 선택이에요.');
    expect(fill(neutral0, { colours: '흰색, 네이비와 갈색' })).toBe('흰색, 네이비와 갈색은 언제나 실패 없는 클래식 뉴트럴 베이스예요.');
    expect(fill(neutral0, { colours: '검정과 회색' })).toBe('검정과 회색은 언제나 실패 없는 클래식 뉴트럴 베이스예요.');
    expect(fill(pairGood0, { items: '흰색 셔츠와 청바지', occasion: '일상', score: '7.9' })).toBe('네, 흰색 셔츠와 청바지는 일상에 잘 어울려요(7.9/10점).');
    expect(fill(best0, { base: '청바지', occasion: '일상', best: '흰색 티셔츠' })).toBe('일상용 청바지 차림이라면 최고의 선택은 흰색 티셔츠예요.');
    expect(fill(best1, { base: '정장', occasion: '결혼식', best: '갈색 구두' })).toBe('결혼식에 정장 차림이라면 갈색 구두가 가장 좋아요.');
    expect(fill(chatLines.doThis, { item: '갈색 샌들' })).toBe('갈색 샌들로 가세요. 끝.');
    expect(fill(chatLines.doThis, { item: '네이비 정장' })).toBe('네이비 정장으로 가세요. 끝.');
  });

  it('styling: palettes and advice choose their particles too', () => {
    expect(prose.accentPalette('네이비', '흰색', '버건디')).toBe('색은 네이비와 흰색을 베이스로 버건디를 단 하나의 포인트로 써서 복잡하지 않고 정돈된 조합이에요.');
    expect(prose.calmPalette('검정', '회색')).toBe('색은 검정과 회색의 차분한 팔레트로 핏과 소재가 돋보이게 해요.');
    expect(prose.advice.keepRecommendation('하의')).toBe('지금 하의는 그대로 두세요.');
    expect(prose.advice.keepRecommendation('신발')).toBe('지금 신발은 그대로 두세요.');
    expect(sentences.rainFeet('고무 레인부츠', '트렌치코트')).toBe('고무 레인부츠 덕분에 발이 젖지 않아요. 비는 트렌치코트가 막아 줘요.');
    expect(sentences.likedColours('카멜')).toBe('카멜을 활용했어요. 좋아하는 색이거나 평점이 높았던 코디에서 좋은 점수를 받은 색이에요.');
  });

  it('no template keeps a both-forms placeholder, and every particle slot names a known particle', () => {
    for (const t of templates()) {
      expect(t, t).not.toMatch(/\((이|가|을|를|은|는|과|와|으로|로)\)/u);
      for (const m of t.matchAll(/\{\w+:([^}]+)\}/gu)) expect(['이', '가', '을', '를', '은', '는', '과', '와', '으로', '로', '이나', '나', '이에요', '예요', '이라면', '라면']).toContain(m[1]);
    }
  });

  it('one register: every sentence of the rating, vision and chat catalogue is 해요체 (no 합니다/반말 endings)', () => {
    for (const t of templates()) expect(t, t).not.toMatch(/(습니다|십시오|니다)[.!?]?$|(해|야|지|어|봐|돼)[.!?]\s*$/u);
  });
});

describe('Korean photo sentences (golden)', () => {
  const say = (key: keyof typeof vision.phrases, i: number, values: Record<string, string>) => fill(variant(vision.phrases[key], i), values);

  it('a one-colour look is a 원톤 코디, the particle follows the piece, and a named dress is not a dress-type item', () => {
    expect(say('vision.onePiece', 0, { piece: '와인색 원톤 코디' })).toBe('와인색 원톤 코디가 어깨부터 밑단까지 한 색으로 이어져 룩 전체를 이끌어요.');
    expect(say('vision.onePiece', 0, { piece: '검정 원피스' })).toBe('검정 원피스가 어깨부터 밑단까지 한 색으로 이어져 룩 전체를 이끌어요.');
    expect(fill(variant(rating.phrases['text.onePiece'], 1), { garment: '원피스' })).toBe('원피스는 위아래를 한 벌로 입는 옷이라 상의와 하의 모두로 평가했어요.');
    expect(say('vision.shoesApart', 1, { shoes: '검정 로퍼' })).toBe('검정 로퍼는 나머지 옷과 다른 색이에요.');
    expect(say('vision.shoesApart', 1, { shoes: '흰색 신발' })).toBe('흰색 신발은 나머지 옷과 다른 색이에요.');
    expect(say('vision.accessory', 1, { zone: '목', colour: '빨간색' })).toBe('목 쪽에 빨간색 포인트가 있어요.');
  });

  it('advice names the piece with its own particle, not in brackets', () => {
    expect(prose.advice.low('1.7', '갈색 레깅스')).toBe('갈색 레깅스는 1.7점이에요.');
    expect(prose.advice.low('4.2', '갈색 샌들')).toBe('갈색 샌들은 4.2점이에요.');
    expect(prose.advice.low('6.3', '회색 하의')).toBe('회색 하의는 6.3점이에요.');
  });
});

describe('Korean chat and insight sentences (golden)', () => {
  it('a list already joined with 와/과 takes 을/를 before 매치하다, and the description is what the member 코디했어요', () => {
    expect(fill(variant(chatWords.phrases['style.partners'], 0), { occasion: '파티', partners: '데님 블루 슬랙스와 버건디 하이힐' })).toBe('파티에는 데님 블루 슬랙스와 버건디 하이힐을 매치해 보세요.');
    expect(fill(variant(chatWords.phrases['style.partners'], 0), { occasion: '출근', partners: '흰색 셔츠와 네이비 재킷' })).toBe('출근에는 흰색 셔츠와 네이비 재킷을 매치해 보세요.');
    expect(fill(variant(rating.phrases['text.described'], 1), { garment: '카멜 재킷, 갈색 청바지와 버건디 부츠' })).toBe('설명에 따르면 카멜 재킷, 갈색 청바지와 버건디 부츠로 코디했어요.');
  });

  it('a trend insight names the member\'s styles in Korean, not by their English ids', () => {
    const trend = catalogueTrends({ season: 'fall', timeframe: 'current', now: new Date(Date.UTC(2026, 9, 1)), language: 'en' })
      .find((t) => t.tags.includes('bold') || /bold/i.test(t.description));
    expect(trend, 'a catalogue trend that reads as bold').toBeTruthy();
    const profile = { preferredStyles: ['bold'], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
    const insight = personaliseTrend({ ...trend!, tags: [...trend!.tags], colors: [...trend!.colors], occasions: [...trend!.occasions] }, profile, 'ko');
    expect(insight.personalizedDescription).toContain('과감한');
    expect(insight.personalizedDescription).not.toMatch(/bold/u);
  });
});

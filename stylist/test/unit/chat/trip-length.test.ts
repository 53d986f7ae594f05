import { describe, expect, it } from 'vitest';
import { normalise } from '../../../src/local/lexicon/normalise';
import { tripLength, type TripLength } from '../../../src/local/chat/understand/trip-length';

const CASES: [string, TripLength][] = [
  ['What should I pack for a weekend in Paris?', 'weekend'], ['Help me pack for a week in Rome', 'week'], ['Packing for 10 days in Japan', 'long'],
  ['What to pack for two weeks?', 'long'], ['pack for a fortnight', 'long'], ['Help me pack for a trip', 'week'], ['3 nights in Lisbon, what do I pack?', 'week'],
  ['¿Qué meto en la maleta para un fin de semana?', 'weekend'], ['¿Qué llevo en la maleta para dos semanas?', 'long'], ['maleta para 10 días', 'long'], ['maleta para una semana', 'week'],
  ['Que mettre dans ma valise pour un week-end ?', 'weekend'], ['valise pour deux semaines', 'long'], ['valise pour une semaine', 'week'],
  ['Was packe ich für ein Wochenende ein?', 'weekend'], ['Koffer für zwei Wochen', 'long'], ['Koffer für eine Woche', 'week'], ['Koffer für fünf Tage', 'week'],
  ['Cosa metto in valigia per un fine settimana?', 'weekend'], ['valigia per due settimane', 'long'], ['valigia per una settimana', 'week'],
  ['O que levar na mala para um fim de semana?', 'weekend'], ['mala para duas semanas', 'long'], ['mala para uma semana', 'week'],
  ['周末出行行李带什么？', 'weekend'], ['一周的旅行行李怎么带？', 'week'], ['两周旅行要带什么行李？', 'long'], ['去日本十天，行李带什么？', 'long'], ['一个星期的行李', 'week'], ['十四天的旅行带什么行李？', 'long'], ['三天两晚的行李', 'weekend'], ['五天的行李', 'week'],
  ['週末旅行の荷物は？', 'weekend'], ['1週間の旅行の荷物は何を持っていけばいい？', 'week'], ['2週間の旅行の荷物', 'long'], ['2泊3日の荷物', 'weekend'], ['10日間の旅行の荷物', 'long'],
  ['주말 여행 짐 뭐 챙겨요?', 'weekend'], ['일주일 여행 짐 싸는 법', 'week'], ['2주 여행 짐', 'long'], ['열흘 여행 짐', 'long'], ['2박 3일 여행 짐', 'weekend'],
];

describe('the length of a trip, read from a packing question', () => {
  it.each(CASES)('"%s" → %s', (question, length) => {
    expect(tripLength(normalise(question))).toBe(length);
  });
});

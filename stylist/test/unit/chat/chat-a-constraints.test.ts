import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/** A budget, a piece not owned, the kind of trip, a contrast nobody named, and "must it?": each read as a member means it. */
const OFF = /outside what I can help|Tell me what you want|Cuéntame|Dites-moi|Erzählen Sie|Dimmi|Conte o que|告诉我|教えて|알려 주시면|أخبروني/u;

describe('a budget is the subject, and the occasion said is kept', () => {
  const cases: [Language, string, RegExp][] = [
    ['en', 'what can I wear to work on a budget?', /second-hand.*spend first on the shoes/su],
    ['en', 'cheap outfit ideas', /second-hand/u],
    ['en', 'I only have 50 euros', /second-hand/u],
    ['es', '¿qué me pongo para trabajar con poco presupuesto?', /segunda mano.*zapatos/su],
    ['fr', 'une tenue de bureau avec un petit budget', /seconde main.*chaussures/su],
    ['de', 'Ich habe wenig Geld, was soll ich zur Arbeit anziehen?', /secondhand.*Schuhe/su],
    ['it', 'outfit low cost per il lavoro', /usato.*scarpe/su],
    ['pt', 'orçamento apertado, o que vestir para trabalhar?', /brechós.*sapatos/su],
    ['zh', '预算有限，上班穿什么？', /二手.*鞋/su],
    ['ja', '予算が少ないけど仕事に何を着ればいい？', /古着.*靴/su],
    ['ko', '예산이 적어요. 출근할 때 뭘 입어요?', /중고.*구두/su],
    ['ar', 'ماذا ألبس للعمل بميزانية محدودة؟', /المستعملة.*الحذاء/su],
  ];
  it.each(cases)('%s: %s', async (language, message, expected) => {
    const [reply] = await talk(language, message);
    expect(reply).not.toMatch(OFF);
    expect(reply).toMatch(expected);
  });
  it('said after a look, the budget keeps that look’s occasion', async () => {
    const [, reply] = await talk('en', 'what should I wear to work?', 'I only have 50 euros');
    expect(reply).toMatch(/At work, spend first on the shoes/u);
  });
});

describe('a piece the member does not own is a constraint, never worn', () => {
  const cases: [Language, string[], RegExp, RegExp][] = [
    ['en', ["I don't own a trench coat, what do I wear to work when it rains?"], /Without a trench coat, a navy waterproof mac will do/u, /trench coat(?!, a navy)/u],
    ['en', ['what should I wear to an interview?', 'I have no blazer, what else?'], /Without a blazer, a navy fine-gauge cardigan/u, /outside what I can help/u],
    ['fr', ["Je n'ai pas de blazer, que mettre pour un entretien ?"], /Sans blazer/u, /^$/u],
    ['es', ['no tengo blazer, ¿qué me pongo para una entrevista?'], /Sin (?:blazer|americana), la alternativa/u, /^$/u],
    ['de', ['ich habe keinen Blazer, was ziehe ich zum Vorstellungsgespräch an?'], /Ohne (?:Blazer|Sakko) nehmen Sie stattdessen einen/u, /^$/u],
    ['zh', ['没有西装外套，面试穿什么？'], /没有西装外套的话/u, /首选.*西装外套|风衣和藏青色西装外套/u],
    ['ja', ['ジャケットを持っていません。面接には何を着ればいい？'], /がなければ/u, /旅行/u],
    ['ja', ['面接にジャケットを持っていないけど何を着ればいい？'], /ジャケットがなければ/u, /旅行/u],
    ['en', ['I have no blazer what do I wear to an interview'], /Without a blazer/u, /For a date|weekend/u],
    ['it', ['Non ho un blazer, cosa metto per un colloquio?'], /Senza blazer, l’alternativa/u, /^$/u],
    ['pt', ['Não tenho blazer, o que vestir para uma entrevista?'], /Sem blazer, a alternativa/u, /^$/u],
    ['ko', ['블레이저가 없는데 면접에 뭐 입어요?'], /블레이저가 없다면/u, /^$/u],
    ['ar', ['ما عندي بليزر، ماذا ألبس لمقابلة عمل؟'], /من دون بليزر/u, /^$/u],
  ];
  it('a denial that names no piece denies nothing, and 有没有 asks "is there"', async () => {
    const [idea] = await talk('en', 'I have no idea what to wear to a wedding');
    expect(idea).toMatch(/For a wedding/u);
    expect(idea).not.toMatch(/Without/u);
    const [zh] = await talk('zh', '有没有适合面试的外套？');
    expect(zh).not.toMatch(/没有.*的话/u);
  });
  it.each(cases)('%s: %s', async (language, messages, expected, never) => {
    const reply = (await talk(language, ...messages)).at(-1)!;
    expect(reply).toMatch(expected);
    expect(reply.replace(expected, '')).not.toMatch(never);
  });
});

describe('packing follows the kind of trip', () => {
  const cases: [Language, string, RegExp][] = [
    ['en', 'what to pack for a hiking weekend', /hiking boots/u],
    ['en', 'packing for Thailand in July', /swimsuit.*sun hat/su],
    ['es', '¿qué llevo a un viaje de senderismo?', /botas? .*impermeables?|senderismo/u],
    ['ko', '등산 여행에 뭘 챙겨요?', /등산화.*방수/su],
    ['de', 'Was packe ich für eine Wanderung ein?', /Wanderschuhe/u],
    ['zh', '去泰国旅行带什么衣服？', /泳衣.*遮阳帽/su],
  ];
  it.each(cases)('%s: %s', async (language, message, expected) => {
    const [reply] = await talk(language, message);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/weekender bag|tracksuit|merino crew-neck sweater/u);
  });
});

describe('a contrast names only what the conversation named', () => {
  it('"shoes?" after a shirt says nothing of sneakers nobody mentioned', async () => {
    const [, reply] = await talk('en', 'what colour shirt for a date?', 'shoes?');
    expect(reply).toMatch(/loafers/u);
    expect(reply).not.toMatch(/sneakers/u);
  });
});

describe('"must it?" is a yes/no question, and its no is "not necessarily"', () => {
  const cases: [Language, string, string][] = [
    ['es', '¿Tiene que combinar el bolso con los zapatos?', 'No necesariamente.'],
    ['es', '¿Tengo que llevar corbata?', 'No necesariamente.'],
    ['pt', 'Tem que combinar a bolsa com os sapatos?', 'Não necessariamente.'],
    ['pt', 'Preciso usar gravata?', 'Não necessariamente.'],
    ['zh', '包一定要和鞋子同色吗？', '不一定。'],
    ['ja', 'バッグと靴は同じ色じゃないとダメ？', '必ずしもそうではありません。'],
    ['en', 'do my bag and shoes have to match?', 'No, not necessarily.'],
  ];
  it.each(cases)('%s: %s', async (language, message, opening) => {
    const [reply] = await talk(language, message);
    expect(reply!.startsWith(opening)).toBe(true);
    expect(reply).not.toMatch(/不太合适|おすすめしません/u);
  });
});

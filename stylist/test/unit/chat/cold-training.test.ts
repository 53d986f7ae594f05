import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import type { ChatFacts } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { generateOutfit } from '../../../src/local/styling/generator';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, language: Language) =>
  writeLocalReply({ message, language, personality: 'professional', history: [], facts: NO_FACTS, image: null }, { paceMs: 0 });

/** The cold note for a day in town: a warm coat and knitwear, wrong for a run. */
const TOWN_COLD: Record<Language, RegExp> = {
  en: /warm coat/, es: /abrigo cálido/, fr: /manteau chaud/, de: /warmen Mantel/, it: /cappotto caldo/, pt: /casaco quente/,
  zh: /保暖大衣/, ja: /暖かいコート/, ko: /따뜻한 코트/, ar: /معطفًا دافئًا/,
};

/** A light windproof layer, the piece a runner adds in the cold. */
const WINDPROOF: Record<Language, RegExp> = {
  en: /windproof/, es: /cortavientos/, fr: /coupe-vent/, de: /winddicht/, it: /antivento/, pt: /corta-vento/,
  zh: /防风/, ja: /防風/, ko: /방풍/, ar: /واقية من الرياح/,
};

describe('running in the cold is answered with layers for the effort, not a warm coat', () => {
  it.each<[Language, string]>([
    ['en', 'what to wear running when its cold out'],
    ['fr', 'Je mets quoi pour courir quand il fait froid ?'],
    ['es', '¿Qué ropa me pongo para ir a correr si hace frío?'],
    ['de', 'Was ziehe ich zum Joggen an, wenn es kalt ist?'],
    ['it', 'Cosa metto per correre quando fa freddo?'],
    ['pt', 'Que roupa usar pra correr no frio?'],
    ['zh', '天冷跑步穿什么？'],
    ['ja', '寒い日のランニングは何を着ればいい？'],
    ['ko', '추울 때 러닝 뭐 입어요?'],
    ['ar', 'ايش ألبس للجري لما يكون الجو بارد؟'],
  ])('%s: %s', async (language, question) => {
    const reply = await ask(question, language);
    expect(reply, reply).toMatch(WINDPROOF[language]);
    expect(reply, reply).not.toMatch(TOWN_COLD[language]);
  });

  it.each<Language>(['en', 'fr'])('%s: the outfit generator says the same for training in the cold', (language) => {
    const profile = { preferredStyles: [], avoidedStyles: [], preferredColors: [], budgetRange: null, lifestyle: null, bestOutfits: [] };
    const outfit = generateOutfit({ occasion: 'gym-workout', weather: 'cold-winter', bodyType: null, profile, language, seed: 'cold' });
    expect(JSON.stringify(outfit)).not.toMatch(TOWN_COLD[language]);
    expect(JSON.stringify(outfit)).toMatch(WINDPROOF[language]);
  });
});

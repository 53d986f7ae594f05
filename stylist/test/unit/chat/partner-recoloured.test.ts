import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';
import { packFor } from '../../../src/local/i18n/packs';

interface Case { pair: string; andWhite: string; first: 'olive' | 'brown'; partner: 'pink' | 'grey'; yes: RegExp }
const CASES: Partial<Record<Language, Case>> = {
  es: { pair: '¿Un pantalón verde oliva combina con una camisa rosa?', andWhite: '¿Y con una blanca?', first: 'olive', partner: 'pink', yes: /^Sí(?!\p{L})/u },
  de: { pair: 'Passt eine braune Hose zu einem grauen Pulli?', andWhite: 'Und zu einem weißen?', first: 'brown', partner: 'grey', yes: /^Ja\b/ },
  it: { pair: 'Dei pantaloni verde oliva stanno bene con una camicia rosa?', andWhite: 'E con una bianca?', first: 'olive', partner: 'pink', yes: /^Sì(?!\p{L})/u },
  zh: { pair: '军绿色裤子配粉色衬衫好看吗？', andWhite: '那配白色的呢？', first: 'olive', partner: 'pink', yes: /^可以/ },
  ja: { pair: 'カーキのパンツにピンクのシャツは合う？', andWhite: '白ならどう？', first: 'olive', partner: 'pink', yes: /^はい/ },
};

describe('"and with a white one?" after a pair of pieces judges the same pair with the partner in white', () => {
  for (const [language, c] of Object.entries(CASES) as [Language, Case][]) {
    it(`${language}: ${c.pair} → ${c.andWhite}`, async () => {
      const pack = packFor(language);
      const [, second] = await talk(language, c.pair, c.andWhite);
      expect(second, second).toMatch(c.yes);
      const verdict = second!.slice(0, 90);
      // The colour agrees with its noun (blanca, bianca, weißen): its stem is what is looked for.
      expect(verdict, second).toContain(pack.colours.white.slice(0, 4));
      expect(verdict, second).not.toContain(pack.colours[c.partner]);
      if (language !== 'ja') expect(verdict, second).toContain(pack.colours[c.first]);
    });
  }
});

describe('occasion words members use', () => {
  it('ja: a garden wedding (ガーデンウェディング) is a wedding, not off topic', async () => {
    const [reply] = await talk('ja', 'ガーデンウェディングに何を着ればいい？');
    expect(reply).toContain(packFor('ja').occasions.wedding);
  });

  it('de: "zum Joggen" is running, answered with running kit', async () => {
    const [reply] = await talk('de', 'Was soll ich zum Joggen anziehen, wenn es kalt ist?');
    expect(reply).toContain(packFor('de').garments.runningShoes);
    expect(reply).not.toMatch(/Combat Boots|Parka/u);
  });

  it.each<[Language, string]>([
    ['de', 'Kann ich weiße Sneaker zum Anzug tragen?'],
    ['es', '¿Puedo llevar zapatillas blancas con traje?'],
    ['fr', 'Je peux porter des baskets blanches avec un costume ?'],
  ])('%s: the exception is one sentence, not a fragment cut at its colon', async (language, question) => {
    const [reply] = await talk(language, question);
    expect(reply).not.toMatch(/(?:einfachsten|fácil|simple)\. /u);
  });
});

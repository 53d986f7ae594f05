import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { talk } from '../../support/chat-talk';

/**
 * Words new members ask with that the chat did not read and answered with "tell me the occasion": a gallery opening
 * (vernissage) is an evening event, and "我有点胖，穿什么显瘦" (a bit heavy, what looks slimmer) asks the fit rule.
 */
describe('occasion and body words', () => {
  it.each<[Language, string, RegExp]>([
    ['en', "what's a good outfit for a gallery opening?", /party/u],
    ['fr', 'que porter pour un vernissage ?', /soirée|fête/u],
    ['zh', '我有点胖，穿什么显瘦？', /合身|腰/u],
    ['ja', 'ぽっちゃり体型だけど何を着ればいい？', /サイズ|ウエスト/u],
  ])('%s: "%s"', async (language, message, answered) => {
    const [reply] = await talk(language, message);
    const [vague] = await talk(language, 'hmm');
    expect(reply).not.toBe(vague);
    expect(reply).toMatch(answered);
  });
});

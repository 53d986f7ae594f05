import { describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { proseProblems } from '../../support/prose-checks';

/** Each reply-level check fails on the sentence the last review found, and passes on what the engine writes now. */
describe('reply checks catch what the native review found', () => {
  it.each<[Language, string, string]>([
    ['en', 'For a date: the teal wrap midi dress is the strongest move here! Upgrade with a grey oversized blazer!', 'stackedExclamations'],
    ['ja', '最高です、いきましょう！🔥 面接でまず選びたいのはネイビーブレザーです！絶対にキマりますよ！🔥🔥', 'stackedExclamations'],
    ['fr', 'Pour un rendez-vous, portez ce qui vous ressemble dans un bon jour. Pour un rendez-vous amoureux\u00a0: portez une robe portefeuille midi bleu canard.', 'occasionTwice'],
    ['de', 'Tragen Sie zum Date etwas, in dem Sie sich wohlfühlen. Für ein Date: Ziehen Sie ein Midi-Wickelkleid in Petrol an.', 'occasionTwice'],
    ['fr', 'remplacez-la par des derbies noires. tranquille.', 'openingPronoun'],
    ['es', 'Cámbiala por una blusa marfil con lazo.', 'openingPronoun'],
    ['it', 'Sostituiscila con una maglia girocollo cammello.', 'openingPronoun'],
    ['en', 'Replace it with a navy sweater. Easy.', 'openingPronoun'],
    ['de', 'Ersetzen Sie ihn durch eine Seidenbluse in Salbeigrün.', 'openingPronoun'],
  ])('%s: %s', (language, text, check) => {
    expect(proseProblems(language, text).join(' ')).toContain(`${check}:`);
  });

  it.each<[Language, string]>([
    ['en', 'OMG YES, let’s GO! 🔥 Tell me the occasion and I’ll put a look together. You’re going to look INCREDIBLE 🔥🔥'],
    ['en', '1. For work: start with camel block-heel pumps. 2. Black ballet flats also work.'],
    ['en', 'Keep it to functional gear.'],
    ['fr', 'Pour un rendez-vous, portez ce qui vous ressemble dans un bon jour. Portez une robe portefeuille midi bleu canard.'],
    ['fr', 'remplacez le haut par un top noir à basque. tranquille.'],
    ['de', 'Ersetzen Sie das Oberteil durch eine Seidenbluse in Salbeigrün.'],
    ['en', 'Suede fringe back in a cleaner edit. For you: its colours are ones you like.'],
  ])('%s: passes «%s»', (language, text) => {
    expect(proseProblems(language, text).filter((p) => /stackedExclamations|occasionTwice|openingPronoun/u.test(p))).toEqual([]);
  });
});

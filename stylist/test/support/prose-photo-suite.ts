import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { PROSE_CHECKS, proseProblems } from './prose-checks';
import { photoProseSamples } from './prose-photo-samples';
import type { ProseSample } from './prose-samples';

/**
 * The language's checks over ratings of photos (prose-photo-samples.ts): the sentences about what
 * the photo showed, which the description-only samples never reach. One `it` per check.
 */
export function describePhotoProse(language: Language): void {
  describe(`${language}: sentences about the photo have none of the known error shapes`, () => {
    let samples: ProseSample[] = [];
    beforeAll(async () => {
      samples = await photoProseSamples(language);
    }, 120_000);

    it('reads the photo sentences: pieces, top against bottom, shoes, several people, feet cut, no person', () => {
      expect(samples.length).toBeGreaterThan(200);
      expect(new Set(samples.map((s) => s.input.split(' ')[1])).size).toBeGreaterThanOrEqual(16);
    });

    for (const [name, check] of Object.entries(PROSE_CHECKS[language])) {
      it(`no ${name} errors`, () => {
        const failing = samples.filter((s) => proseProblems(language, s.text, { [name]: check }).length > 0);
        const shown = [...new Map(failing.map((s) => [s.text, s])).values()].slice(0, 8)
          .map((s) => `${proseProblems(language, s.text, { [name]: check }).join(', ')}\n    ${s.text}\n    asked: ${s.input}`);
        expect(shown, `${failing.length} of ${samples.length} samples`).toEqual([]);
      });
    }
  });
}

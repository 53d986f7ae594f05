import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@fitrater/contracts';
import { PROSE_CHECKS, proseProblems } from './prose-checks';
import { proseSamples, type ProseSample } from './prose-samples';

/** How many failing samples a failure message lists (enough to see the pattern, short enough to read). */
const SHOWN = 12;

/**
 * The property test for one language: thousands of real answers of the local engine, each read by
 * every check of the language (prose-checks.ts). One `it` per check, so a failure names the error
 * shape and lists the offending sentences with what was asked. `knownFailing` names checks the
 * language does not pass yet: they still run, as expected failures, and turn red the day they pass
 * so the entry is removed (a language is enabled check by check, never by weakening a check).
 */
export function describeProse(language: Language, options: { knownFailing?: readonly string[] } = {}): void {
  describe(`${language}: generated prose has none of the known error shapes`, () => {
    let samples: ProseSample[] = [];
    beforeAll(async () => {
      samples = await proseSamples(language);
    }, 240_000);

    it('reads thousands of answers from every capability', () => {
      expect(samples.length).toBeGreaterThan(5_000);
      expect(new Set(samples.map((s) => s.source))).toEqual(new Set(['rating', 'photo', 'advice', 'generate', 'combine', 'trend', 'insight', 'tip', 'chat']));
    });

    for (const [name, check] of Object.entries(PROSE_CHECKS[language])) {
      const test = options.knownFailing?.includes(name) ? it.fails : it;
      test(`no ${name} errors`, () => {
        const failing = samples.filter((s) => proseProblems(language, s.text, { [name]: check }).length > 0);
        const shown = [...new Map(failing.map((s) => [s.text, s])).values()].slice(0, SHOWN)
          .map((s) => `[${s.source}] ${proseProblems(language, s.text, { [name]: check }).join(', ')}\n    ${s.text}\n    asked: ${s.input}`);
        expect(shown, `${failing.length} of ${samples.length} samples`).toEqual([]);
      });
    }
  });
}

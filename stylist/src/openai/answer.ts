import { RATING_COMPONENTS, StylistAnswer, validatorOf } from '@fitrater/contracts';
import { Value } from 'typebox/value';
import { extractJsonObject } from './extract-json';

export type ParsedAnswer = { ok: true; answer: StylistAnswer } | { ok: false; reason: string };

const roundScore = (value: unknown): unknown => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10) / 10 : value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns the model's message content into a checked `StylistAnswer`: JSON (or the first JSON
 * object in a text answer),
 * scores rounded to one decimal, a component marked not_assessable never
 * keeps a rating, then `Value.Check`. Anything else is refused with a short
 * reason (for the log; it never contains the answer itself).
 */
export function parseStylistAnswer(content: string | null | undefined): ParsedAnswer {
  if (!content) return { ok: false, reason: 'empty answer' };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    // Plain-text endpoints wrap the object in prose, code fences or <think> reasoning.
    data = extractJsonObject(content);
    if (!data) return { ok: false, reason: 'answer holds no JSON object' };
  }
  if (!isRecord(data)) return { ok: false, reason: 'answer is not a JSON object' };

  data.overallRating = roundScore(data.overallRating);
  if (isRecord(data.components)) {
    for (const name of RATING_COMPONENTS) {
      const component = data.components[name];
      if (!isRecord(component)) continue;
      component.rating = component.status === 'not_assessable' ? null : roundScore(component.rating);
      if (Array.isArray(component.suggestions) && component.suggestions.length === 0) delete component.suggestions;
    }
  }

  const check = validatorOf(StylistAnswer);
  if (!check.Check(data)) {
    const first = Value.Errors(StylistAnswer, data)[0];
    return { ok: false, reason: `answer does not match the schema${first ? ` (${first.instancePath || '/'} ${first.message})` : ''}` };
  }
  for (const name of RATING_COMPONENTS) {
    const component = data.components[name];
    if (component.status === 'visible' && component.rating === null) {
      return { ok: false, reason: `answer rates ${name} as visible without a rating` };
    }
  }
  return { ok: true, answer: check.Clean(data) as StylistAnswer };
}

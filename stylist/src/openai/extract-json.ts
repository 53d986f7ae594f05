/** Reasoning blocks some models write before the answer (`<think>…</think>`, `<reasoning>…</reasoning>`), and an unclosed one at the end. */
const REASONING = /<(think|thinking|reasoning)>[\s\S]*?(<\/\1>|$)/gi;
const FENCE = /```[a-zA-Z]*\s*\n?([\s\S]*?)```/g;

/** The balanced `{…}` starting at `start` (strings and escapes respected), or null. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function firstObjectIn(text: string): Record<string, unknown> | null {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const candidate = balancedObject(text, start);
    if (!candidate) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not JSON (prose in braces): look further.
    }
  }
  return null;
}

/**
 * The first valid JSON object in a model's text answer: reasoning blocks removed, code fences
 * tried first, then the text around them. The text itself is never logged or shown (it may
 * hold the model's reasoning); a caller only learns whether an object was found.
 */
export function extractJsonObject(content: string): Record<string, unknown> | null {
  const text = content.replace(REASONING, ' ');
  for (const match of text.matchAll(FENCE)) {
    const found = firstObjectIn(match[1] ?? '');
    if (found) return found;
  }
  return firstObjectIn(text);
}

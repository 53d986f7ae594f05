import { randomUUID } from 'node:crypto';
import type { Prng } from './prng';

/** Strings that have broken parsers, databases and renderers before. */
export const ODD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e\u0645\u0631\u062d\u0628\u0627', 'e\u0301', '🧥👗🏽‍♀️', '𝕏'.repeat(50),
  "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}', '{{7*7}}', '\r\nX-Injected: 1',
  'null', 'true', '-1', '1e309', 'NaN', '0x1f', '٣', '\uFEFF', '\u200b', 'A'.repeat(5000),
];

export const ODD_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], [null], {}, { a: { b: { c: [] } } }, '', 'x'];

/** A plausible value for a JSON schema (OpenAPI 3.1 / TypeBox output). */
export function sample(schema: any, r: Prng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return r.pick(schema.enum);
  if (Array.isArray(schema.anyOf)) return sample(r.pick(schema.anyOf), r, depth + 1);
  if (Array.isArray(schema.oneOf)) return sample(r.pick(schema.oneOf), r, depth + 1);
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `fuzz${r.int(1e6)}@example.test`;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri') return 'https://example.test/x';
      if (schema.pattern === '^[0-9]{6}$') return String(r.int(1e6)).padStart(6, '0');
      return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12)));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(schema.maximum, 1) : 1);
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => sample(schema.items, r, depth + 1)) : [];
    case 'null':
      return null;
    case 'object':
    default: {
      if (!schema.properties) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties)) {
        if ((schema.required ?? []).includes(key) || r.chance(0.5)) out[key] = sample(prop, r, depth + 1);
      }
      return out;
    }
  }
}

/** One malformed variant of a valid value: wrong types, missing or extra fields, huge or odd strings. */
export function mutate(value: unknown, schema: any, r: Prng): unknown {
  const roll = r.int(8);
  if (roll === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return r.pick(ODD_VALUES);
  const obj = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(schema?.properties ?? obj);
  const key = keys.length ? r.pick(keys) : 'field';
  switch (roll) {
    case 1: delete obj[key]; return obj;
    case 2: obj[`extra${r.int(100)}`] = r.pick(ODD_STRINGS); return obj;
    case 3: obj[key] = r.pick(ODD_VALUES); return obj;
    case 4: obj[key] = 'Z'.repeat(r.pick([300, 5_000, 70_000])); return obj;
    case 5: obj[key] = r.pick(ODD_STRINGS); return obj;
    case 6: obj[key] = randomUUID(); return obj;
    default: obj[key] = mutate(obj[key], schema?.properties?.[key], r); return obj;
  }
}

import { NO_GRAMMAR, SINGULAR, textOf, type Agreement, type Grammar, type SlotValue } from './types';

/**
 * Fills a template the way the language's grammar asks. Four kinds of slot:
 * - `{name}`: the value, joined to the word before it (contractions, elision: grammar.join);
 * - `{@name}`: the same, with its indefinite article ('Commencez par {@item}' → 'par des mocassins');
 * - `{#name}`: the same, with its definite article, then joined ('à {#item}' → 'au haut', 'mit {#item}' → 'mit dem Rock');
 * - `{name:이}`: the value followed by a particle in the form its last sound takes (grammar.particle: Korean);
 * - `{form|form:name}`: the form that agrees with the value of `name`. Two forms are singular|plural;
 *   four are masculine singular|feminine singular|masculine plural|feminine plural
 *   ('{anchors|anchor:base}', '{adapté|adaptée|adaptés|adaptées:garment}').
 * Unknown names are left empty; spaces a missing value leaves are closed up.
 */
export function realise(template: string, values: Readonly<Record<string, SlotValue>>, grammar: Grammar = NO_GRAMMAR): string {
  let out = '';
  let last = 0;
  for (const m of template.matchAll(/\{(\w+):([^\s{}|:@#\w]+)\}|\{([^{}:@#]+):(\w+)\}|\{([@#]?)(\w+)\}/gu)) {
    out += template.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[6] !== undefined) {
      const text = textOf(values[m[6]] ?? '');
      // A phrase given its article here is already in its case: it is not joined again.
      if (m[5] === '@' && text && grammar.article) out += grammar.article(text, false);
      else if (m[5] === '#' && text && grammar.article) out = grammar.join(out, grammar.article(text, true)).join('');
      else out = grammar.join(out, text).join('');
    } else if (m[1] !== undefined) {
      const value = textOf(values[m[1]] ?? '');
      out += value && grammar.particle ? grammar.particle(value, m[2]!) : value ? `${value}${m[2]!}` : '';
    } else {
      out += agreeingForm(m[3]!.split('|'), agreementOf(values[m[4]!], grammar));
    }
  }
  out += template.slice(last);
  return out.replace(/\s{2,}/g, ' ').replace(/\s+([,.])(?=\s|$)/g, '$1').trim();
}

function agreementOf(value: SlotValue | undefined, grammar: Grammar): Agreement {
  if (value === undefined) return SINGULAR;
  return typeof value === 'string' ? grammar.agreement(value) : value;
}

function agreeingForm(forms: readonly string[], a: Agreement): string {
  if (forms.length === 4) return forms[(a.plural ? 2 : 0) + (a.gender === 'f' ? 1 : 0)]!;
  return forms[a.plural ? 1 : 0] ?? forms[0]!;
}

import { randomUUID } from 'node:crypto';
import type { Prng } from './prng';
import { mutate, ODD_STRINGS, sample } from './values';

export interface Operation {
  method: string;
  path: string;
  op: any;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
  /** Whose token it carries, and whether a path id is another user's object. */
  who: string;
  foreign: boolean;
}

export interface Tokens {
  own: string;
  other: string;
  /** Ids of objects the other user owns (a rating, a closet folder, an export). */
  foreignIds: string[];
}

/** Percent-encodes anything, lone surrogates included (as their UTF-8 replacement bytes). */
const enc = (value: unknown) => [...Buffer.from(String(value))].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const PATH_ODDITIES = ['not-a-uuid', '0', '-1', '%00', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(3000), '%F0%9F%A7%A5', '00000000-0000-0000-0000-000000000000'];

/** The operations of an OpenAPI document (every path, every method). */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

function pathFor(operation: Operation, r: Prng, foreignIds: string[], used: { foreign: boolean }): string {
  return operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = (operation.op.parameters ?? []).find((p: any) => p.in === 'path' && p.name === name);
    if (foreignIds.length && r.chance(0.35)) {
      used.foreign = true;
      return r.pick(foreignIds);
    }
    if (r.chance(0.5)) return enc(sample(param?.schema, r) ?? randomUUID());
    return r.chance(0.5) ? randomUUID() : r.pick(PATH_ODDITIES);
  });
}

function queryFor(operation: Operation, r: Prng): string {
  const params = (operation.op.parameters ?? []).filter((p: any) => p.in === 'query');
  const pairs: string[] = [];
  for (const p of params) {
    if (!r.chance(0.6)) continue;
    const value = r.chance(0.5) ? sample(p.schema, r) : r.pick([...ODD_STRINGS, '-5', '99999999999', 'true']);
    pairs.push(`${enc(p.name)}=${enc(value)}`);
  }
  if (r.chance(0.2)) pairs.push(`unknown${r.int(9)}=${enc(r.pick(ODD_STRINGS))}`);
  if (r.chance(0.1)) pairs.push(`${params[0]?.name ?? 'limit'}=1&${params[0]?.name ?? 'limit'}=2`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function authFor(r: Prng, tokens: Tokens, operation: Operation): { header?: string; who: string } {
  // A real token on logout would end the session the rest of the run uses.
  const real = operation.path !== '/api/auth/logout';
  const choices: Array<{ header?: string; who: string }> = [
    { who: 'none' },
    { header: `Bearer fr_${randomUUID()}`, who: 'unknown token' },
    { header: r.pick(['Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'x'.repeat(5000)}`, 'bearer  two  parts']), who: 'malformed header' },
  ];
  if (real) choices.push({ header: `Bearer ${tokens.own}`, who: 'own' }, { header: `Bearer ${tokens.own}`, who: 'own' }, { header: `Bearer ${tokens.other}`, who: 'other user' });
  return r.pick(choices);
}

function bodyFor(operation: Operation, r: Prng): { body?: string; contentType?: string; what: string } {
  const content = operation.op.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  const roll = r.int(10);
  if (roll === 0) return { body: '{"unterminated":', contentType: 'application/json', what: 'invalid JSON' };
  if (roll === 1) return { body: 'plain text', contentType: 'text/plain', what: 'text/plain' };
  if (roll === 2) return { body: '', contentType: 'application/json', what: 'empty JSON body' };
  if (roll === 3) return { body: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nnot an image\r\n--x--`, contentType: 'multipart/form-data; boundary=x', what: 'multipart junk' };
  if (!schema && roll < 6) return { what: 'no body' };
  const valid = sample(schema ?? { type: 'object' }, r);
  const value = roll === 9 ? valid : mutate(valid, schema, r);
  return { body: JSON.stringify(value), contentType: 'application/json', what: roll === 9 ? 'plausible body' : 'malformed body' };
}

/** One random malformed request for an operation. */
export function requestFor(baseUrl: string, operation: Operation, r: Prng, tokens: Tokens): FuzzRequest {
  const auth = authFor(r, tokens, operation);
  const body = ['GET', 'HEAD'].includes(operation.method) ? { what: 'no body' } : bodyFor(operation, r);
  const headers: Record<string, string> = {};
  if (auth.header) headers.authorization = auth.header;
  if ('contentType' in body && body.contentType) headers['content-type'] = body.contentType;
  if (r.chance(0.1)) headers['idempotency-key'] = r.pick(['short', 'ok-key-12345678', '\u00e9'.repeat(10)]);
  const used = { foreign: false };
  const url = `${baseUrl}${pathFor(operation, r, tokens.foreignIds, used)}${queryFor(operation, r)}`;
  const label = `${operation.method} ${operation.path} [${auth.who}${used.foreign ? ', foreign id' : ''}, ${body.what}]`;
  return { method: operation.method, url, headers, body: 'body' in body ? body.body : undefined, label, who: auth.who, foreign: used.foreign };
}

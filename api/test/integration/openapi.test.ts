import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { startTestStack, type TestStack } from '@fitrater/test-support';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ workers: false });
});
afterAll(async () => stack?.close());

const methods = (route: RouteOptions) => [route.method].flat().map(String);
const source = (route: RouteOptions) => String(route.handler);
const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as Record<string, unknown>;

/** The routes a client can call (not the docs' own files, HEAD twins or the WebSocket upgrade). */
function apiRoutes(): RouteOptions[] {
  const catalogue = (stack.app as unknown as { routeCatalogue: RouteOptions[] }).routeCatalogue;
  return catalogue.filter((route) => route.url.startsWith('/api/')
    && !methods(route).includes('HEAD') && !(route as { websocket?: boolean }).websocket && !schemaOf(route).hide);
}

describe('every route declares its schemas', () => {
  it('params, querystring and body where the route takes them, and a 2xx response', () => {
    const problems: string[] = [];
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const name = `${methods(route).join(',')} ${route.url}`;
      const schema = schemaOf(route);
      const handler = source(route);
      if (route.url.includes(':') && !schema.params) problems.push(`${name}: no params schema`);
      if (/request\.query\b/.test(handler) && !schema.querystring) problems.push(`${name}: reads the query string without a schema`);
      if (/request\.(body|file|files|parts)\b/.test(handler) && !schema.body) problems.push(`${name}: reads a body without a schema`);
      const codes = Object.keys((schema.response ?? {}) as object);
      if (!codes.some((code) => /^2\d\d$/.test(code))) problems.push(`${name}: no 2xx response schema`);
      if (!codes.includes('4xx')) problems.push(`${name}: no error response schema`);
    }
    expect(problems).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, generated from the schemas', async () => {
    const res = await fetch(`${stack.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json() as { openapi: string; paths: Record<string, Record<string, any>>; components: any };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
    const expected = apiRoutes().flatMap((route) => methods(route).map((m) => `${m.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`));
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(expect.arrayContaining(expected.sort()));
    for (const { path, op } of operations.filter((o) => o.path.startsWith('/api/'))) {
      for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
        expect(op.parameters?.some((p: any) => p.in === 'path' && p.name === param), `${path} documents {${param}}`).toBe(true);
      }
      expect(op.responses['4XX']?.content['application/json'].schema.properties.error.required).toEqual(['code', 'message']);
    }
    // Derived from the TypeBox schemas: the registration body's limits are the validator's.
    const register = doc.paths['/api/auth/register']!.post.requestBody.content['application/json'].schema;
    expect(register.properties.email.format).toBe('email');
    expect(register.additionalProperties).toBe(false);
    expect(doc.paths['/api/user/profile']!.get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login']!.post.security).toEqual([]); // public: declared as needing nothing
    expect(Object.keys(doc.paths['/api/ratings']!.post.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('serves the API reference page at /api/docs under the same security headers', async () => {
    const page = await fetch(`${stack.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const initializer = await fetch(`${stack.url}/api/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
  });
});

type Operation = { operationId?: string; summary?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await fetch(`${stack.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

describe('the OpenAPI document is one a client generator can use', () => {
  it('every operation has an operationId, a one-line summary, declared security and a 4xx answer; the document names its server', async () => {
    const doc = await document();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(60);
    const problems = operations.flatMap(({ name, op }) => [
      ...(op.operationId ? [] : [`${name}: no operationId (derived in openapi.plugin.ts)`]),
      ...(op.summary?.trim() ? [] : [`${name}: no summary (add schema.summary to the route: one short line)`]),
      ...(op.summary && (op.summary.includes('\n') || op.summary.length > 80) ? [`${name}: the summary is not one short line`] : []),
      ...(Array.isArray(op.security) ? [] : [`${name}: no declared security`]),
      ...(Object.keys(op.responses).some((code) => /^4(XX|\d\d)$/.test(code)) ? [] : [`${name}: no 4xx response`]),
    ]);
    expect(problems).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/user/profile']!.get!.operationId).toBe('getUserProfile');
    expect(doc.paths['/api/ratings/{id}/card.png']!.get!.operationId).toBe('getRatingsByIdCardPng');
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(await document()), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  // Generating and type-checking take seconds of CPU; more on a loaded machine.
  it('generates a typed client (openapi-typescript) that compiles and types the answers', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fitrater-openapi-client-'));
    try {
      // A .ts file (types only), so it is type-checked itself while skipLibCheck spares the standard library.
      writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(JSON.stringify(await document()))));
      // A client's use of the types: a wrong field or status would not compile.
      writeFileSync(join(dir, 'use.ts'), [
        "import type { operations, paths } from './api';",
        "type Profile = paths['/api/user/profile']['get']['responses'][200]['content']['application/json'];",
        "type Login = operations['postAuthLogin']['requestBody'];",
        "export const email: NonNullable<Login>['content']['application/json']['email'] = 'ana@example.com';",
        "export const name = (profile: Profile): string => profile.name;",
        "// @ts-expect-error: the profile has no such field",
        "export const nothing = (profile: Profile) => profile.notAField;",
      ].join('\n'));
      const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'api.ts')], {
        strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [],
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

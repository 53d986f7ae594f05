import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
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
    expect(doc.paths['/api/auth/login']!.post.security).toBeUndefined();
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

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSchemaCompilers } from '../../src/plugins/schema-compilers';

const Reply = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false } as const;
const Body = { type: 'object', properties: { limit: { type: 'integer', maximum: 5 } }, required: ['limit'], additionalProperties: false } as const;

/** A small app as buildApp makes them: the shared compilers and one route with a body and a reply schema. */
async function appWith(reply: object, body: object = Body) {
  const app = Fastify({ schemaController: { compilersFactory: sharedSchemaCompilers } });
  app.post('/echo', { schema: { body, response: { 200: reply } } }, async (request) => ({ name: `n${(request.body as { limit: number }).limit}`, secret: 'dropped' }));
  await app.ready();
  return app;
}

describe('schema compilers shared between apps', () => {
  it('a second app with the same schema objects gets the serializer the first compiled', () => {
    const route = { schema: Reply, method: 'POST', url: '/a', httpStatus: '200' };
    const first = sharedSchemaCompilers.buildSerializer!(undefined, {})(route);
    const second = sharedSchemaCompilers.buildSerializer!(undefined, {})({ ...route, url: '/b' });
    expect(second).toBe(first);
    // An equal but distinct schema object (one made from an app's config) is compiled on its own.
    const other = sharedSchemaCompilers.buildSerializer!(undefined, {})({ ...route, schema: { ...Reply } });
    expect(other).not.toBe(first);
    expect(first({ name: 'x', secret: 'y' })).toBe('{"name":"x"}');
  });

  it('two apps built one after the other both validate and serialize with them', async () => {
    for (let i = 0; i < 2; i++) {
      const app = await appWith(Reply);
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { limit: 3 } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('{"name":"n3"}');
      const refused = await app.inject({ method: 'POST', url: '/echo', payload: { limit: 9 } });
      expect(refused.statusCode).toBe(400);
      await app.close();
    }
  });

  it('an app whose schema differs is not served a schema compiled for another', async () => {
    const loose = await appWith(Reply, { type: 'object', properties: { limit: { type: 'integer' } }, required: ['limit'] });
    expect((await loose.inject({ method: 'POST', url: '/echo', payload: { limit: 9 } })).statusCode).toBe(200);
    await loose.close();
  });
});

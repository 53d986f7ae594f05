import { describe, expect, it } from 'vitest';
import { operationIdOf } from '../../src/plugins/openapi-operation-id';

describe('operationIdOf', () => {
  it('names an operation by its method and path, in camelCase', () => {
    expect(operationIdOf('GET', '/api/user/profile')).toBe('getUserProfile');
    expect(operationIdOf('post', '/api/auth/verify-reset-code')).toBe('postAuthVerifyResetCode');
    expect(operationIdOf('GET', '/api/ratings/:id/card.png')).toBe('getRatingsByIdCardPng');
    expect(operationIdOf('DELETE', '/api/closet/folders/:folderId/outfits/:outfitId')).toBe('deleteClosetFoldersByFolderIdOutfitsByOutfitId');
    expect(operationIdOf('GET', '/sandbox-checkout/:reference')).toBe('getSandboxCheckoutByReference');
    expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
  });

  it('gives the same name to the Fastify and the OpenAPI spelling of a path, and different names to different routes', () => {
    expect(operationIdOf('GET', '/api/ratings/{id}')).toBe(operationIdOf('GET', '/api/ratings/:id'));
    const routes = [['GET', '/api/ratings'], ['POST', '/api/ratings'], ['GET', '/api/ratings/:id'], ['GET', '/api/user/export'], ['GET', '/api/user/export/:id']];
    const ids = routes.map(([method, url]) => operationIdOf(method!, url!));
    expect(new Set(ids).size).toBe(routes.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});

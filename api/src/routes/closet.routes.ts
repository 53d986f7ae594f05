import type { FastifyInstance } from 'fastify';
import { DefaultFoldersReply, Folder, FolderIdParams, FolderList, FolderNameBody, FolderOutfitParams, RatingList, NoContent } from '@fitrater/contracts';
import {
  addOutfitToFolder, createDefaultFolders, createFolder, deleteFolder, listFolderOutfits, listFolders, removeOutfitFromFolder,
  renameFolder, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** Virtual closet (spec part 2 §7 Closet): every folder and outfit is checked to be the caller's. */
export async function closetRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const userId = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get('/api/closet/folders', { preHandler: app.authenticate, schema: { summary: 'Your closet folders', response: { 200: FolderList } } }, async (request) =>
    listFolders(ctx, userId(request)));

  app.post('/api/closet/folders', {
    preHandler: app.authenticate,
    schema: { summary: 'Create a closet folder', body: FolderNameBody, response: { 201: Folder } },
  }, async (request, reply) => reply.status(201).send(await createFolder(ctx, userId(request), request.body.name)));

  app.post('/api/closet/folders/defaults', {
    preHandler: app.authenticate,
    schema: { summary: 'Create the default closet folders', response: { 200: DefaultFoldersReply } },
  }, async (request) => createDefaultFolders(ctx, userId(request)));

  app.put('/api/closet/folders/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'Rename a closet folder', params: FolderIdParams, body: FolderNameBody, response: { 200: Folder } },
  }, async (request) => renameFolder(ctx, userId(request), request.params.id, request.body.name));

  app.delete('/api/closet/folders/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'Delete a closet folder', params: FolderIdParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await deleteFolder(ctx, userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/closet/folders/:id/outfits', {
    preHandler: app.authenticate,
    schema: { summary: 'The outfits in a closet folder', params: FolderIdParams, response: { 200: RatingList.properties.items } },
  }, async (request) => listFolderOutfits(ctx, userId(request), request.params.id));

  app.post('/api/closet/folders/:folderId/outfits/:outfitId', {
    preHandler: app.authenticate,
    schema: { summary: 'Add an outfit to a closet folder', params: FolderOutfitParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await addOutfitToFolder(ctx, userId(request), request.params.folderId, request.params.outfitId);
    return reply.status(204).send();
  });

  app.delete('/api/closet/folders/:folderId/outfits/:outfitId', {
    preHandler: app.authenticate,
    schema: { summary: 'Remove an outfit from a closet folder', params: FolderOutfitParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await removeOutfitFromFolder(ctx, userId(request), request.params.folderId, request.params.outfitId);
    return reply.status(204).send();
  });
}

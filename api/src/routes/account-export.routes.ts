import type { FastifyInstance } from 'fastify';
import { AccountExport, ExportIdParams, FileReply, LatestExportReply } from '@fitrater/contracts';
import { latestAccountExport, openAccountExport, requestAccountExport, type CoreContext } from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { byUser } from '../plugins/rate-limit.plugin';
import { typed } from './typed';

const EXPORT_LIMIT = { name: 'account-export-user', max: 10, windowSeconds: 24 * 3600 };

/** "Download my data": request an archive, see the latest, download it (owner only, 24 h). */
export async function accountExportRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);

  app.post('/api/user/export', {
    preHandler: app.authenticate,
    schema: { summary: 'Start an export of all your data', response: { 202: AccountExport } },
    config: { rateLimits: [{ rule: EXPORT_LIMIT, key: byUser }] },
  }, async (request, reply) => reply.status(202).send(await requestAccountExport(ctx, currentAuth(request).user.id)));

  app.get('/api/user/export', {
    preHandler: app.authenticate,
    schema: { summary: 'Your latest data export', response: { 200: LatestExportReply } },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { export: await latestAccountExport(ctx, currentAuth(request).user.id) };
  });

  app.get('/api/user/export/:id', {
    preHandler: app.authenticate,
    schema: { summary: 'Download a data export', params: ExportIdParams, response: { 200: FileReply('application/zip', 'The archive: profile.json, ratings.json, photos/, cards/, closet.json, chat.json') } },
  }, async (request, reply) => {
    const file = await openAccountExport(ctx, currentAuth(request).user.id, request.params.id);
    const day = file.createdAt.toISOString().slice(0, 10);
    if (file.bytes !== null) reply.header('content-length', String(file.bytes));
    return reply
      .type('application/zip')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="fitrater-data-${day}.zip"`)
      .send(file.stream);
  });
}

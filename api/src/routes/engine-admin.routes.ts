import type { FastifyInstance } from 'fastify';
import { EngineStatusReply } from '@fitrater/contracts';
import { engineStatus, type CoreContext } from '@fitrater/core';
import { typed } from './typed';

/** The admin panel's engine section: the engine in use, each model's last probe, fallback counts per reason. Admin only. */
export async function engineAdminRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);

  app.get('/api/admin/engine', {
    schema: {
      summary: 'The AI engine in use and how often it fell back (admin)',
      description: 'The AI engine in use, what each configured model accepted when probed, and how often the built-in engine answered in its place.',
      response: { 200: EngineStatusReply },
    },
    preHandler: app.requireAdmin,
  }, async () => engineStatus(ctx));
}

import type { FastifyInstance } from 'fastify';
import {
  Challenge, ChallengeIdParams, ChallengeIdQuery, ChallengeList, ChallengeListQuery, Leaderboard, Submission, SubmissionIdParams,
  SubmissionList, SubmitEntryBody, VoteBody, NoContent, FileReply,
} from '@fitrater/contracts';
import {
  getCurrentChallenge, leaderboard, listEndedChallenges, listSubmissions, reportSubmission, submissionImage, submitEntry, vote,
  withdrawEntry, type CoreContext,
} from '@fitrater/core';
import { currentAuth } from '../plugins/auth.plugin';
import { typed } from './typed';

/** Weekly style challenge: everything behind sign-in; entries are shown only inside their own challenge. */
export async function challengeRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  const uid = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user.id;

  app.get('/api/challenges/current', { preHandler: app.authenticate, schema: { summary: 'This week\'s style challenge', response: { 200: Challenge } } }, async () => getCurrentChallenge(ctx));

  app.get('/api/challenges', {
    preHandler: app.authenticate,
    schema: { summary: 'Past and current style challenges', querystring: ChallengeListQuery, response: { 200: ChallengeList } },
  }, async () => listEndedChallenges(ctx));

  app.get('/api/challenges/submissions', {
    preHandler: app.authenticate,
    schema: { summary: 'Entries of a challenge', querystring: ChallengeIdQuery, response: { 200: SubmissionList } },
  }, async (request) => listSubmissions(ctx, uid(request), request.query.challengeId));

  app.get('/api/challenges/leaderboard', {
    preHandler: app.authenticate,
    schema: { summary: 'A challenge\'s leaderboard', querystring: ChallengeIdQuery, response: { 200: Leaderboard } },
  }, async (request) => leaderboard(ctx, uid(request), request.query.challengeId));

  app.post('/api/challenges/:id/submissions', {
    preHandler: app.authenticate,
    schema: { summary: 'Enter an outfit in a challenge', params: ChallengeIdParams, body: SubmitEntryBody, response: { 201: Submission } },
  }, async (request, reply) => reply.status(201).send(await submitEntry(ctx, uid(request), request.params.id, request.body.outfitId)));

  app.delete('/api/challenges/:id/submissions', {
    preHandler: app.authenticate,
    schema: { summary: 'Withdraw your entry from a challenge', params: ChallengeIdParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await withdrawEntry(ctx, uid(request), request.params.id);
    return reply.status(204).send();
  });

  app.post('/api/challenges/vote', {
    preHandler: app.authenticate,
    schema: { summary: 'Vote for a challenge entry', body: VoteBody, response: { 200: Submission } },
  }, async (request) => vote(ctx, uid(request), request.body.submissionId, request.body.voteType));

  app.post('/api/challenges/submissions/:id/report', {
    preHandler: app.authenticate,
    schema: { summary: 'Report a challenge entry', params: SubmissionIdParams, response: { 204: NoContent } },
  }, async (request, reply) => {
    await reportSubmission(ctx, uid(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/challenges/submissions/:id/image', {
    preHandler: app.authenticate,
    schema: { summary: 'A challenge entry\'s photo', params: SubmissionIdParams, response: { 200: FileReply('image/jpeg', "The entry's photo") } },
  }, async (request, reply) => {
    const bytes = await submissionImage(ctx, uid(request), request.params.id);
    // private: the photo is for signed-in viewers of this entry only, never a shared cache.
    return reply.type('image/jpeg').header('cache-control', 'private, no-store').send(bytes);
  });
}

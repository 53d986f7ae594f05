import type { FastifyInstance } from 'fastify';
import { DeleteAccountBody, HandleBody, HandleReply, Profile, ProfilePictureReply, UpdateProfileBody, PROFILE_PICTURE_MAX_BYTES, NoContent, FileReply, ImageUploadForm } from '@fitrater/contracts';
import {
  AUTH_LIMITS, changeHandle, deleteAccount, getProfile, getProfilePicture, profileOf, setProfilePicture, getUserOrThrow, updateProfile, type CoreContext,
} from '@fitrater/core';
import { AppError } from '@fitrater/platform';
import { currentAuth } from '../plugins/auth.plugin';
import { byUser } from '../plugins/rate-limit.plugin';
import { bodyCheckedByHandler, typed } from './typed';

export async function userRoutes(server: FastifyInstance, { ctx }: { ctx: CoreContext }) {
  const app = typed(server);
  app.get('/api/user/profile', { schema: { summary: 'Your profile', response: { 200: Profile } }, preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return profileOf(ctx, currentAuth(request).user);
  });

  app.patch('/api/user/profile', {
    schema: { summary: 'Change your profile', body: UpdateProfileBody, response: { 200: Profile } },
    preHandler: app.authenticate,
  }, async (request) => updateProfile(ctx, currentAuth(request).user.id, request.body));

  app.get('/api/user/handle', {
    schema: { summary: 'Your public handle, the name other members see on community pages', response: { 200: HandleReply } },
    preHandler: app.authenticate,
  }, async (request) => ({ handle: currentAuth(request).user.handle ?? '' }));

  app.put('/api/user/handle', {
    schema: { summary: 'Change your public handle (unique ignoring letter case; same rules as names)', body: HandleBody, response: { 200: HandleReply } },
    preHandler: app.authenticate,
  }, async (request) => {
    const userId = currentAuth(request).user.id;
    const handle = await changeHandle(ctx.db, userId, request.body.handle);
    await ctx.publisher.publish(userId, 'profile.updated', { fields: ['handle'] }).catch(() => undefined);
    return { handle };
  });

  app.post('/api/user/profile-picture', {
    // Documented here; the handler reads and checks the multipart file itself.
    schema: { summary: 'Upload your profile picture', body: ImageUploadForm, response: { 200: ProfilePictureReply } },
    validatorCompiler: bodyCheckedByHandler,
    preHandler: app.authenticate,
    config: { rateLimits: [{ rule: AUTH_LIMITS.profilePictureUser, key: byUser }] },
  }, async (request) => {
    const userId = currentAuth(request).user.id;
    if (!request.isMultipart()) throw new AppError('VALIDATION', 'Invalid request: send the image as multipart/form-data in the field "file"');
    const file = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('VALIDATION', 'No image selected');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
      throw error;
    }
    // The stream stops at the limit; whether toBuffer throws depends on the plugin's options, so check it here too.
    if (file.file.truncated) throw new AppError('FILE_TOO_LARGE');
    await setProfilePicture(ctx, userId, bytes);
    const profile = await getProfile(ctx, userId);
    return { profilePicture: profile.profilePicture! };
  });

  // Served only to its owner: the path names no user, the session decides whose picture it is.
  app.get('/api/user/profile-picture', {
    preHandler: app.authenticate,
    schema: { summary: 'Your profile picture', response: { 200: FileReply('image/webp', 'The profile picture') } },
  }, async (request, reply) => {
    const image = await getProfilePicture(ctx, currentAuth(request).user.id);
    if (!image) throw new AppError('NOT_FOUND', 'No profile picture');
    return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(image);
  });

  app.delete('/api/user', {
    schema: { summary: 'Delete your account and its data', body: DeleteAccountBody, response: { 204: NoContent } },
    preHandler: app.authenticate,
    config: { rateLimits: [{ rule: AUTH_LIMITS.deleteAccountUser, key: byUser }] },
  }, async (request, reply) => {
    const user = await getUserOrThrow(ctx.db, currentAuth(request).user.id);
    await deleteAccount(ctx, user.id, request.body.password);
    return reply.status(204).send();
  });
}

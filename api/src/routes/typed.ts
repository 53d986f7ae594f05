import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/**
 * The app with the TypeBox type provider: a route's request (params, query, body) and its replies
 * are typed from its schema, so no route writes its types by hand.
 */
export const typed = (server: FastifyInstance) => server.withTypeProvider<TypeBoxTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/**
 * For a route whose handler checks the body itself (a multipart form read as a stream, or the rating
 * form's one validation path for JSON and multipart): its body schema documents the request only.
 */
export const bodyCheckedByHandler = () => () => true;

import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, CODE_LENGTH } from '../limits';
import { ErrorCodes } from '../errors';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: EMAIL_MAX_LENGTH });
/** Length is checked here; character classes by checkPassword so the message names the rule. */
export const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
export const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
export const Code = Type.String({ pattern: `^[0-9]{${CODE_LENGTH}}$` });
export const Uuid = Type.String({ format: 'uuid' });

/** A string enum whose static type is the union of its values. */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const ErrorBody = Type.Object({
  error: Type.Object({
    code: StringEnum(Object.keys(ErrorCodes) as (keyof typeof ErrorCodes)[]),
    message: Type.String(),
    details: Type.Optional(Type.Unknown()),
  }),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const OkBody = Type.Object({ ok: Type.Literal(true) });
export type OkBody = Static<typeof OkBody>;

/** A 204 answer: no body. */
export const NoContent = Type.Unsafe<undefined>({ type: 'null', description: 'No content' });

/** A file answer (photo, card, archive), documented with its media type. */
export function FileReply(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: Type.Unsafe<Uint8Array | AsyncIterable<unknown>>({ type: 'string', format: 'binary' }) } } };
}

/** A multipart form with one image in the field `file`. */
export const ImageUploadForm = {
  content: { 'multipart/form-data': { schema: Type.Object({ file: Type.String({ format: 'binary', description: 'The image' }) }, { additionalProperties: false }) } },
};

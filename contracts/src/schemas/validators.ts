import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

const validators = new WeakMap<TSchema, Validator>();

/**
 * The compiled validator of a schema, built on first use and kept. `Value.Check` walks the schema
 * on every call; a compiled check is a generated function, many times cheaper. Use it where data
 * enters on a hot path (job payloads, engine answers, request fields checked by hand).
 */
export function validatorOf<T extends TSchema>(schema: T): Validator<Record<PropertyKey, never>, T> {
  let validator = validators.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    validators.set(schema, validator);
  }
  return validator as unknown as Validator<Record<PropertyKey, never>, T>;
}

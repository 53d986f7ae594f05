import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Serialize = ReturnType<ReturnType<BuildSerializer>>;

/**
 * Fastify's own compilers, made once per process instead of once per app. An app compiles every
 * route's validators and response serializers when it becomes ready, most of the cost of building
 * one; the routes' schemas are module constants, so a process that builds more than one app (the
 * tests start one per file, some several) compiles each schema once. The validator pool keeps one
 * Ajv per set of options, and Ajv keeps what it compiled by schema object; serializers are kept
 * here the same way. A schema made per app (from its config) is a new object, so it is compiled anew.
 */
const buildValidator = AjvCompiler();
const fastJsonStringify = SerializerSelector();
/** Compiled serializers by the options they were compiled with, then by schema object. */
const serializers = new Map<string, WeakMap<object, Serialize>>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  const optionsKey = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let compiled = serializers.get(optionsKey);
  if (!compiled) serializers.set(optionsKey, (compiled = new WeakMap()));
  const cache = compiled;
  return (route) => {
    // fast-json-stringify's function depends only on the schema and the options (not on the route's URL or status).
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serialize = cache.get(schema);
    if (!serialize) cache.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

export const sharedSchemaCompilers: CompilersFactory = { buildValidator, buildSerializer };

import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (data: unknown) => string;

/**
 * Writes each answer with fast-json-stringify, compiled from the route's zod response schema: only
 * the declared fields go out, in the declared order, as zod wrote them. Checking every answer
 * against its schema with zod first cost more than the rest of a cached call; the handlers' types
 * already hold them to the schema. A schema JSON Schema cannot say (a transform on the way out)
 * keeps zod's checked writer.
 *
 * Compiled on a route's first answer, not at start-up: compiling all of them took most of the
 * seconds an app needs to start (each test file starts one), for routes most processes never answer.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  let write: Write | undefined;
  return (data) => {
    write ??= compile(route);
    return write(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): Write {
  let jsonSchema: AnySchema;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' }) as AnySchema;
  } catch {
    return checkedSerializer(route) as Write;
  }
  const write = fastJson(jsonSchema);
  return (data) => write(data) as string;
}

import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Writes each answer with fast-json-stringify, compiled once per route and status from the route's
 * zod response schema: only the declared fields go out, in the declared order, as zod wrote them.
 * Checking every answer against its schema with zod first cost more than the rest of a cached
 * call; the handlers' types already hold them to the schema. A schema JSON Schema cannot say
 * (a transform on the way out) keeps zod's checked writer.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: AnySchema;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' }) as AnySchema;
  } catch {
    return checkedSerializer(route);
  }
  const write = fastJson(jsonSchema);
  return (data) => write(data) as string;
};

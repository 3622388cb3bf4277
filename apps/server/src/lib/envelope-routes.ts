import type { LanguageCode, OpsAccess } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { answers } from './route-schema.ts';

/**
 * A route that answers an envelope: what it reads (body, query string, path parameters), what its
 * `value` is, and the words of the OpenAPI document. Each schema validates before the handler runs.
 */
export interface EnvelopeRouteSchema {
  summary: string;
  description?: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** The envelope's `value` on success. */
  answer: z.ZodType;
  /** /ops routes: what the caller must hold (modules/staff/ops-access.ts checks it first). */
  permission?: OpsAccess;
  /** The largest body in bytes, where a route takes more than the server's default (a file). */
  bodyLimit?: number;
}

type Parsed<S, K extends string> = S extends { [key in K]: infer T extends z.ZodType }
  ? z.output<T>
  : unknown;

/** A request as its route's schemas leave it. */
export type EnvelopeRequest<S extends EnvelopeRouteSchema> = FastifyRequest & {
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'querystring'>;
  params: Parsed<S, 'params'>;
};

type Answer<S extends EnvelopeRouteSchema> = z.output<S['answer']>;

/** The value of the answer; a route whose value may be null (a plain "done") may also end without one. */
type Handler<S extends EnvelopeRouteSchema> = (
  req: EnvelopeRequest<S>,
) => Promise<Answer<S>> | (null extends Answer<S> ? Promise<void> : never);

/**
 * Registers one module's routes under its OpenAPI tag. A handler answers the value alone: the route
 * wraps it in the `OK` envelope, in the request's language (or the one `language` picks, for the
 * surfaces that have no merchant context).
 */
export function envelopeRoutes(
  app: FastifyInstance,
  tag: string,
  language: (req: FastifyRequest) => LanguageCode = (req) => req.language,
) {
  const register =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    <S extends EnvelopeRouteSchema>(url: string, spec: S, handle: Handler<S>): void => {
      const { answer, permission, bodyLimit, ...request } = spec;
      const schema: FastifySchema = { tags: [tag], ...request, response: answers(answer) };
      app.route({
        method,
        url,
        schema,
        ...(permission ? { config: { permission } } : {}),
        ...(bodyLimit ? { bodyLimit } : {}),
        handler: async (req: FastifyRequest) =>
          okEnvelope((await handle(req as EnvelopeRequest<S>)) ?? null, language(req)),
      });
    };
  return {
    get: register('GET'),
    post: register('POST'),
    put: register('PUT'),
    delete: register('DELETE'),
  };
}

/** The registering functions of one module's routes. */
export type EnvelopeRoutes = ReturnType<typeof envelopeRoutes>;

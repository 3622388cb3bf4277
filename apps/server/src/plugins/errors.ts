import type { Socket } from 'node:net';
import type { ErrorCode } from '@ficha/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConcurrencyConflict } from '../db/transactions.ts';
import { AppError, statusOf } from '../lib/app-error.ts';
import { errorEnvelope } from '../lib/envelope.ts';
import { requestedLanguage } from './request-context.ts';

/**
 * One place maps every failure to the envelope (DESIGN section 2): bad input is a 400 with a code,
 * a server fault is a 500 without details, logged with the request id.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language ?? requestedLanguage(request);
    if (error instanceof AppError) {
      // The merchant is unknown when resolving it is what failed.
      const currency = request.merchant?.currency ?? '';
      return reply
        .status(error.status)
        .send(errorEnvelope(error.code, language, error.value, error.params, currency));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: [error.validationContext, v.instancePath.replace(/^\//, '').replace(/\//g, '.')]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(errorEnvelope('BAD_REQUEST', language, { issues }));
    }
    const code = codeForFrameworkError(error);
    if (code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, msg: error.message }, 'request refused');
    return reply.status(statusOf(code)).send(errorEnvelope(code, language));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope('NOT_FOUND', request.language ?? requestedLanguage(request)));
  });
});

/**
 * PostgreSQL class 22 (data exception: a NUL byte, an invalid byte sequence, an out-of-range
 * number...) comes from the input, not from a fault of ours.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function codeForFrameworkError(error: FastifyError): ErrorCode {
  // A deadlock or serialization failure still there after the retries: a race, not a fault, and
  // the aborted transaction changed nothing, so the player may simply try again.
  if (isConcurrencyConflict(error)) return 'TRY_AGAIN';
  if (isDataException(error)) return 'BAD_REQUEST';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode === 431) return 'HEADERS_TOO_LARGE';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return 'BAD_REQUEST';
  return 'INTERNAL';
}

/**
 * The router refuses a path it cannot decode (FST_ERR_BAD_URL) or with a parameter longer than
 * maxParamLength before any route runs; both are bad input and answer the envelope like the rest.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'request refused by the router');
  reply.status(400).send(errorEnvelope('BAD_REQUEST', requestedLanguage(request)));
}

/**
 * Node's HTTP parser refuses malformed requests and oversize headers before Fastify sees them;
 * answer those with the envelope too instead of a bare connection reset.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const body = JSON.stringify(errorEnvelope(code, 'EN'));
  socket.end(
    `HTTP/1.1 ${statusOf(code)} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

import { contentDeleteQuerySchema, contentIdParamsSchema } from '@ficha/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EnvelopeRoutes } from '../../lib/envelope-routes.ts';
import { signedInStaff } from '../staff/ops-access.ts';
import type { StaffActor } from '../staff/staff.service.ts';
import type { Editor } from './content-edits.ts';

/** Where the console's content calls live, and what they need: content.read, content.write. */
export const V = '/ops/api/v1/content';
export const read = 'content.read' as const;
export const write = 'content.write' as const;

/** Who edits, from where: the signed-in staff member and the request's address. */
export const editor = (req: FastifyRequest): Editor => ({ staff: signedInStaff(req), ip: req.ip });

/** The create, update and delete of one kind of row, as content-edits.ts rowEdits makes them. */
interface RowEdits<C, U, A> {
  create(db: FastifyInstance['db'], by: Editor, body: C): Promise<A>;
  update(db: FastifyInstance['db'], by: Editor, id: number, body: U): Promise<A>;
  remove(db: FastifyInstance['db'], by: Editor, id: number, version: number): Promise<A>;
}

/**
 * The routes of one kind of content row: GET `<path>` (the merchant's rows), POST `<path>` (a new
 * row), PUT `<path>/:id` and DELETE `<path>/:id?version=` (each naming the version the page showed).
 */
export function rowRoutes(app: FastifyInstance, route: EnvelopeRoutes) {
  return <
    QS extends z.ZodType,
    LS extends z.ZodType,
    CS extends z.ZodType,
    US extends z.ZodType,
    AS extends z.ZodType,
  >(
    path: string,
    edits: RowEdits<z.output<CS>, z.output<US>, z.output<AS>>,
    spec: {
      list: {
        querystring: QS;
        answer: LS;
        read: (db: FastifyInstance['db'], staff: StaffActor, query: z.output<QS>) => Promise<z.output<LS>>;
      };
      create: CS;
      update: US;
      answer: AS;
      summaries: { list: string; create: string; update: string; delete: string };
    },
  ): void => {
    const { list, create, update, answer, summaries } = spec;
    route.get(
      `${V}/${path}`,
      { summary: summaries.list, permission: read, querystring: list.querystring, answer: list.answer },
      async (req) => list.read(app.db, signedInStaff(req), req.query),
    );
    route.post(
      `${V}/${path}`,
      { summary: summaries.create, permission: write, body: create, answer },
      async (req) => edits.create(app.db, editor(req), req.body),
    );
    route.put(
      `${V}/${path}/:id`,
      { summary: summaries.update, permission: write, params: contentIdParamsSchema, body: update, answer },
      async (req) => edits.update(app.db, editor(req), req.params.id, req.body),
    );
    route.delete(
      `${V}/${path}/:id`,
      {
        summary: summaries.delete,
        permission: write,
        params: contentIdParamsSchema,
        querystring: contentDeleteQuerySchema,
        answer,
      },
      async (req) => edits.remove(app.db, editor(req), req.params.id, req.query.version),
    );
  };
}

/**
 * The company console's calls (docs/api.md, "The company console"), declared with TypeBox schemas. Each
 * checks the access token as the learner's calls do (an `onRequest` hook, before the body is read), then the
 * permission: `403 { message }` without it, nothing read or written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import type { BackendContext } from '../context';
import { FieldRefusal, Message, Page } from '../wire-schema';

import { AUDIT_ACTIONS, auditLog, type AuditAction, type Staff } from './audit';
import { createSchema, KIND_NAMES, KINDS, recordSchema, updateSchema, type KindName } from './kinds';
import { learnerAdminRoutes, LEARNER_ROUTES } from './learners';
import { ORDER_ROUTES, orderAdminRoutes } from './orders';
import { COURSES_WRITE, PLAYER_COURSE_ROUTES, playerCourseRoutes } from './player-courses';
import { localStorage } from './storage';
import { kindStore, type WriteResult } from './store';
import { SUBSCRIBER_ROUTES, subscriberAdminRoutes } from './subscribers';
import {
  isKindName,
  isPurpose,
  receiveUpload,
  storeUpload,
  UPLOAD_LIMITS,
  UploadRefused,
  type Received,
} from './uploads';

export const CONTENT_WRITE = 'content:write';

/** Who the verified token names, for `updatedBy` and the audit log. */
export function staffOf(request: FastifyRequest): Staff {
  const learner = request.learner;
  if (!learner) throw new Error(`${request.url} has no verified token`);
  return { sub: learner.sub, name: learner.name ?? learner.verifiedEmail ?? learner.sub };
}

/** `onRequest` hook after the token check: the token must carry `permission` (or one of them). */
const requirePermission =
  (permission: string | readonly string[] | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    const permissions = request.learner?.permissions ?? [];
    const allowed =
      permission === null
        ? permissions.length > 0
        : [permission].flat().some((one) => permissions.includes(one));
    if (!allowed)
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .send({
          message:
            permission === null
              ? 'This account has no staff access.'
              : `This account has no staff access to this: it needs the "${[permission].flat().join('" or "')}" permission.`,
        });
    return undefined;
  };

/**
 * Bodies are checked by the backend's one validator (wire-schema.ts: TypeBox, never coerced); the problems
 * reach the handler (`attachValidation`), which answers `{ message, fields }` with the fields they name
 * (unknown fields under their own name).
 */
function fieldsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const problems =
    typeof error === 'object' && error !== null && 'validation' in error && Array.isArray(error.validation)
      ? (error.validation as { instancePath?: string; message?: string; params?: unknown }[])
      : [];
  for (const problem of problems) {
    const params = problem.params as { additionalProperties?: string[]; requiredProperties?: string[] };
    const named = [
      ...(params?.additionalProperties ?? []).map((name) => [name, 'This field is not part of the record.']),
      ...(params?.requiredProperties ?? []).map((name) => [name, 'This field is required.']),
    ];
    for (const [name, message] of named) if (name && message) fields[name] ??= message;
    const name = (problem.instancePath ?? '').split('/')[1];
    if (name) fields[name] ??= `This field ${problem.message ?? 'is not valid'}.`;
  }
  if (Object.keys(fields).length === 0) fields.body = 'Send the record as a JSON object.';
  return fields;
}

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const ListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    sort: Type.Optional(Type.String({ maxLength: 40 })),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
  },
  { additionalProperties: false },
);
const AuditQuery = Type.Object(
  {
    kind: Type.Optional(
      Type.Union([...KIND_NAMES, 'player-courses' as const].map((name) => Type.Literal(name))),
    ),
    id: Type.Optional(Type.String({ maxLength: 40 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

/** Who is signed in to the console, and what the token allows. */
const StaffMe = Type.Object({
  sub: Type.String(),
  name: Type.String(),
  email: Type.String(),
  permissions: Type.Array(Type.String()),
});

/** Every admin route, as `METHOD /url`: what the bad-input tests and the permission tests cover. */
export const ADMIN_ROUTES: readonly string[] = [
  'GET /api/admin/me',
  'GET /api/admin/audit',
  'POST /api/admin/uploads',
  ...KIND_NAMES.flatMap((kind) => [
    `GET /api/admin/${kind}`,
    `POST /api/admin/${kind}`,
    `GET /api/admin/${kind}/:id`,
    `PUT /api/admin/${kind}/:id`,
    `DELETE /api/admin/${kind}/:id`,
    `POST /api/admin/${kind}/:id/publish`,
    `POST /api/admin/${kind}/:id/unpublish`,
  ]),
  ...LEARNER_ROUTES,
  ...ORDER_ROUTES,
  ...SUBSCRIBER_ROUTES,
  ...PLAYER_COURSE_ROUTES,
];

export interface AdminOptions {
  /** Called after a write that changes what the public pages show (page-refresh.ts debounces it). */
  onPublicChange?: (kind: KindName) => void;
}

/** Registers the console's calls. */
export function adminRoutes(
  parent: FastifyInstance,
  context: BackendContext,
  options: AdminOptions = {},
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now, learnerAuth, limited } = context;
  // The allowance counts on the account (the token is checked first), a refused permission included.
  const perStaff = limited('admin').onRequest;
  const guard = (permission: string | readonly string[] | null) => ({
    onRequest: [learnerAuth.requireLearner, perStaff, requirePermission(permission)],
  });
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(
    '/api/admin/me',
    { ...guard(null), schema: { response: { 200: StaffMe } } },
    async (request, reply) => {
      const learner = request.learner;
      noStore(reply);
      return {
        sub: learner?.sub ?? '',
        name: learner?.name ?? '',
        email: learner?.verifiedEmail ?? '',
        permissions: [...(learner?.permissions ?? [])],
      };
    },
  );

  learnerAdminRoutes(app, context, { guard, staffOf });
  orderAdminRoutes(app, context, { guard, staffOf });
  subscriberAdminRoutes(app, context, { guard, staffOf });

  const audit = auditLog(db, now);
  // The audit log's page: who did what to which record, the record before and after (any shape).
  const AuditPage = Page(
    Type.Object({
      at: Type.String(),
      by: Type.Object({ sub: Type.String(), name: Type.String() }),
      action: Type.Unsafe<AuditAction>({ type: 'string', enum: [...AUDIT_ACTIONS] }),
      kind: Type.String(),
      id: Type.String(),
      before: Type.Unknown(),
      after: Type.Unknown(),
    }),
  );
  app.get(
    '/api/admin/audit',
    {
      ...guard([CONTENT_WRITE, COURSES_WRITE]),
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (request, reply) => {
      noStore(reply);
      const { kind, id, page = 1, perPage = 25 } = request.query;
      return audit.list({ kind, id, page, perPage });
    },
  );

  const Uploaded = Type.Object({
    url: Type.String(),
    file: Type.String(),
    width: Type.Optional(Type.Integer()),
    height: Type.Optional(Type.Integer()),
    variants: Type.Optional(
      Type.Array(Type.Object({ url: Type.String(), width: Type.Integer(), type: Type.String() })),
    ),
  });
  const storage = localStorage(path.join(context.settings.dataDir, 'uploads'));
  const largest = Math.max(...Object.values(UPLOAD_LIMITS));
  app.post(
    '/api/admin/uploads',
    // The course authors upload their lessons' videos and captions.
    {
      ...guard([CONTENT_WRITE, COURSES_WRITE]),
      config: { upload: true },
      schema: { response: { 201: Uploaded, 400: Message, 413: Message, 415: Message } },
    },
    async (request, reply) => {
      noStore(reply);
      if (!request.isMultipart())
        return reply.code(415).send({ message: 'Send the file as a multipart form (file and purpose).' });
      const fields: Record<string, string> = {};
      let received: Received | undefined;
      // The file streams to disk as it arrives (uploads.ts, receiveUpload); whatever stops the upload before
      // storeUpload takes the file removes it here.
      const discard = async () => {
        if (received) await fs.rm(received.file, { force: true });
        received = undefined;
      };
      try {
        for await (const part of request.parts({
          limits: { fileSize: largest, files: 1, fields: 4, parts: 5, fieldSize: 200 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || received) {
              part.file.resume();
              await discard();
              return reply.code(400).send({ message: 'Send one file, in the field "file".' });
            }
            received = await receiveUpload(storage, part.file);
            if (part.file.truncated) {
              await discard();
              return reply
                .code(413)
                .send({ message: `The file is larger than ${largest / 1024 / 1024} MB.` });
            }
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (error) {
        await discard();
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413)
          return reply.code(413).send({ message: `The file is larger than ${largest / 1024 / 1024} MB.` });
        return reply.code(400).send({ message: 'The upload cannot be read: send a whole multipart form.' });
      }
      const { purpose, kind } = fields;
      const refuse = async (message: string) => {
        await discard();
        return reply.code(400).send({ message });
      };
      if (!isPurpose(purpose))
        return refuse('Say what the file is for: purpose image, pdf, video or captions.');
      if (kind !== undefined && !isKindName(kind))
        return refuse('The kind names no content the console keeps.');
      if (!received) return refuse('Choose a file to upload.');
      try {
        const uploaded = await storeUpload(storage, purpose, kind, received);
        audit.record(staffOf(request), 'upload', kind ?? 'media', uploaded.file, null, uploaded);
        return reply.code(201).send(uploaded);
      } catch (error) {
        if (error instanceof UploadRefused)
          return reply.code(error.statusCode).send({ message: error.message });
        throw error;
      }
    },
  );

  playerCourseRoutes(app, context, guard);

  for (const name of KIND_NAMES) {
    const kind = KINDS[name];
    const store = kindStore(db, kind, now);
    const base = `/api/admin/${name}`;
    // What the kind's calls answer (docs/api.md, "The company console"): the record, a refusal naming the
    // fields at fault, a conflict with the record as it is now.
    const Record_ = recordSchema(kind);
    const Conflict = Type.Object({ message: Type.String(), current: Type.Optional(Record_) });
    const writes = { 400: FieldRefusal, 404: Message, 409: Conflict };
    const answer = (reply: FastifyReply, result: WriteResult, okStatus = 200) => {
      noStore(reply);
      if (result.ok) {
        if (result.publicChange) options.onPublicChange?.(name);
        return reply.code(okStatus).send(result.record);
      }
      if (result.status === 400)
        return reply.code(400).send({ message: result.message, fields: result.fields });
      if (result.status === 409)
        return reply
          .code(409)
          .send(
            result.current
              ? { message: result.message, current: result.current }
              : { message: result.message },
          );
      return reply.code(404).send({ message: result.message });
    };
    const invalid = (reply: FastifyReply, error: unknown) => {
      const fields = fieldsOf(error);
      return reply.code(400).send({
        message: `The ${kind.noun} cannot be saved: ${Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join(' ')}`,
        fields,
      });
    };

    const listed = { 200: Page(Record_), 400: Message };
    app.get(
      base,
      { ...guard(CONTENT_WRITE), schema: { querystring: ListQuery, response: listed } },
      async (request, reply) => {
        const { page = 1, perPage = 25, sort, order, q, status } = request.query;
        if (sort !== undefined && !store.sortable(sort))
          return reply
            .code(400)
            .send({ message: `A ${kind.noun} list cannot be sorted by "${sort.slice(0, 40)}".` });
        noStore(reply);
        return store.list({ page, perPage, sort, order, q, status });
      },
    );

    app.get(
      `${base}/:id`,
      { ...guard(CONTENT_WRITE), schema: { params: Id, response: { 200: Record_, 404: Message } } },
      async (request, reply) => {
        const record = store.read(request.params.id);
        noStore(reply);
        if (!record)
          return reply.code(404).send({ message: `No ${kind.noun} has the id ${request.params.id}.` });
        return record;
      },
    );

    app.post(
      base,
      {
        ...guard(CONTENT_WRITE),
        schema: { body: createSchema(kind), response: { 201: Record_, ...writes } },
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) return invalid(reply, request.validationError);
        return answer(reply, store.create(request.body as Record<string, unknown>, staffOf(request)), 201);
      },
    );

    app.put(
      `${base}/:id`,
      {
        ...guard(CONTENT_WRITE),
        schema: { params: Id, body: updateSchema(kind), response: { 200: Record_, ...writes } },
        attachValidation: true,
      },
      async (request, reply) => {
        const id = Number((request.params as { id: unknown }).id);
        if (!Number.isSafeInteger(id) || id < 1)
          return reply.code(400).send({ message: 'The address names no record id.' });
        if (request.validationError) return invalid(reply, request.validationError);
        return answer(reply, store.update(id, request.body as Record<string, unknown>, staffOf(request)));
      },
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const) {
      app.post(
        `${base}/:id/${action}`,
        { ...guard(CONTENT_WRITE), schema: { params: Id, response: { 200: Record_, ...writes } } },
        async (request, reply) => answer(reply, store.setStatus(request.params.id, status, staffOf(request))),
      );
    }

    const removed = {
      204: Type.Null({ description: 'The record is deleted.' }),
      404: Message,
      409: Conflict,
    };
    app.delete(
      `${base}/:id`,
      { ...guard(CONTENT_WRITE), schema: { params: Id, response: removed } },
      async (request, reply) => {
        const result = store.remove(request.params.id, staffOf(request));
        if (!result.ok) return answer(reply, result);
        if (result.publicChange) options.onPublicChange?.(name);
        return noStore(reply).code(204).send();
      },
    );
  }
}

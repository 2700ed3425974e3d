/**
 * The e-mail service's stand-in (the EmailJS REST protocol, docs/api.md, "The stand-ins of the outside services"): it checks
 * the public key, service and template ids, keeps each message in a store of its own (`email-service.sqlite`)
 * and answers "OK", as EmailJS would; it sends nothing. Locally it answers on the backend's origin, mounted by
 * server/local-stack.ts, and so goes through that server's request guards; the server lends it two things:
 * the route options of a multipart form, and a per-client limit (`RATE_LIMIT_EMAIL`).
 */
import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';

import { EMAIL_REPLIES } from './replies';

const MAX_PARAM_LENGTH = 5000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message as the stand-in keeps it (what `/__local/emails` lists). */
export interface EmailRow {
  id: number;
  endpoint: 'send' | 'send-form';
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  params_json: string;
  created_at: string;
}

/** The files the stand-in keeps in the data folder (`services:reset` deletes them). */
export const EMAIL_STORE_FILES = [
  'email-service.sqlite',
  'email-service.sqlite-wal',
  'email-service.sqlite-shm',
] as const;

export interface EmailServiceOptions {
  dataDir: string;
  /** The public keys (EmailJS user_id), service ids and template ids it accepts. */
  accepted: { publicKeys: string[]; serviceIds: string[]; templateIds: string[] };
  /** The host server's route options for a route that reads a multipart form. */
  form: RouteShorthandOptions;
  /** The host server's per-client limit for these routes, answering past it as `tooMany` does. */
  limit: (tooMany: (reply: FastifyReply) => FastifyReply) => RouteShorthandOptions;
  now: () => Date;
}

export interface EmailService {
  accepted: EmailServiceOptions['accepted'];
  /** Rows written since it was opened (tests check that a refused request wrote none). */
  changes: () => number;
}

/** Registers `/api/v1.0/email/send`, `/send-form` and `/__local/emails` on `app`; closes its store with `app`. */
export function mountEmailService(app: FastifyInstance, options: EmailServiceOptions): EmailService {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const db = new Database(path.join(options.dataDir, EMAIL_STORE_FILES[0]));
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS emails (
      id INTEGER PRIMARY KEY,
      endpoint TEXT NOT NULL CHECK (endpoint IN ('send', 'send-form')),
      lib_version TEXT NOT NULL,
      user_id TEXT NOT NULL,
      service_id TEXT NOT NULL,
      template_id TEXT NOT NULL,
      params_json TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `);
  app.addHook('onClose', async () => db.close());
  const { accepted, now } = options;
  const insert = db.prepare(
    `INSERT INTO emails (endpoint, lib_version, user_id, service_id, template_id, params_json, created_at)
     VALUES (@endpoint, @libVersion, @userId, @serviceId, @templateId, @params, @createdAt)`,
  );
  const every = db.prepare<[], EmailRow>('SELECT * FROM emails ORDER BY id');
  const totalChanges = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  const textReply = (reply: FastifyReply, code: number, message: string): FastifyReply =>
    reply.code(code).type('text/plain; charset=utf-8').send(message);
  // EmailJS answers its limit in text, as every other refusal of its protocol.
  const limited = options.limit((reply) => textReply(reply, 429, EMAIL_REPLIES.rateLimit));

  function accept(
    reply: FastifyReply,
    endpoint: 'send' | 'send-form',
    fields: Record<string, unknown>,
    params: Record<string, unknown>,
  ): FastifyReply {
    const {
      user_id: userId,
      service_id: serviceId,
      template_id: templateId,
      lib_version: libVersion,
    } = fields;
    if (typeof userId !== 'string' || !accepted.publicKeys.includes(userId))
      return textReply(reply, 400, EMAIL_REPLIES.publicKey);
    if (typeof serviceId !== 'string' || !accepted.serviceIds.includes(serviceId))
      return textReply(reply, 400, EMAIL_REPLIES.service);
    if (typeof templateId !== 'string' || !accepted.templateIds.includes(templateId))
      return textReply(reply, 400, EMAIL_REPLIES.template);
    const clean: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return textReply(reply, 400, EMAIL_REPLIES.params);
      const asText = String(value);
      if (asText.length > MAX_PARAM_LENGTH)
        return textReply(reply, 400, `The parameter "${key.slice(0, 50)}" is too long.`);
      clean[key] = asText;
    }

    insert.run({
      endpoint,
      libVersion: typeof libVersion === 'string' ? libVersion.slice(0, 20) : 'unknown',
      userId,
      serviceId,
      templateId,
      params: JSON.stringify(clean),
      createdAt: now().toISOString(),
    });
    return textReply(reply, 200, 'OK');
  }

  app.post('/api/v1.0/email/send', limited, async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return textReply(reply, 400, 'Send a JSON object.');
    const params = body.template_params ?? {};
    if (!isRecord(params)) return textReply(reply, 400, EMAIL_REPLIES.params);
    return accept(reply, 'send', body, params);
  });

  app.post('/api/v1.0/email/send-form', { ...options.form, ...limited }, async (request, reply) => {
    const body: unknown = request.body;
    if (!request.isMultipart() || !isRecord(body)) return textReply(reply, 400, 'Send multipart/form-data.');
    const protocolFields = new Set(['lib_version', 'user_id', 'service_id', 'template_id']);
    const params = Object.fromEntries(Object.entries(body).filter(([key]) => !protocolFields.has(key)));
    return accept(reply, 'send-form', body, params);
  });

  app.get('/__local/emails', async () => every.all());
  return { accepted, changes: () => totalChanges.get()?.n ?? 0 };
}

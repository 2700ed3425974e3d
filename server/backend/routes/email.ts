import type { FastifyInstance, FastifyReply } from 'fastify';

import type { BackendContext } from '../context';
import type { LimitReply } from '../rate-limits';
import { takesForm } from '../request-guards';
import { isRecord } from '../validate';
import { EMAIL_REPLIES } from '../wire';

const MAX_PARAM_LENGTH = 5000;

/** The EmailJS REST protocol: validate ids, store the message, answer "OK"; rate-limited per client. */
export function emailRoutes(app: FastifyInstance, { db, settings, now, limited }: BackendContext): void {
  const insert = db.prepare(
    `INSERT INTO emails (endpoint, lib_version, user_id, service_id, template_id, params_json, created_at)
     VALUES (@endpoint, @libVersion, @userId, @serviceId, @templateId, @params, @createdAt)`,
  );
  const textReply = (reply: FastifyReply, code: number, message: string): FastifyReply =>
    reply.code(code).type('text/plain; charset=utf-8').send(message);
  // EmailJS answers its limit in text, as every other refusal of its protocol.
  const tooMany: LimitReply = (reply) => textReply(reply, 429, EMAIL_REPLIES.rateLimit);

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
    if (typeof userId !== 'string' || !settings.email.publicKeys.includes(userId))
      return textReply(reply, 400, EMAIL_REPLIES.publicKey);
    if (typeof serviceId !== 'string' || !settings.email.serviceIds.includes(serviceId))
      return textReply(reply, 400, EMAIL_REPLIES.service);
    if (typeof templateId !== 'string' || !settings.email.templateIds.includes(templateId))
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

  app.post('/api/v1.0/email/send', limited('email', tooMany), async (request, reply) => {
    const body: unknown = request.body;
    if (!isRecord(body)) return textReply(reply, 400, 'Send a JSON object.');
    const params = body.template_params ?? {};
    if (!isRecord(params)) return textReply(reply, 400, EMAIL_REPLIES.params);
    return accept(reply, 'send', body, params);
  });

  app.post(
    '/api/v1.0/email/send-form',
    { ...takesForm, ...limited('email', tooMany) },
    async (request, reply) => {
      const body: unknown = request.body;
      if (!request.isMultipart() || !isRecord(body))
        return textReply(reply, 400, 'Send multipart/form-data.');
      const protocolFields = new Set(['lib_version', 'user_id', 'service_id', 'template_id']);
      const params = Object.fromEntries(Object.entries(body).filter(([key]) => !protocolFields.has(key)));
      return accept(reply, 'send-form', body, params);
    },
  );
}

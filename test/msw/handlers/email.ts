import { HttpResponse, http } from 'msw';

import { emailIds, emailMessages } from '../../fixtures/email';
import { failuresFor } from '../failure-factories';

const SEND = '*/api/v1.0/email/send';
const SEND_FORM = '*/api/v1.0/email/send-form';

export interface SentEmail {
  endpoint: 'send' | 'send-form';
  templateId: string;
  params: Record<string, string>;
}

const sent: SentEmail[] = [];

/** The messages accepted so far, for assertions. */
export const sentEmails = (): readonly SentEmail[] => sent;
/** Forgets sent messages (between tests). */
export const resetEmail = (): void => {
  sent.length = 0;
};

const PROTOCOL_FIELDS = new Set(['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
const textResponse = (status: number, body: string) => HttpResponse.text(body, { status });
const includes = (list: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && list.includes(value);

function accept(
  endpoint: SentEmail['endpoint'],
  fields: Record<string, unknown>,
  params: Record<string, unknown>,
) {
  if (!includes(emailIds.publicKeys, fields.user_id)) return textResponse(400, emailMessages.publicKey);
  if (!includes(emailIds.serviceIds, fields.service_id)) return textResponse(400, emailMessages.service);
  if (!includes(emailIds.templateIds, fields.template_id)) return textResponse(400, emailMessages.template);
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return textResponse(400, emailMessages.params);
    clean[key] = String(value);
  }
  sent.push({ endpoint, templateId: fields.template_id, params: clean });
  return textResponse(200, emailMessages.ok);
}

/** The EmailJS REST protocol as the local backend speaks it: "OK", or 400 with a text for an unknown id. */
export const handlers = [
  http.post(SEND, async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return textResponse(400, 'Send a JSON object.');
    const fields = body as Record<string, unknown>;
    const params = fields.template_params ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params))
      return textResponse(400, emailMessages.params);
    return accept('send', fields, params as Record<string, unknown>);
  }),
  http.post(SEND_FORM, async ({ request }) => {
    const form = await request.formData().catch(() => undefined);
    if (!form) return textResponse(400, 'Send multipart/form-data.');
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : '[file]';
    });
    const params = Object.fromEntries(Object.entries(fields).filter(([key]) => !PROTOCOL_FIELDS.has(key)));
    return accept('send-form', fields, params);
  }),
];

export const failures = {
  send: {
    ...failuresFor('post', SEND),
    rateLimited: () => http.post(SEND, () => textResponse(429, emailMessages.rateLimit)),
  },
  sendForm: {
    ...failuresFor('post', SEND_FORM),
    rateLimited: () => http.post(SEND_FORM, () => textResponse(429, emailMessages.rateLimit)),
  },
};

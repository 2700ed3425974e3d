/**
 * The card provider's controls for tests and developers, not part of Razorpay: what the simulator took, its
 * webhook deliveries, and the rules of the next ones. Local only; they expose no secret.
 */
import type { FastifyInstance } from 'fastify';

import type { PaymentStore } from './payments';
import type { DeliveryRules, WebhookDispatcher } from './webhooks';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RULE_NAMES = ['delayMs', 'failTimes', 'duplicate', 'hold'];

/** Reads the delivery rules a test asks for; a message for the first bad one. */
function readRules(
  body: unknown,
): { ok: true; rules: Partial<DeliveryRules> } | { ok: false; message: string } {
  if (body === undefined || body === null) return { ok: true, rules: {} };
  if (!isRecord(body)) return { ok: false, message: 'Send a JSON object.' };
  // A misspelt rule would silently leave the default in place: refuse it.
  const unknown = Object.keys(body).find((key) => !RULE_NAMES.includes(key));
  if (unknown !== undefined) return { ok: false, message: `Unknown rule "${unknown.slice(0, 40)}".` };
  const rules: Partial<DeliveryRules> = {};
  for (const key of ['delayMs', 'failTimes'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 3_600_000)
      return { ok: false, message: `${key} must be a whole number from 0 to 3600000.` };
    rules[key] = value;
  }
  for (const key of ['duplicate', 'hold'] as const) {
    const value = body[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return { ok: false, message: `${key} must be true or false.` };
    rules[key] = value;
  }
  return { ok: true, rules };
}

/** `/__local/checkout-payments` and `/__local/checkout-webhooks`. */
export function controlRoutes(
  app: FastifyInstance,
  { payments, webhooks }: { payments: PaymentStore; webhooks: WebhookDispatcher },
): void {
  app.get('/__local/checkout-payments', async () => payments.all());

  // The simulator's webhook deliveries: what was sent and answered, and how the next ones are delivered.
  app.get('/__local/checkout-webhooks', async () => ({
    rules: webhooks.rules,
    deliveries: webhooks.report(),
  }));
  /** Replaces the rules: `{}` restores the defaults. */
  app.post('/__local/checkout-webhooks', async (request, reply) => {
    const read = readRules(request.body);
    if (!read.ok) return reply.code(400).send({ message: read.message });
    return { rules: webhooks.configure(read.rules) };
  });
  /** Delivers the held events one by one, newest first with `{ reverse: true }`. */
  app.post('/__local/checkout-webhooks/release', async (request, reply) => {
    const body: unknown = request.body ?? {};
    if (!isRecord(body) || (body.reverse !== undefined && typeof body.reverse !== 'boolean'))
      return reply.code(400).send({ message: 'Send { reverse?: boolean }.' });
    return { released: await webhooks.release({ reverse: body.reverse === true }) };
  });
}

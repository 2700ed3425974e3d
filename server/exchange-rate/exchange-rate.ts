/**
 * The exchange-rate service's stand-in (Frankfurter's `GET /latest`, docs/api.md, "The stand-ins of the outside services"): US dollars
 * to rupees at the configured rate (`EXCHANGE_RATE_INR`, the rate the backend prices orders with), dated
 * today in India. Locally it answers on the backend's origin, mounted by server/local-stack.ts.
 */
import type { FastifyInstance } from 'fastify';

import { istDayKey } from '../../src/lib/time';

export interface ExchangeRateOptions {
  /** Rupees per US dollar. */
  rate: number;
  now: () => Date;
}

/** `GET /latest?from=USD&to=INR[&amount=N]`: `{ amount, base, date, rates: { INR } }`; 404 for another pair. */
export function exchangeRateRoutes(app: FastifyInstance, { rate, now }: ExchangeRateOptions): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/latest', async (request, reply) => {
    const from = (request.query.from ?? 'USD').toUpperCase();
    const to = (request.query.to ?? 'INR').toUpperCase();
    const amount = request.query.amount === undefined ? 1 : Number(request.query.amount);
    if (from !== 'USD' || to !== 'INR') return reply.code(404).send({ message: 'not found' });
    if (!Number.isFinite(amount) || amount <= 0) return reply.code(422).send({ message: 'invalid amount' });
    return {
      amount,
      base: 'USD',
      date: istDayKey(now().getTime()),
      rates: { INR: Math.round(amount * rate * 10000) / 10000 },
    };
  });
}

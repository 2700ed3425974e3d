/**
 * The console's mocks fit the backend's document: every answer the jest tests' msw handlers give the console
 * screens (the content kinds, the audit log, learners, course reports, orders and refunds, with their
 * refusals) is checked against the response schemas of docs/openapi.json, so a screen tested against a mock
 * is tested against what the backend declares it sends. The real backend's side of the same calls is in
 * server/backend/admin*.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { setupServer } from 'msw/node';

import { ALL_PERMISSIONS } from '../../server/oidc/accounts';
import { fixtureAccessToken } from '../fixtures/learner';
import { handlers as adminHandlers } from '../msw/handlers/admin';
import { handlers as learnerHandlers, PRIYA_CERTIFICATE } from '../msw/handlers/admin-learners';
import { handlers as orderHandlers, PAID_ORDER, UNPAID_ORDER } from '../msw/handlers/admin-orders';

import { undocumented } from './openapi-shapes';

const BASE = 'http://backend.test';
const staff = fixtureAccessToken('staff-1', { name: 'Rahul Verma', permissions: [...ALL_PERMISSIONS] });
const learner = fixtureAccessToken('learner-1', { email: 'priya@example.com' });

// The more specific handlers first, as test/msw/handlers/index.ts lists them.
const server = setupServer(...orderHandlers, ...learnerHandlers, ...adminHandlers);
before(() => server.listen({ onUnhandledRequest: 'error' }));
after(() => server.close());

/** Asks the mocks as the console does and returns the answer's status and JSON, once it fits the document. */
async function ask(
  method: 'GET' | 'POST',
  path: string,
  { token = staff, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(BASE + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json();
  const problems = undocumented(method, path, response.status, json);
  assert.deepEqual(problems, [], problems.join('\n'));
  return { status: response.status, body: json };
}

describe("the console's msw answers fit the OpenAPI document", () => {
  it('who am I, and a learner refused', async () => {
    assert.equal((await ask('GET', '/api/admin/me')).status, 200);
    assert.equal((await ask('GET', '/api/admin/me', { token: learner })).status, 403);
  });

  it('a content list, one record of it and the audit log', async () => {
    for (const kind of ['events', 'webinars', 'articles', 'newsletters']) {
      const list = await ask('GET', `/api/admin/${kind}?page=1&perPage=25`);
      assert.equal(list.status, 200);
      const first = (list.body as { items: { id: number | string }[] }).items[0];
      if (first) assert.equal((await ask('GET', `/api/admin/${kind}/${first.id}`)).status, 200);
    }
    assert.equal((await ask('GET', '/api/admin/audit?page=1')).status, 200);
  });

  it('learners, a learner, the course reports and a revoke', async () => {
    const list = await ask('GET', '/api/admin/learners?page=1');
    assert.equal(list.status, 200);
    const { sub } = (list.body as { items: { sub: string }[] }).items[0] ?? { sub: '' };
    assert.equal((await ask('GET', `/api/admin/learners/${encodeURIComponent(sub)}`)).status, 200);
    assert.equal((await ask('GET', '/api/admin/course-reports')).status, 200);
    assert.equal((await ask('GET', '/api/admin/player-courses/1/report')).status, 200);
    const revoked = await ask('POST', `/api/admin/certificates/${PRIYA_CERTIFICATE}/revoke`, {
      body: { reason: 'Issued in error' },
    });
    assert.equal(revoked.status, 200);
  });

  it('orders with their totals, an order, a look-up, a refund and its refusals', async () => {
    const list = await ask('GET', '/api/admin/orders?page=1&perPage=25&sort=createdAt&order=desc');
    assert.equal(list.status, 200);
    assert.equal((await ask('GET', '/api/admin/orders?q=priya&status=paid')).status, 200);
    assert.equal((await ask('GET', `/api/admin/orders/${PAID_ORDER}`)).status, 200);
    assert.equal((await ask('GET', '/api/admin/orders/order_Nobody000000')).status, 404);
    assert.equal((await ask('POST', `/api/admin/orders/${PAID_ORDER}/check`)).status, 200);
    const reason = { reason: 'The learner asked for a refund' };
    assert.equal((await ask('POST', `/api/admin/orders/${PAID_ORDER}/refund`, { body: reason })).status, 200);
    assert.equal((await ask('POST', `/api/admin/orders/${PAID_ORDER}/refund`, { body: reason })).status, 409);
    assert.equal(
      (await ask('POST', `/api/admin/orders/${UNPAID_ORDER}/refund`, { body: reason })).status,
      409,
    );
    assert.equal((await ask('GET', '/api/admin/orders', { token: learner })).status, 403);
  });
});

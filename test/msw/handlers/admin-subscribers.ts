/**
 * The console's newsletter subscribers (docs/api.md, "Subscribers") as the local backend answers them, over a
 * small in-memory store: the permission check, search and paging newest first, the CSV of the same set, and a
 * removal (404 after). Failure cases beside them.
 */
import { HttpResponse, http } from 'msw';

import { staffOf } from './admin';

const ADMIN = '*/api/admin';
const NEEDS = 'subscribers:read';

type Subscriber = { id: number; email: string; subscribedAt: string };

const seedSubscribers = (): Subscriber[] => [
  { id: 3, email: 'meena@example.com', subscribedAt: '2026-12-02T04:30:00.000Z' },
  { id: 2, email: 'ravi@corp.example', subscribedAt: '2026-12-01T09:00:00.000Z' },
  { id: 1, email: 'asha@corp.example', subscribedAt: '2026-11-28T11:15:00.000Z' },
];

let subscribers = seedSubscribers();
/** The requests the handlers saw, for tests that check what was sent. */
export const subscriberRequests: { method: string; url: string }[] = [];

export function resetAdminSubscribers(): void {
  subscribers = seedSubscribers();
  subscriberRequests.length = 0;
}

const note = (request: Request) => {
  const url = new URL(request.url);
  subscriberRequests.push({ method: request.method, url: url.pathname + url.search });
};

const matching = (q: string | null) =>
  subscribers.filter((row) => !q || row.email.toLowerCase().includes(q.toLowerCase()));

export const handlers = [
  http.get(`${ADMIN}/subscribers.csv`, ({ request }) => {
    note(request);
    const staff = staffOf(request, NEEDS);
    if (staff instanceof Response) return staff;
    const rows = matching(new URL(request.url).searchParams.get('q'));
    return new HttpResponse(
      ['E-mail,Subscribed', ...rows.map((row) => `${row.email},${row.subscribedAt}`)].join('\r\n'),
      { headers: { 'Content-Type': 'text/csv; charset=utf-8' } },
    );
  }),
  http.get(`${ADMIN}/subscribers`, ({ request }) => {
    note(request);
    const staff = staffOf(request, NEEDS);
    if (staff instanceof Response) return staff;
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const perPage = Number(params.get('perPage') ?? 25);
    const rows = matching(params.get('q'));
    return HttpResponse.json({ items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length });
  }),
  http.delete(`${ADMIN}/subscribers/:id`, ({ request, params }) => {
    note(request);
    const staff = staffOf(request, NEEDS);
    if (staff instanceof Response) return staff;
    const id = Number(params.id);
    if (!subscribers.some((row) => row.id === id))
      return HttpResponse.json({ message: `No subscription has the id ${id}.` }, { status: 404 });
    subscribers = subscribers.filter((row) => row.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
];

const HTML_500 = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

export const subscriberFailures = {
  listHtml500: () =>
    http.get(
      `${ADMIN}/subscribers`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  listMalformed: () => http.get(`${ADMIN}/subscribers`, () => HttpResponse.json({ items: 'none' })),
  removeNetworkError: () => http.delete(`${ADMIN}/subscribers/:id`, () => HttpResponse.error()),
  removeHtml500: () =>
    http.delete(
      `${ADMIN}/subscribers/:id`,
      () => new HttpResponse(HTML_500, { status: 500, headers: { 'Content-Type': 'text/html' } }),
    ),
  csvNetworkError: () => http.get(`${ADMIN}/subscribers.csv`, () => HttpResponse.error()),
};

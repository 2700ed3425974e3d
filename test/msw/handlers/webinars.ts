import { HttpResponse, delay, http } from 'msw';

import { buildWebinars, WEBINAR_REFERENCE_NOW } from '../../fixtures/webinars';
import { PHP_FATAL_ERROR, failuresFor } from '../failure-factories';

const PATH = '*/admin/pages/webinars.php';

type Group = '1' | '2';

/** Webinars of group 1 (R programming) and 2 (executive coaching) around `now`; 400 for another group. */
export function webinarHandlers(now: Date = WEBINAR_REFERENCE_NOW) {
  const groups = buildWebinars(now);
  return [
    http.get(PATH, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('endpoint') !== 'webinars') {
        return HttpResponse.json({ message: 'Unknown endpoint: use endpoint=webinars.' }, { status: 400 });
      }
      const group = url.searchParams.get('group_id');
      if (group !== '1' && group !== '2')
        return HttpResponse.json({ message: 'group_id must be 1 or 2.' }, { status: 400 });
      return HttpResponse.json(groups[group]);
    }),
  ];
}

export const handlers = webinarHandlers();

/** Answers one group's requests with `reply`; the other group falls through to the happy handler. */
const forGroup = (group: Group, reply: () => Response | Promise<Response>) =>
  http.get(PATH, ({ request }) =>
    new URL(request.url).searchParams.get('group_id') === group ? reply() : undefined,
  );

/** Failures of both groups at once, and of one group alone (`group: '1'` R programming, `'2'` coaching). */
export const failures = {
  ...failuresFor('get', PATH),
  /** Both groups answer with an empty list. */
  empty: () => http.get(PATH, () => HttpResponse.json([])),
  /** Both groups answer with the given rows as they are. */
  withRows: (rows: unknown[]) => http.get(PATH, () => HttpResponse.json(rows)),
  /** Never answers, so the loading state stays on screen. */
  pending: () =>
    http.get(PATH, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  group: (group: Group) => ({
    serverError: () =>
      forGroup(group, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
    /** A 500 whose body is a crashed PHP page, not JSON. */
    serverErrorHtml: () =>
      forGroup(
        group,
        () => new HttpResponse(PHP_FATAL_ERROR, { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    networkError: () => forGroup(group, () => HttpResponse.error()),
    malformed: () =>
      forGroup(group, () => HttpResponse.text(PHP_FATAL_ERROR, { headers: { 'Content-Type': 'text/html' } })),
    notSuccess: (message = 'Database connection failed') =>
      forGroup(group, () => HttpResponse.json({ success: false, message })),
  }),
};

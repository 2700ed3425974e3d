import { HttpResponse, delay, http } from 'msw';

import { eventsReply } from '../../fixtures/events';

const EVENTS = '*/admin/pages/events-api.php';

/** The events endpoint as the local backend answers it. */
export const handlers = [http.get(EVENTS, () => HttpResponse.json(eventsReply()))];

export const failures = {
  serverError: () =>
    http.get(EVENTS, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
  networkError: () => http.get(EVENTS, () => HttpResponse.error()),
  malformed: () =>
    http.get(EVENTS, () => HttpResponse.text('<br /><b>Fatal error</b>: Uncaught PDOException')),
  /** `{ success: false }`, with the server's message when one is given. */
  notSuccess: (message?: string) =>
    http.get(EVENTS, () =>
      HttpResponse.json(message === undefined ? { success: false } : { success: false, message }),
    ),
  empty: () => http.get(EVENTS, () => HttpResponse.json(eventsReply([]))),
  /** A successful reply carrying the given rows as they are (loose or hostile payloads). */
  withEvents: (events: unknown[]) => http.get(EVENTS, () => HttpResponse.json(eventsReply(events))),
  /** Never answers, so the loading state stays on screen. */
  pending: () =>
    http.get(EVENTS, async () => {
      await delay('infinite');
      return HttpResponse.json(eventsReply());
    }),
};

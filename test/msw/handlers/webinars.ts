import { HttpResponse, http } from 'msw';

import { buildWebinars, WEBINAR_REFERENCE_NOW } from '../../fixtures/webinars';
import { failuresFor } from '../failure-factories';

const PATH = '*/admin/pages/webinars.php';

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

export const failures = failuresFor('get', PATH);
